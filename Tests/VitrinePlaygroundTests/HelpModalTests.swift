import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// The help is modal: it hides the panel while it shows, and clicks and the wheel under it do
/// nothing to the panel or the scene.
@Suite("The help over the panel")
struct HelpModalTests {
    static let viewport = Size(width: 1280, height: 720)

    /// A core on simple-horizontal with the panel open (Tab) and then the help (F1).
    static func coreWithHelpOverPanel() throws -> PlaygroundCore {
        var core = try PlaygroundCore(preset: "simple-horizontal", viewport: viewport)
        _ = PlaygroundCoreTests.press(.tab, in: &core)
        _ = PlaygroundCoreTests.press(.f1, in: &core)
        #expect(core.panel.isOpen && core.isHelpShown)
        return core
    }

    static func click(_ point: Point, in core: inout PlaygroundCore, at time: Double) {
        _ = core.handle(.pointerDown(point, button: .left), at: time)
        _ = core.handle(.pointerUp(point, button: .left), at: time + 0.05)
    }

    @Test func theHelpHidesThePanelUntilItCloses() throws {
        var core = try Self.coreWithHelpOverPanel()
        #expect(core.layers().panel.isEmpty && !core.layers().help.isEmpty)
        _ = PlaygroundCoreTests.press(.escape, in: &core)
        #expect(!core.layers().panel.isEmpty && core.layers().help.isEmpty)
    }

    @Test func aClickWhereTheSnappingRowWasDoesNotSwitchSnapping() throws {
        var core = try Self.coreWithHelpOverPanel()
        let rows = core.panel.rows(for: core.scene, in: Panel.room(in: Self.viewport))
        let snapping = try #require(rows.first { if case .setting(let s) = $0.content { s.key == .g } else { false } })
        let before = core.scene.settings
        Self.click(snapping.frame.center, in: &core, at: 0.1)
        #expect(core.scene.settings == before)
        #expect(core.panel.menu == nil)
        // With the help closed, the same click opens the list of snappings.
        _ = PlaygroundCoreTests.press(.f1, in: &core, at: 0.3)
        Self.click(snapping.frame.center, in: &core, at: 0.4)
        #expect(core.panel.menu?.purpose == .setting(.g))
    }

    @Test func clicksOnNumbersUnderTheHelpChangeNothing() throws {
        var core = try PlaygroundCore(preset: "circle-rotate", viewport: Self.viewport)
        _ = PlaygroundCoreTests.press(.tab, in: &core)
        _ = PlaygroundCoreTests.press(.f1, in: &core)
        let rows = core.panel.rows(for: core.scene, in: Panel.room(in: Self.viewport))
        let radius = try #require(rows.first { if case .parameter(0, _, _) = $0.content { true } else { false } })
        let before = core.scene.parameters
        Self.click(PanelButtons(row: radius.frame).plus.center, in: &core, at: 0.1)
        // The panel's keys wait for the panel to show again too.
        _ = PlaygroundCoreTests.press(.equals, in: &core, at: 0.2)
        _ = PlaygroundCoreTests.press(.rightBracket, in: &core, at: 0.2)
        #expect(core.scene.parameters == before && core.panel.selectedParameter == 0)
    }

    @Test func theWheelAndDragsUnderTheHelpLeaveTheSceneAlone() throws {
        var core = try Self.coreWithHelpOverPanel()
        _ = core.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched, position: Point(x: 400, y: 360))), at: 0.1)
        _ = core.handle(.pointerDown(Point(x: 600, y: 360), button: .left), at: 0.2)
        _ = core.handle(.pointerMoved(Point(x: 300, y: 360)), at: 0.3)
        _ = core.handle(.pointerUp(Point(x: 300, y: 360), button: .left), at: 0.31)
        for index in 1...60 { PlaygroundCoreTests.frame(index, of: &core) }
        #expect(core.scrollOffset == 0 && core.focusedItem == 0 && !core.isSceneMoving)
        // Closed, the wheel scrolls again.
        _ = PlaygroundCoreTests.press(.escape, in: &core, at: 1.01)
        _ = PlaygroundCoreTests.press(.tab, in: &core, at: 1.01)
        _ = core.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched, position: Point(x: 400, y: 360))), at: 1.02)
        for index in 62...120 { PlaygroundCoreTests.frame(index, of: &core) }
        #expect(core.scrollOffset == PanelWheelTests.period)
    }
}
