import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// Where its columns do not fit side by side, the help merges them into fewer, down to one,
/// and its lines scroll (the wheel, a drag) so that every line can be reached: at 400 × 300 in
/// one column (with the test's measure, a little wider than the font, two long actions are
/// shortened in the middle; with the font they fit).
@Suite("Help reflow and scrolling")
struct HelpScrollTests {
    static let small = Size(width: 400, height: 300)

    static func helpTexts(_ core: PlaygroundCore) -> [String] {
        core.layers().help.compactMap(\.text)
    }

    @Test func aNarrowHelpIsOneColumnThatScrollsToEveryLine() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.small)
        _ = core.handle(.keyDown(.f1, modifiers: [], isRepeat: false), at: 0)
        let layout = try #require(
            HelpLayout(
                scene: core.scene, userPresets: [], viewport: Self.small,
                measure: core.textMeasure))
        #expect(layout.columns.count == 1 && layout.scrollLimit > 0)
        let every = HelpOverlay.columns(for: core.scene, userPresets: []).flatMap { $0 }
        var seen = Set(Self.helpTexts(core))
        // Notches toward the user scroll on, three 24-point rows at a time, to the end.
        for k in 1...40 {
            _ = core.handle(
                .wheel(WheelInput(dx: 0, dy: -1, kind: .notched, position: Point(x: 200, y: 150))),
                at: Double(k) / 10)
            seen.formUnion(Self.helpTexts(core))
        }
        #expect(core.helpScroll == layout.scrollLimit)
        for section in every {
            #expect(seen.contains(section.title))
            for entry in section.entries {
                let shortened = seen.contains { text in
                    text.contains("…") && entry.action.hasPrefix(String(text.prefix { $0 != "…" }))
                        && entry.action.hasSuffix(String(text.reversed().prefix { $0 != "…" }.reversed()))
                }
                #expect(seen.contains(entry.key) && (seen.contains(entry.action) || shortened), "\(entry.key): \(entry.action)")
            }
        }
        // A drag down by 100 points scrolls back by 100, and the scene stays where it was.
        let offset = core.scrollOffset
        _ = core.handle(.pointerDown(Point(x: 200, y: 100), button: .left), at: 5)
        _ = core.handle(.pointerMoved(Point(x: 200, y: 200)), at: 5.1)
        _ = core.handle(.pointerUp(Point(x: 200, y: 200), button: .left), at: 5.2)
        #expect(core.helpScroll == layout.scrollLimit - 100 && core.scrollOffset == offset)
        // Closing and opening again starts at the top.
        _ = core.handle(.keyDown(.f1, modifiers: [], isRepeat: false), at: 6)
        _ = core.handle(.keyDown(.f1, modifiers: [], isRepeat: false), at: 6.1)
        #expect(core.helpScroll == 0)
    }

    // A turn of the wheel latched to the panel ends with the panel: closed, and the help
    // opened, the next notch within the latch's 0.6 s scrolls the help, not the scene.
    @Test func aWheelLatchedToAClosedPanelGoesToTheHelp() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.small)
        _ = core.handle(.keyDown(.tab, modifiers: [], isRepeat: false), at: 0)
        let overPanel = WheelInput(dx: 0, dy: -1, kind: .notched, position: Point(x: 218, y: 200))
        _ = core.handle(.wheel(overPanel), at: 0.1)
        _ = core.handle(.keyDown(.tab, modifiers: [], isRepeat: false), at: 0.15)
        _ = core.handle(.keyDown(.f1, modifiers: [], isRepeat: false), at: 0.2)
        let offset = core.scrollOffset
        _ = core.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched, position: Point(x: 18, y: 200))), at: 0.3)
        #expect(core.helpScroll > 0 && core.scrollOffset == offset)
    }

    @Test func aWideHelpKeepsItsColumnsAndDoesNotScroll() throws {
        let core = try PlaygroundCore(preset: "coverflow", viewport: Size(width: 1280, height: 720))
        let layout = try #require(
            HelpLayout(
                scene: core.scene, userPresets: [], viewport: Size(width: 1280, height: 720),
                measure: core.textMeasure))
        #expect(layout.columns.count == 3 && layout.scrollLimit == 0)
    }
}
