import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineLive
import VitrineParallax

@testable import VitrinePlayground

/// A person's timing functions and actions in the Parallax story: a ball each racing below the
/// built-in four, a label each on the title page, their numbers in the panel; without any, the
/// story as it was.
@Suite("Live Swift in the Parallax scene")
struct LiveSwiftParallaxTests {
    static let viewport = Size(width: 1280, height: 720)

    static let both = ScriptedLiveCode.live([
        (.timingFunction, "Springy", [("swings", 2)]),
        (.action, "Spread", [("toSpacing", 8)]),
    ])

    static func identifiers(_ scene: ParallaxScene, page: Int) -> [String] {
        scene.story.parallaxView(scene.view, itemsOnPage: page).map(\.identifier)
    }

    @Test("Without Swift, the story's items and ball rows are the built-in ones")
    func nothingChangesWithoutSwift() {
        var scene = ParallaxScene(preset: .parallax, viewport: Self.viewport)
        let before = (0..<ParallaxStory.pageCount).map { Self.identifiers(scene, page: $0) }
        scene.adopt(LiveSwiftTypes(), isFirst: true)
        #expect((0..<ParallaxStory.pageCount).map { Self.identifiers(scene, page: $0) } == before)
        #expect(!before.joined().contains { $0.hasPrefix("swift-") })
        #expect(scene.configuration == scene.presetConfiguration && scene.view.scroller.offset == 0)
        #expect((0..<4).map { ParallaxStory.ballRow($0, of: 4) } == [0.74, 0.8, 0.86, 0.92])
        // PVView's own number, then the autoplay's and the wheel's.
        #expect(scene.parameters.map(\.name) == ["perspectiveDistance", "delay", "resumeDelay", "threshold"])
    }

    @Test("A timing function races a ball of its own, named, on page 1; an action plays on a label of the title page")
    func theTypesJoinTheStory() throws {
        var scene = ParallaxScene(preset: .parallax, viewport: Self.viewport)
        scene.adopt(Self.both, isFirst: true)
        #expect(Self.identifiers(scene, page: 0).suffix(1) == ["swift-label-0"])
        #expect(Self.identifiers(scene, page: 0).contains("swift-ball-0"))
        #expect(
            Self.identifiers(scene, page: 1).contains("swift-ball-0")
                && !Self.identifiers(scene, page: 1).contains("swift-label-0"))
        #expect(scene.view.scroller.currentPage == 0, "the title page, where the action plays")
        let label = try #require(scene.view.target(forItemBy: "swift-label-0"))
        #expect(label.node.text == "Spread")
        #expect(label.node.center == Point(x: 0.8 * 1280, y: 0.45 * 720))
        // Halfway to page 1, the label's letters are spread by the action's answer.
        scene.view.scroll(to: 640, animated: false, at: 0)
        #expect(scene.view.target(forItemBy: "swift-label-0")?.node.letterSpacing == 5)
        // On page 1 the ball races on the person's function: the square of the progress.
        scene.view.scroll(to: 1280 + 0.4 * 1280, animated: false, at: 0)
        let ball = try #require(scene.view.target(forItemBy: "swift-ball-0"))
        let q = 0.4 / 0.8
        #expect(abs(ball.node.center.x - (0.1 + 0.68 * q * q) * 1280) < 1e-9)
        #expect(ball.node.center.y == ParallaxStory.ballRow(4, of: 5) * 720)
        #expect(ball.node.children.first?.text == "Springy")
        #expect(scene.story.liveCaption == "Four curves and yours: Springy")
    }

    @Test("With timing functions only, the first load turns to the race")
    func timingFunctionsTurnToTheRace() {
        var scene = ParallaxScene(preset: .parallax, viewport: Self.viewport)
        scene.adopt(ScriptedLiveCode.live([(.timingFunction, "Springy", [])]), isFirst: true)
        #expect(scene.view.scroller.currentPage == 1)
        var later = ParallaxScene(preset: .parallax, viewport: Self.viewport)
        later.adopt(ScriptedLiveCode.live([(.timingFunction, "Springy", [])]), isFirst: false)
        #expect(later.view.scroller.currentPage == 0)
    }

    @Test("The types' numbers are in the panel, grouped by type; setting one reaches the code, the page stays")
    func numbersInThePanel() throws {
        var scene = ParallaxScene(preset: .parallax, viewport: Self.viewport)
        scene.adopt(Self.both, isFirst: false)
        scene.view.scroll(to: 1.5 * 1280, animated: false, at: 0)
        // The person's numbers right after PVView's, where they were before the autoplay's and
        // the wheel's numbers came, which follow them.
        #expect(
            scene.parameters.map { "\($0.group) \($0.name) \($0.number ?? .nan)" }
                == [
                    "PVView perspectiveDistance 800.0", "Springy (Swift) swings 2.0", "Spread (Swift) toSpacing 8.0",
                    "autoplay delay 3.0", "autoplay resumeDelay 2.0", "wheel threshold 0.0",
                ])
        scene.setParameter(at: 1, to: 3)
        #expect(scene.configuration.liveTimingFunctions.first?.numbers.values == ["swings": 3])
        // The race on the page shown runs with the new number at once.
        let race = scene.view.actionsOnCurrentPage(forItemBy: "swift-ball-0").first as? PVActionMove
        #expect((race?.parameters.timingFunction as? LiveTimingFunction)?.numbers.values == ["swings": 3])
        #expect(scene.view.scroller.offset == 1.5 * 1280)
        #expect(scene.parameters[1].presetNumber == 2, "a reset goes back to the type's default")
        // A reload of the same file keeps the number; a type gone takes its number with it.
        scene.adopt(Self.both, isFirst: false)
        #expect(scene.configuration.liveTimingFunctions.first?.numbers.values == ["swings": 3])
        scene.adopt(ScriptedLiveCode.live([(.action, "Spread", [("toSpacing", 8)])]), isFirst: false)
        #expect(scene.configuration.liveTimingFunctions.isEmpty && scene.parameters.count == 5)
        #expect(scene.parameters[1].name == "toSpacing")
        #expect(scene.view.actionsOnCurrentPage(forItemBy: "swift-ball-0").isEmpty)
        #expect(scene.view.scroller.offset == 1.5 * 1280)
    }

    @Test("More timing functions close the rows up, clear of the card; at most four of each join")
    func rowsCloseUp() {
        for rows in 5...8 {
            let heights = (0..<rows).map { ParallaxStory.ballRow($0, of: rows) }
            #expect(heights.first! >= 0.62 && heights.last == 0.92)
            #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 < $1 })
        }
        var scene = ParallaxScene(preset: .parallax, viewport: Self.viewport)
        scene.adopt(ScriptedLiveCode.live((0..<6).map { (.timingFunction, "T\($0)", []) }), isFirst: true)
        #expect(scene.configuration.liveTimingFunctions.map(\.name) == ["T0", "T1", "T2", "T3"])
        #expect(scene.story.liveCaption == "Four curves and 4 of yours, named by their balls")
    }

    @Test("A preset saved with the person's types in the story holds them with their files and numbers, and reads back as saved")
    func presetsFilesHoldTheTypes() throws {
        var scene = ParallaxScene(preset: .parallax, viewport: Self.viewport)
        scene.adopt(Self.both, isFirst: true)
        scene.setParameter(at: 0, to: 1200)
        let entry = try #require(PresetEntry(name: "mine", scene: scene))
        let saved = try PresetsFile.saving(entry, into: nil, path: "/tmp/presets.json", replacing: false)
        let text = String(decoding: saved, as: UTF8.self)
        #expect(text.contains("1200"))
        #expect(
            text.contains(#""swiftTimingFunctions": [{ "type": "Springy", "swift": "/tmp/mine.swift", "swings": 2 }]"#), "\(text)"
        )
        #expect(text.contains(#""swiftActions": [{ "type": "Spread", "swift": "/tmp/mine.swift", "toSpacing": 8 }]"#))
        let preset = try #require(try PresetsFile.presets(in: text, path: "/tmp/presets.json").first)
        #expect(scene.runs(preset.configuration))
        #expect(preset.swiftFiles == ["/tmp/mine.swift", "/tmp/mine.swift"])
    }
}
