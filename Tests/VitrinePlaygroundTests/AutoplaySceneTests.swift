import Testing
import VitrineGeometry
import VitrineInput
import VitrineMotion

@testable import VitrinePlayground

@Suite("Autoplay in the scenes")
struct AutoplaySceneTests {
    static let viewport = Size(width: 1280, height: 720)

    /// Updates `scene` at frame `index` of `fps` frames a second.
    static func frame<S: Scene>(_ index: Int, fps: Double, of scene: inout S) {
        scene.update(at: FrameTime(now: Double(index) / fps, delta: 1 / fps, index: index), viewport: viewport)
    }

    static func showcase(looping: Bool = true, delay: Double = 0.5) -> ShowcaseScene {
        var configuration = ShowcasePreset.simpleHorizontal.configuration
        configuration.isLooping = looping
        configuration.feel.autoplay = Autoplay.Configuration(isEnabled: true, delay: delay)
        return ShowcaseScene(presetName: "autoplay", configuration: configuration, viewport: viewport)
    }

    // 10,000 steps of half a second around 24 cards: the scroll rests exactly on card
    // 10,000 mod 24 = 16, its offset in the turn exactly 16 periods, whatever the frame rate.
    @Test(arguments: [7.0, 24, 60])
    func aLoopingShowcaseRestsExactlyInItsSlotAfterTenThousandSteps(fps: Double) {
        var scene = Self.showcase()
        var index = 0
        while scene.autoplay.stepCount < 10_000 {
            Self.frame(index, fps: fps, of: &scene)
            index += 1
        }
        // Let the last glide end, short of the next step.
        for _ in 0..<Int(fps * 0.45) {
            Self.frame(index, fps: fps, of: &scene)
            index += 1
        }
        let scroller = scene.showcase.scroller, period = scene.showcase.layout.period
        #expect(scene.autoplay.stepCount == 10_000)
        #expect(!scroller.isMoving)
        #expect(scroller.position.inPeriod == Double(10_000 % 24) * period)
        #expect(scroller.position.cycle == 10_000 / 24)
        #expect(scene.focusedItem == 16)
    }

    // Without looping, forward from the last card goes back to the first.
    @Test func withoutLoopingItRewindsToTheStart() {
        var scene = Self.showcase(looping: false, delay: 1)
        scene.focus(onItem: 23)
        var index = 0
        while scene.autoplay.stepCount < 1 {
            Self.frame(index, fps: 60, of: &scene)
            index += 1
        }
        for _ in 0..<60 {
            Self.frame(index, fps: 60, of: &scene)
            index += 1
        }
        #expect(scene.showcase.scroller.offset == 0 && scene.focusedItem == 0)
    }

    @Test func aDragPausesTheShowcaseUntilTheIdleTimeHasPassed() {
        var scene = Self.showcase(delay: 1)
        Self.frame(0, fps: 10, of: &scene)
        scene.handle(.pointerDown(Point(x: 600, y: 300), button: .left), at: 0.5, viewport: Self.viewport)
        scene.handle(.pointerUp(Point(x: 600, y: 300), button: .left), at: 0.6, viewport: Self.viewport)
        // Resumes at 2.6; its first step a second later, at 3.6.
        for index in 1...35 { Self.frame(index, fps: 10, of: &scene) }
        #expect(scene.autoplay.stepCount == 0)
        #expect(scene.autoplay.state(at: 2.5) == .resuming(in: 0.10000000000000009))
        Self.frame(36, fps: 10, of: &scene)
        #expect(scene.autoplay.stepCount == 1)
    }

    // The current dot fills as the delay runs: at a quarter of the delay, a disc a quarter of
    // the dot's diameter inside the dimmed indicator.
    @Test func theCurrentDotFillsWithTheDelay() throws {
        var scene = Self.showcase(delay: 2)
        Self.frame(0, fps: 4, of: &scene)
        Self.frame(2, fps: 4, of: &scene)
        #expect(scene.autoplayFill == 0.25)
        let dots = try #require(scene.pageDots(viewport: Self.viewport))
        let nodes = dots.nodes()
        #expect(nodes.count == 24 + 2)
        #expect(nodes[24].fillColor == Color(white: 1, alpha: 0.55))
        #expect(nodes[25].frame.width == dots.diameter * 0.25 && nodes[25].fillColor == .white)
        let plain = PageDots(count: 24, position: 0, viewport: Self.viewport, isHorizontal: true)
        #expect(plain.nodes().count == 25 && plain.nodes()[24].fillColor == .white)
    }

    @Test func flowAndParallaxTurnOneItemAStep() {
        var flowConfiguration = FlowPreset.flowStart.configuration
        flowConfiguration.feel.autoplay = Autoplay.Configuration(isEnabled: true, delay: 1)
        var flow = FlowScene(presetName: "f", configuration: flowConfiguration, viewport: Self.viewport)
        var pagesConfiguration = ParallaxConfiguration()
        pagesConfiguration.feel.autoplay = Autoplay.Configuration(isEnabled: true, delay: 1, direction: .backward)
        var pages = ParallaxScene(presetName: "p", configuration: pagesConfiguration, viewport: Self.viewport)
        for index in 0...100 {
            Self.frame(index, fps: 60, of: &flow)
            Self.frame(index, fps: 60, of: &pages)
        }
        #expect(flow.currentItem == 1 && flow.autoplay.stepCount == 1)
        // Backward from the first page: the last one.
        #expect(pages.view.scroller.currentPage == pages.view.numberOfPages - 1)
    }

    @Test func kStepsTheAutoplayOffForwardBackward() {
        var scene = ShowcaseScene(preset: .coverflow, viewport: Self.viewport)
        #expect(scene.settings.first { $0.key == .k }?.value == "off")
        _ = scene.pressControl(.k, at: 0)
        #expect(scene.autoplay.configuration.isEnabled && scene.autoplay.configuration.direction == .forward)
        _ = scene.pressControl(.k, at: 0)
        #expect(scene.settings.first { $0.key == .k }?.value == "backward")
        _ = scene.pressControl(.k, at: 0)
        #expect(!scene.autoplay.configuration.isEnabled)
        _ = scene.pressControl(.w, at: 0)
        #expect(scene.showcase.wheelPolicy.mode == .oneItemPerGesture)
        _ = scene.pressControl(.o, at: 0)
        #expect(scene.showcase.wheelPolicy.releasesAtEdges)
        _ = scene.pressControl(.j, at: 0)
        #expect(scene.autoplay.configuration.pausesOnHover && scene.autoplay.configuration.pausesOnInteraction)
    }

    // The pointer over the scene pauses an autoplay that pauses on hover; the core tells it.
    @Test func thePointerOverTheScenePausesItThroughTheCore() throws {
        var core = try PlaygroundCore(preset: "simple-horizontal", viewport: Self.viewport)
        _ = core.handle(.keyDown(.k, modifiers: [], isRepeat: false), at: 0)
        _ = core.handle(.keyDown(.j, modifiers: [], isRepeat: false), at: 0)
        _ = core.handle(.pointerMoved(Point(x: 640, y: 360)), at: 0.1)
        PlaygroundCoreTests.frame(10, of: &core)
        let scene = try #require(core.scene as? ShowcaseScene)
        #expect(scene.autoplay.isPointerOver && scene.autoplay.state(at: 1) == .pausedByHover)
        #expect(InputInspector.behaviour(of: core.motionReadout)[0] == "autoplay paused by hover")
    }

    // The pointer leaving the window (SDL's window leave, a script's `leave`) takes it off the
    // scene: the hover's pause ends at the leave, 1 s; the autoplay resumes 2 s later, at 3 s,
    // and takes its first step a whole delay after, at 6 s (frame 360).
    @Test func thePointerLeavingTheWindowEndsTheHoversPause() throws {
        var core = try PlaygroundCore(preset: "simple-horizontal", viewport: Self.viewport)
        _ = core.handle(.keyDown(.k, modifiers: [], isRepeat: false), at: 0)
        _ = core.handle(.keyDown(.j, modifiers: [], isRepeat: false), at: 0)
        _ = core.handle(.pointerMoved(Point(x: 640, y: 360)), at: 0.1)
        for index in 0...59 { PlaygroundCoreTests.frame(index, of: &core) }
        #expect(try #require(core.scene as? ShowcaseScene).autoplay.state(at: 1) == .pausedByHover)
        _ = core.handle(.pointerLeft, at: 1)
        #expect(core.pointerPosition == nil)
        for index in 60...359 { PlaygroundCoreTests.frame(index, of: &core) }
        var scene = try #require(core.scene as? ShowcaseScene)
        #expect(!scene.autoplay.isPointerOver && scene.autoplay.pauseEnd == 1)
        #expect(scene.autoplay.state(at: 2.5) == .resuming(in: 0.5))
        #expect(scene.autoplay.stepCount == 0)
        PlaygroundCoreTests.frame(360, of: &core)
        scene = try #require(core.scene as? ShowcaseScene)
        #expect(scene.autoplay.stepCount == 1)
    }

    // simple-horizontal without looping, at its first card, passing the wheel on at the ends:
    // the wheel backward is taken by no one, and the inspector says it went to the page.
    @Test func anEdgeReleaseIsReportedAsNotTaken() throws {
        var core = try PlaygroundCore(preset: "simple-horizontal", viewport: Self.viewport)
        for key in [Key.l, .o] { _ = core.handle(.keyDown(key, modifiers: [], isRepeat: false), at: 0) }
        PlaygroundCoreTests.frame(1, of: &core)
        _ = core.handle(.wheel(WheelInput(dx: 0, dy: 1, kind: .notched)), at: 0.1)
        PlaygroundCoreTests.frame(20, of: &core)
        #expect(core.scrollOffset == 0 && !core.isSceneMoving)
        let lines = core[layer: MotionLabLayer.self].inputInspector.lines
        #expect(lines.last?.receiver == .passedOn && lines.last?.source == .notchedWheel)
        #expect(
            InputInspector.behaviour(of: core.motionReadout)[1] == "wheel smooth · threshold 0.00 · gesture 1.00 · passed on 1")
    }
}
