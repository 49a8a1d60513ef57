import Testing
import VitrineGeometry
import VitrineInput
import VitrineShowcase

@testable import VitrinePlayground

/// Undo and redo through the core's input, without SDL: Ctrl+Z, Ctrl+Shift+Z and the
/// panel's buttons put back every change a person makes (numbers, settings, curve points, preset
/// switches, resets) exactly, and nothing else. `coverflow` at 1280 × 720 lists `tilt` (0.90,
/// step 0.05) and `spacing` (0.25, step 0.05) first.
@Suite("Undo and redo")
struct UndoTests {
    static let viewport = Size(width: 1280, height: 720)

    /// A core on `preset` with the panel open.
    static func core(preset: String = "coverflow") throws -> PlaygroundCore {
        var core = try PlaygroundCore(preset: preset, viewport: viewport)
        press(&core, .tab, at: 0)
        return core
    }

    /// A press of `key` (with `modifiers`) and its release, at `time`.
    static func press(_ core: inout PlaygroundCore, _ key: Key, _ modifiers: KeyModifiers = [], at time: Double) {
        _ = core.handle(.keyDown(key, modifiers: modifiers, isRepeat: false), at: time)
        _ = core.handle(.keyUp(key, modifiers: []), at: time)
    }

    /// Ctrl+Z `count` times from `time`.
    static func undo(_ core: inout PlaygroundCore, times count: Int = 1, at time: Double) {
        for index in 0..<count { press(&core, .z, .control, at: time + Double(index) * 0.1) }
    }

    /// Ctrl+Shift+Z `count` times from `time`.
    static func redo(_ core: inout PlaygroundCore, times count: Int = 1, at time: Double) {
        for index in 0..<count { press(&core, .z, [.control, .shift], at: time + Double(index) * 0.1) }
    }

    /// Number `index` of the running scene.
    static func number(_ index: Int, in core: PlaygroundCore) -> Double? {
        core.scene.parameters[index].number
    }

    /// The Showcase settings of the running scene; `nil` for another kind.
    static func showcase(_ core: PlaygroundCore) -> ShowcaseConfiguration? {
        (core.scene as? ShowcaseScene)?.configuration
    }

    /// The frame of the panel's Undo and Redo row.
    static func historyRow(in core: PlaygroundCore) throws -> Rect {
        let rows = core.panel.rows(for: core.scene, in: core.panelRoom)
        return try #require(rows.first { if case .history = $0.content { true } else { false } }).frame
    }

    /// A click (press and release) at `point`, at `time`.
    static func click(_ core: inout PlaygroundCore, at point: Point, time: Double) {
        _ = core.handle(.pointerDown(point, button: .left), at: time)
        _ = core.handle(.pointerUp(point, button: .left), at: time + 0.05)
    }

    // Spacing stepped 3 times (0.25 → 0.40), a switch to the Flow preset `flow-start` (F6) and
    // its alignment (A) changed: 5 steps. 5 undos give every value and the preset back exactly;
    // a sixth does nothing.
    @Test func fiveUndosPutBackFiveChangesExactly() throws {
        var core = try Self.core()
        let start = core.editSnapshot
        let original = try #require(Self.showcase(core))
        Self.press(&core, .rightBracket, at: 1)
        for index in 0..<3 { Self.press(&core, .equals, at: 2 + Double(index)) }
        #expect(Self.number(1, in: core) == 0.4)
        Self.press(&core, .function(6)!, at: 6)
        #expect(core.presetName == "flow-start")
        let flow = try #require((core.scene as? FlowScene)?.configuration)
        Self.press(&core, .a, at: 7)
        #expect((core.scene as? FlowScene)?.configuration.alignment == .lineCenter)
        #expect(core.editHistory.undoSteps.count == 5)

        Self.undo(&core, at: 8)
        #expect((core.scene as? FlowScene)?.configuration == flow)
        #expect(core.notice?.text == "Undo: Alignment center → start")
        Self.undo(&core, at: 9)
        #expect(core.presetName == "coverflow")
        #expect(Self.number(1, in: core) == 0.4)
        #expect(core.notice?.text == "Undo: preset flow-start → coverflow")
        Self.undo(&core, at: 10)
        #expect(Self.number(1, in: core) == 0.35)
        #expect(core.notice?.text == "Undo: coverflow spacing 0.40 → 0.35")
        Self.undo(&core, times: 2, at: 11)
        #expect(Self.number(1, in: core) == 0.25)
        #expect(Self.showcase(core) == original)
        #expect(core.editSnapshot == start)
        #expect(!core.editHistory.canUndo && core.editHistory.redoSteps.count == 5)
        #expect(!core.panel.history.canUndo && core.panel.history.canRedo)
        // Nothing left to undo: nothing moves, the window says so.
        Self.undo(&core, at: 12)
        #expect(core.editSnapshot == start)
        #expect(core.notice?.text == "Nothing to undo")
        #expect(core.editHistory.redoSteps.count == 5)
    }

    // Redo after the undos does the five changes again, to the same values.
    @Test func redoReappliesEachChangeExactly() throws {
        var core = try Self.core()
        Self.press(&core, .rightBracket, at: 1)
        for index in 0..<3 { Self.press(&core, .equals, at: 2 + Double(index)) }
        let tuned = try #require(Self.showcase(core))
        Self.press(&core, .function(6)!, at: 6)
        Self.press(&core, .a, at: 7)
        let end = core.editSnapshot
        Self.undo(&core, times: 5, at: 8)
        Self.redo(&core, times: 3, at: 10)
        #expect(Self.showcase(core) == tuned)
        #expect(Self.number(1, in: core) == 0.4)
        #expect(core.notice?.text == "Redo: coverflow spacing 0.35 → 0.40")
        Self.redo(&core, at: 11)
        #expect(core.presetName == "flow-start")
        Self.redo(&core, at: 12)
        #expect(core.editSnapshot == end)
        #expect((core.scene as? FlowScene)?.configuration.alignment == .lineCenter)
        #expect(core.editHistory.undoSteps.count == 5 && !core.editHistory.canRedo)
        Self.redo(&core, at: 13)
        #expect(core.editSnapshot == end)
        #expect(core.notice?.text == "Nothing to redo")
    }

    // A change after an undo clears what could be redone.
    @Test func aNewChangeClearsRedo() throws {
        var core = try Self.core()
        Self.press(&core, .equals, at: 1)
        Self.press(&core, .equals, at: 2)
        Self.undo(&core, at: 3)
        #expect(core.editHistory.canRedo)
        Self.press(&core, .minus, at: 4)
        #expect(Self.number(0, in: core) == 0.9)
        #expect(!core.editHistory.canRedo && core.editHistory.undoSteps.count == 2)
        let now = core.editSnapshot
        Self.redo(&core, at: 5)
        #expect(core.editSnapshot == now)
    }

    // A number dragged from press to release (here 24 points, six moves) is one step; so is a
    // curve's point dragged in the editor (after P, a step of its own).
    @Test func aDragIsOneStep() throws {
        var core = try Self.core()
        let rows = core.panel.rows(for: core.scene, in: core.panelRoom)
        let row = try #require(rows.first { if case .parameter(1, _, _) = $0.content { true } else { false } }).frame
        let start = Point(x: row.minX + 50, y: row.midY)
        _ = core.handle(.pointerDown(start, button: .left), at: 1)
        for step in 1...6 {
            _ = core.handle(.pointerMoved(Point(x: start.x + Double(step) * 4, y: start.y)), at: 1 + Double(step) * 0.01)
        }
        #expect(!core.editHistory.canUndo)
        _ = core.handle(.pointerUp(Point(x: start.x + 24, y: start.y), button: .left), at: 1.1)
        #expect(abs((Self.number(1, in: core) ?? 0) - 0.55) < 1e-12)
        #expect(core.editHistory.undoSteps.count == 1)
        Self.undo(&core, at: 2)
        #expect(Self.number(1, in: core) == 0.25)

        var curves = try PlaygroundCore(preset: "drawn-curves", viewport: Self.viewport)
        Self.press(&curves, .p, at: 0)
        let tuned = try #require(Self.showcase(curves))
        _ = curves.handle(.pointerDown(Point(x: 640, y: 608), button: .left), at: 1)
        for x in stride(from: 600.0, through: 200, by: -100) { _ = curves.handle(.pointerMoved(Point(x: x, y: 608)), at: 1.1) }
        _ = curves.handle(.pointerUp(Point(x: 200, y: 608), button: .left), at: 1.2)
        let dragged = try #require(Self.showcase(curves))
        #expect(dragged != tuned)
        #expect(curves.editHistory.undoSteps.count == 2)
        Self.undo(&curves, at: 2)
        #expect(Self.showcase(curves) == tuned)
        #expect(curves.notice?.text == "Undo: scale curve")
        Self.redo(&curves, at: 3)
        #expect(Self.showcase(curves) == dragged)
    }

    // A turn of the wheel over a number (three notches 0.1 s apart) is one step; a notch a
    // second later is the next. A held `=` is one step with its repeats.
    @Test func aWheelTurnAndAHeldKeyAreOneStepEach() throws {
        var core = try Self.core()
        let rows = core.panel.rows(for: core.scene, in: core.panelRoom)
        let row = try #require(rows.first { if case .parameter(1, _, _) = $0.content { true } else { false } }).frame
        _ = core.handle(.pointerMoved(Point(x: row.minX + 50, y: row.midY)), at: 1)
        for index in 0..<3 { _ = core.handle(.wheel(WheelInput(dx: 0, dy: 1, kind: .notched)), at: 1 + Double(index) * 0.1) }
        #expect(abs((Self.number(1, in: core) ?? 0) - 0.4) < 1e-12)
        #expect(core.editHistory.undoSteps.count == 1)
        _ = core.handle(.wheel(WheelInput(dx: 0, dy: 1, kind: .notched)), at: 2.5)
        #expect(core.editHistory.undoSteps.count == 2)
        #expect(core.panel.selectedParameter == 1)
        _ = core.handle(.keyDown(.equals, modifiers: [], isRepeat: false), at: 4)
        for index in 1...3 { _ = core.handle(.keyDown(.equals, modifiers: [], isRepeat: true), at: 4 + Double(index) * 0.05) }
        _ = core.handle(.keyUp(.equals, modifiers: []), at: 4.3)
        #expect(abs((Self.number(1, in: core) ?? 0) - 0.65) < 1e-12)
        #expect(core.editHistory.undoSteps.count == 3)
        Self.undo(&core, at: 5)
        #expect(abs((Self.number(1, in: core) ?? 0) - 0.45) < 1e-12)
        Self.undo(&core, times: 2, at: 6)
        #expect(Self.number(1, in: core) == 0.25)
    }

    // Scrolling (wheel, drag, arrows), time (Space, Z, `.`) and overlays (Tab, F1, M, I, H) are
    // no steps; an undo afterwards has nothing to undo.
    @Test func scrollTimeAndOverlaysAreNotInTheHistory() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport)
        let start = core.scrollOffset
        _ = core.handle(.pointerMoved(Point(x: 300, y: 300)), at: 0.5)
        _ = core.handle(.wheel(WheelInput(dx: 0, dy: -2, kind: .notched)), at: 1)
        _ = core.handle(.pointerDown(Point(x: 300, y: 300), button: .left), at: 2)
        _ = core.handle(.pointerMoved(Point(x: 200, y: 300)), at: 2.1)
        _ = core.handle(.pointerUp(Point(x: 200, y: 300), button: .left), at: 2.2)
        for (index, key) in [Key.right, .space, .period, .z, .m, .i, .h, .tab, .f1].enumerated() {
            Self.press(&core, key, at: 3 + Double(index) * 0.1)
        }
        core.update(at: FrameTime(now: 5, delta: 1.0 / 60, index: 1))
        #expect(core.scrollOffset != start)
        #expect(!core.editHistory.canUndo && !core.editHistory.canRedo)
        let scrolled = core.scrollOffset
        Self.undo(&core, at: 6)
        #expect(core.scrollOffset == scrolled)
        #expect(core.notice?.text == "Nothing to undo")
    }

    // Undo with nothing to undo, and redo with nothing to redo, change nothing: the preset, its
    // settings and the scroll stay.
    @Test func undoAndRedoWithNothingToDoAreHarmless() throws {
        var core = try PlaygroundCore(preset: "demo", viewport: Self.viewport)
        let start = core.editSnapshot
        Self.undo(&core, times: 3, at: 1)
        Self.redo(&core, times: 3, at: 2)
        #expect(core.editSnapshot == start)
        #expect(core.presetName == "demo")
        #expect(core.notice?.text == "Nothing to redo")
        #expect(core.editHistory.undoSteps.isEmpty && core.editHistory.redoSteps.isEmpty)
    }

    // The demo has no settings: a switch to it and away (F2, then 6) is still two steps back.
    @Test func switchesToAndFromTheDemoAreUndone() throws {
        var core = try PlaygroundCore(preset: "wheel", viewport: Self.viewport)
        let start = core.editSnapshot
        Self.press(&core, .function(2)!, at: 1)
        Self.press(&core, .digit(6)!, at: 2)
        #expect(core.presetName == "coverflow")
        Self.undo(&core, at: 3)
        #expect(core.presetName == "demo")
        #expect(core.notice?.text == "Undo: preset coverflow → demo")
        Self.undo(&core, at: 4)
        #expect(core.editSnapshot == start)
    }

    // A reset (Shift+Backspace) and a setting (T) are steps; undoing a setting keeps the scroll
    // where it is and the card in focus, the scene is not started again.
    @Test func resetsAndSettingsAreUndoneInPlace() throws {
        var core = try Self.core()
        Self.press(&core, .equals, at: 1)
        Self.press(&core, .backspace, .shift, at: 2)
        #expect(Self.number(0, in: core) == 0.9)
        Self.undo(&core, at: 3)
        #expect(Self.number(0, in: core) == 0.95)
        #expect(core.notice?.text == "Undo: coverflow tilt 0.90 → 0.95")
        Self.press(&core, .right, at: 4)
        Self.press(&core, .right, at: 4.1)
        core.update(at: FrameTime(now: 8, delta: 1.0 / 60, index: 1))
        let offset = core.scrollOffset, item = core.focusedItem
        #expect(item == 2)
        Self.press(&core, .t, at: 9)
        Self.undo(&core, at: 10)
        #expect(Self.showcase(core)?.transform is CoverFlowTransform)
        #expect(core.scrollOffset == offset && core.focusedItem == item)
    }

    // The panel's Undo and Redo buttons do what the keys do, and are dimmed (and harmless)
    // with nothing to do.
    @Test func thePanelsButtonsDoWhatTheKeysDo() throws {
        var core = try Self.core()
        let row = try Self.historyRow(in: core)
        let buttons = HistoryButtons(row: row)
        #expect(core.panel.history == PanelHistory(canUndo: false, canRedo: false))
        Self.click(&core, at: buttons.undo.center, time: 1)
        #expect(core.notice?.text == "Nothing to undo")
        Self.press(&core, .equals, at: 2)
        Self.press(&core, .equals, at: 3)
        #expect(core.panel.history == PanelHistory(canUndo: true, canRedo: false))
        Self.click(&core, at: buttons.undo.center, time: 4)
        #expect(Self.number(0, in: core) == 0.95)
        Self.click(&core, at: buttons.undo.center, time: 5)
        #expect(Self.number(0, in: core) == 0.9)
        #expect(core.panel.history == PanelHistory(canUndo: false, canRedo: true))
        Self.click(&core, at: buttons.redo.center, time: 6)
        #expect(Self.number(0, in: core) == 0.95)
        #expect(core.panel.history == PanelHistory(canUndo: true, canRedo: true))
        // The clicks were not steps of their own.
        #expect(core.editHistory.undoSteps.count == 1 && core.editHistory.redoSteps.count == 1)
        #expect(core.panel.hit(at: buttons.redo.center, scene: core.scene, in: core.panelRoom) == .redo)
    }

    // Steps past the limit drop the oldest; a change in an event that records none (the save
    // prompt's, whose save renames the preset) is no step.
    @Test func theHistoryKeepsAtMostItsLimit() {
        var history = EditHistory()
        let snapshots = (0...EditHistory.limit + 5).map {
            EditSnapshot(presetName: "p\($0)", sceneName: "Demo", configuration: nil)
        }
        for (index, pair) in zip(snapshots, snapshots.dropFirst()).enumerated() {
            history.begin(pair.0, recordsChanges: true)
            history.end(.keyDown(.digit(1)!, modifiers: [], isRepeat: false), with: pair.1, at: Double(index))
        }
        #expect(history.undoSteps.count == EditHistory.limit)
        #expect(history.undoSteps.first == snapshots[5])
        history.begin(snapshots[0], recordsChanges: false)
        history.end(.keyDown(.returnKey, modifiers: [], isRepeat: false), with: snapshots[1], at: 300)
        #expect(history.undoSteps.count == EditHistory.limit && history.undoSteps.last == snapshots[EditHistory.limit + 4])
    }
}
