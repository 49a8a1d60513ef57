import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// At 400 × 300 the panel docks in the right half (x 200…400) and its 20 rows of
/// linear-rotate-scale do not fit: the wheel over it, a drag
/// on its background and the selection keys scroll them, a whole row at a time, so that every
/// row can be reached.
@Suite("Panel scrolling")
struct PanelScrollTests {
    static let small = Size(width: 400, height: 300)

    static func openPanel() throws -> PlaygroundCore {
        var core = try PlaygroundCore(preset: "linear-rotate-scale", viewport: small)
        _ = core.handle(.keyDown(.tab, modifiers: [], isRepeat: false), at: 0)
        return core
    }

    static func shownRows(_ core: PlaygroundCore) -> [PanelRow.Content] {
        core.panel.rows(for: core.scene, in: core.panelRoom).map(\.content)
    }

    @Test func theWheelOverThePanelScrollsItsRowsToTheLast() throws {
        var core = try Self.openPanel()
        let all = core.panel.contents(for: core.scene)
        // The room below the status line: 300 − 52 − 12 = 236 points, less 18 of margin: 9 rows.
        #expect(Self.shownRows(core) == Array(all.prefix(9)))
        #expect(Panel.maximumScroll(rowCount: all.count, in: core.panelRoom) == Double(all.count) * 24 - 218)
        let offset = core.scrollOffset
        // Over the panel's left margin (x 212…224): the wheel scrolls there whatever row passes
        // (over a number it would change the number).
        for k in 1...10 {
            _ = core.handle(
                .wheel(WheelInput(dx: 0, dy: -1, kind: .notched, position: Point(x: 218, y: 150))),
                at: Double(k) / 10)
        }
        // Scrolled to the end: the last row shows, and the scene did not move.
        #expect(Self.shownRows(core).last == all.last)
        #expect(core.scrollOffset == offset)
        // Back to the top.
        for k in 1...10 {
            _ = core.handle(
                .wheel(WheelInput(dx: 0, dy: 1, kind: .notched, position: Point(x: 218, y: 150))),
                at: 2 + Double(k) / 10)
        }
        #expect(Self.shownRows(core) == Array(all.prefix(9)))
    }

    @Test func aDragOnTheBackgroundScrollsByWholeRows() throws {
        var core = try Self.openPanel()
        let all = core.panel.contents(for: core.scene)
        // The "Panel" heading row at y 64…88 is background; drag it up by 50 points: 3 rows
        // (scrolls round up to a whole row).
        _ = core.handle(.pointerDown(Point(x: 300, y: 70), button: .left), at: 0.1)
        _ = core.handle(.pointerMoved(Point(x: 300, y: 20)), at: 0.2)
        _ = core.handle(.pointerUp(Point(x: 300, y: 20), button: .left), at: 0.3)
        #expect(Self.shownRows(core).first == all[3])
    }

    @Test func selectingANumberBelowTheRowsInViewScrollsToIt() throws {
        var core = try Self.openPanel()
        for k in 0..<4 {
            _ = core.handle(.keyDown(.rightBracket, modifiers: [], isRepeat: false), at: 0.1 + Double(k) / 10)
        }
        let selected = Self.shownRows(core).contains { if case .parameter(_, _, true) = $0 { true } else { false } }
        #expect(selected)
    }
}

/// Above 1280 × 720 the panel, the help and the status line grow with the window, and clicks
/// find them where they are drawn.
@Suite("Interface scale")
struct InterfaceScaleTests {
    @Test func theScaleFollowsTheWindowFromOneToThree() {
        let cases: [(Size, Double)] = [
            (Size(width: 1280, height: 720), 1), (Size(width: 1920, height: 1080), 1.5),
            (Size(width: 3840, height: 2160), 3), (Size(width: 400, height: 300), 1),
            (Size(width: 1920, height: 700), 1), (Size(width: 8000, height: 8000), 3),
        ]
        for (viewport, scale) in cases {
            #expect(PlaygroundCore.interfaceScale(for: viewport) == scale, "\(viewport)")
        }
    }

    @Test func aClickOnAScaledPanelRowPressesItsKey() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Size(width: 1920, height: 1080))
        _ = core.handle(.keyDown(.tab, modifiers: [], isRepeat: false), at: 0)
        let rows = core.panel.rows(for: core.scene, in: core.panelRoom)
        let direction = try #require(
            rows.first { if case .setting(let setting) = $0.content { setting.key == .d } else { false } })
        #expect(core.scene.settings.first { $0.key == .d }?.value == "sideways")
        let point = Point(x: direction.frame.midX * 1.5, y: direction.frame.midY * 1.5)
        _ = core.handle(.pointerDown(point, button: .left), at: 1)
        _ = core.handle(.pointerUp(point, button: .left), at: 1.05)
        #expect(core.scene.settings.first { $0.key == .d }?.value == "up and down")
    }
}
