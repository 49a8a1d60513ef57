import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// How the core hands an event down its layers, without SDL: the first layer that takes it
/// keeps it, a press's moves and release stay with the layer that took the press, a turn of the
/// wheel stays with the layer that took its first notch, and Esc closes the topmost open layer
/// before it quits.
@Suite("Layer routing")
struct LayerRoutingTests {
    static let viewport = Size(width: 1280, height: 720)

    static func key(_ key: Key, _ modifiers: KeyModifiers = [], in core: inout PlaygroundCore, at time: Double) -> Bool {
        core.handle(.keyDown(key, modifiers: modifiers, isRepeat: false), at: time)
    }

    static func notch(at point: Point, in core: inout PlaygroundCore, at time: Double) {
        _ = core.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched, position: point)), at: time)
    }

    // Esc closes the help, then the panel, then quits; a key taken by no layer (Q) quits with
    // anything open.
    @Test func escClosesTheTopmostOpenLayerFirst() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport)
        #expect(!Self.key(.tab, in: &core, at: 0.1) && !Self.key(.f1, in: &core, at: 0.2))
        #expect(core.panel.isOpen && core.isHelpShown)
        #expect(!Self.key(.escape, in: &core, at: 0.3) && !core.isHelpShown && core.panel.isOpen)
        #expect(!Self.key(.escape, in: &core, at: 0.4) && !core.panel.isOpen)
        #expect(Self.key(.escape, in: &core, at: 0.5))
        _ = Self.key(.tab, in: &core, at: 0.6)
        #expect(Self.key(.q, in: &core, at: 0.7))
    }

    // A turn of the wheel that began over the scene goes on scrolling the scene when the
    // pointer reaches the panel, notches 0.1 s apart; after a pause longer than the latch, the
    // next notch over the panel is the panel's and the scene stays.
    @Test func aTurnOfTheWheelStaysWithTheLayerThatTookItsFirstNotch() throws {
        var core = try PlaygroundCore(preset: "simple-horizontal", viewport: Self.viewport)
        _ = Self.key(.tab, in: &core, at: 0)
        Self.notch(at: Point(x: 400, y: 360), in: &core, at: 0.1)
        Self.notch(at: Point(x: 1078, y: 200), in: &core, at: 0.2)
        for index in 13...60 { PlaygroundCoreTests.frame(index, of: &core) }
        #expect(core.scrollOffset == 2 * PanelWheelTests.period)
        Self.notch(at: Point(x: 1078, y: 200), in: &core, at: 1.1)
        for index in 67...120 { PlaygroundCoreTests.frame(index, of: &core) }
        #expect(core.scrollOffset == 2 * PanelWheelTests.period)
    }

    // A press on a panel number keeps the pointer: dragged out over the scene, it goes on
    // changing the number, and the scene does not scroll; the release ends it.
    @Test func aPressKeepsThePointerUntilItsRelease() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport)
        _ = Self.key(.tab, in: &core, at: 0)
        let row = try #require(
            core.panel.rows(for: core.scene, in: core.panelRoom).first {
                if case .parameter(1, _, _) = $0.content { true } else { false }
            })
        let before = try #require(core.scene.parameters[1].number)
        let start = Point(x: row.frame.minX + 40, y: row.frame.midY)
        _ = core.handle(.pointerDown(start, button: .left), at: 0.1)
        _ = core.handle(.pointerMoved(Point(x: 300, y: row.frame.midY)), at: 0.2)
        _ = core.handle(.pointerUp(Point(x: 300, y: row.frame.midY), button: .left), at: 0.3)
        #expect(core.scene.parameters[1].number != before)
        #expect(core.scrollOffset == 0 && !core.isSceneMoving)
        // The next press over the scene is the scene's.
        _ = core.handle(.pointerDown(Point(x: 400, y: 360), button: .left), at: 0.5)
        _ = core.handle(.pointerMoved(Point(x: 300, y: 360)), at: 0.55)
        #expect(core.isSceneMoving)
    }

    // The toolbar's buttons do what their keys do, through the layer that owns each command.
    @Test func toolbarButtonsGiveTheirKeysCommands() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport)
        func click(_ label: String, at time: Double) throws {
            let button = try #require(ToolbarLayer.buttons(width: 1280).first { $0.button.label == label })
            _ = core.handle(.pointerDown(button.frame.center, button: .left), at: time)
            _ = core.handle(.pointerUp(button.frame.center, button: .left), at: time + 0.05)
        }
        try click("Panel", at: 0.1)
        try click("Lab", at: 0.2)
        try click("Pause", at: 0.3)
        #expect(core.panel.isOpen && core.frameTimeGraph.isShown && core.inputInspector.isShown && core.motion.isPaused)
        try click("Help", at: 0.4)
        #expect(core.isHelpShown)
        // The help covers the window: the toolbar is under it and takes nothing.
        try click("Panel", at: 0.5)
        #expect(core.panel.isOpen && core.isHelpShown)
        _ = Self.key(.escape, in: &core, at: 0.6)
        try click("Save", at: 0.7)
        #expect(core.takeRequests().contains(.readPresetsFile(path: PlaygroundCore.defaultPresetsPath)))
        // With the status line hidden (H), so is the toolbar.
        _ = Self.key(.h, in: &core, at: 0.8)
        try click("Panel", at: 0.9)
        #expect(core.panel.isOpen)
    }

    // The hint over the status line goes at the first key, click or turn of the wheel.
    @Test func theStartHintGoesAtTheFirstInteraction() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport)
        core.showStartHint()
        core.update(at: FrameTime(now: 100, delta: 1.0 / 60, index: 6000))
        #expect(core.notice?.text == PlaygroundCore.startHint)
        _ = core.handle(.pointerMoved(Point(x: 10, y: 10)), at: 100.1)
        #expect(core.notice?.text == PlaygroundCore.startHint)
        Self.notch(at: Point(x: 400, y: 360), in: &core, at: 100.2)
        #expect(core.notice == nil)
    }
}
