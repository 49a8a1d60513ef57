import Testing
import VitrineGeometry
import VitrineInput
import VitrineMotion
import VitrineParallax
import VitrineShowcase

@testable import VitrinePlayground

@Suite("Exports with an autoplay and a wheel policy: the scene's settings, and the step turning the content as the scene")
struct AutoplayExportTests {
    static let window = ExportedFile.window

    /// The frame time of frame `index` at 60 frames a second.
    static func frame(_ index: Int) -> FrameTime {
        FrameTime(now: Double(index) / 60, delta: 1.0 / 60, index: index)
    }

    // Backward every 2.5 s from card 0 of 8, without looping: round to the last card first,
    // then 6, 5, 4 (steps at 2.5, 5, 7.5 and 10 s), the exported showcase at the scene's
    // offset in every frame.
    @Test func theCarouselsStepTurnsTheExportedShowcaseAsTheSceneTurns() throws {
        let configuration = TunedConfigurations.carousel
        var scene = ShowcaseScene(presetName: "carousel", configuration: configuration, viewport: Self.window)
        let showcase = try carouselShowcase(viewport: Self.window, view: ExportTestCard.self, model: ExportTestModel.init)
        var autoplay = carouselAutoplay()
        #expect(autoplay.configuration == configuration.feel.autoplay)
        // With the platform's reduce-motion setting, the exported autoplay is the reduced scene's.
        let reduced = carouselAutoplay(prefersReducedMotion: true)
        #expect(reduced.configuration == configuration.feel.autoplay(reducingMotion: true))
        #expect(!reduced.configuration.isEnabled && autoplay.configuration.isEnabled)
        #expect(autoplay.configuration == scene.autoplay.configuration)
        #expect(showcase.wheelPolicy == WheelPolicy(mode: .oneItemPerGesture, threshold: 0.5, releasesAtEdges: true))
        var pages: [Int] = []
        for index in 0...720 {
            let time = Self.frame(index)
            scene.update(at: time, viewport: Self.window)
            showcase.update(at: time.now)
            carouselAutoplayStep(&autoplay, showcase: showcase, at: time.now)
            #expect(showcase.scroller.offset == scene.showcase.scroller.offset, "at \(time.now) s")
            let page = try #require(showcase.scroller.restingPage)
            if page != pages.last ?? 0 { pages.append(page) }
        }
        #expect(pages == [7, 6, 5, 4])
        #expect(autoplay.stepCount == 4)
        #expect(scene.autoplay.stepCount == 4)
    }

    // Forward every 4 s through the story's 5 pages, never pausing (a drag in between does not
    // hold it): pages 1, 2, 3, 4, then round to 0 at 20 s, the exported view at the scene's
    // offset in every frame.
    @Test func theSlideshowsStepTurnsTheExportedViewAsTheSceneTurns() throws {
        let configuration = TunedConfigurations.slideshow
        var scene = ParallaxScene(presetName: "slideshow", configuration: configuration, viewport: Self.window)
        let view = slideshowView(viewport: scene.view.viewport)
        let story = ParallaxStory(direction: configuration.direction)
        view.delegate = story
        view.reload()
        var autoplay = slideshowAutoplay()
        #expect(autoplay.configuration == configuration.feel.autoplay)
        #expect(autoplay.configuration == scene.autoplay.configuration)
        #expect(view.wheelPolicy == WheelPolicy(mode: .oneItemPerGesture))
        #expect(view.numberOfPages == 5)
        var pages: [Int] = []
        for index in 0...(21 * 60) {
            let time = Self.frame(index)
            if index == 60 {
                scene.autoplay.handle(.keyDown(.right, modifiers: [], isRepeat: false), at: time.now)
                autoplay.handle(.keyDown(.right, modifiers: [], isRepeat: false), at: time.now)
            }
            scene.update(at: time, viewport: Self.window)
            view.update(at: time.now)
            slideshowAutoplayStep(&autoplay, view: view, at: time.now)
            #expect(view.scroller.offset == scene.view.scroller.offset, "at \(time.now) s")
            let page = try #require(view.scroller.restingPage)
            if page != pages.last ?? 0 { pages.append(page) }
        }
        #expect(pages == [1, 2, 3, 4, 0])
        #expect(autoplay.stepCount == 5)
    }

    // Forward every 1.5 s among 5 cards from card 3: card 4 at 1.5 s, round to 0 at 3 s; a key
    // at 3.5 s pauses it until 5.5 s, and the next step comes a whole delay after, at 7 s.
    @Test func theTickersItemIsTheNextCardAtTheStepsTimes() {
        let configuration = TunedConfigurations.ticker
        let scene = FlowScene(presetName: "ticker", configuration: configuration, viewport: Self.window)
        var autoplay = tickerAutoplay()
        #expect(autoplay.configuration == scene.autoplay.configuration)
        #expect(tickerWheelPolicy() == scene.scroller.configuration.wheelPolicy)
        #expect(tickerWheelPolicy() == WheelPolicy(threshold: 2, releasesAtEdges: true))
        var current = 3
        var taken: [(time: Double, item: Int)] = []
        let times: [(time: Double, key: Bool)] = [
            (0, false), (1, false), (1.5, false), (2.9, false), (3, false), (3.5, true), (4, false), (6, false), (6.9, false),
            (7, false), (8, false),
        ]
        for (time, key) in times {
            if key { autoplay.handle(.keyDown(.right, modifiers: [], isRepeat: false), at: time) }
            if let item = tickerAutoplayItem(&autoplay, currentItem: current, itemCount: 5, at: time) {
                taken.append((time, item))
                current = item
            }
        }
        #expect(taken.map(\.time) == [1.5, 3, 7])
        #expect(taken.map(\.item) == [4, 0, 1])
    }
}
