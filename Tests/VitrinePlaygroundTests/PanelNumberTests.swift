import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// The panel's numbers as in Dear ImGui, through the core's input: drag, wheel, typing, reset.
/// `coverflow` at 1280 × 720 lists `tilt` (0.90, step 0.05, 0…1) and `spacing` (0.25, step
/// 0.05, 0.05…2).
@Suite("The panel's numbers")
struct PanelNumberTests {
    static let viewport = Size(width: 1280, height: 720)

    /// The core with the panel open, and the frame of number `index`'s row.
    static func core(preset: String = "coverflow") throws -> PlaygroundCore {
        var core = try PlaygroundCore(preset: preset, viewport: viewport)
        _ = core.handle(.keyDown(.tab, modifiers: [], isRepeat: false), at: 0)
        return core
    }

    static func row(_ index: Int, in core: PlaygroundCore) throws -> Rect {
        let rows = core.panel.rows(for: core.scene, in: core.panelRoom)
        return try #require(rows.first { if case .parameter(index, _, _) = $0.content { true } else { false } }).frame
    }

    static func number(_ index: Int, in core: PlaygroundCore) -> Double? {
        core.scene.parameters[index].number
    }

    /// A drag on number `index` from 50 points into its row, `distance` points sideways in
    /// steps of 4, at `time`.
    static func drag(_ core: inout PlaygroundCore, number index: Int, by distance: Double, at time: Double) throws {
        let row = try Self.row(index, in: core)
        let start = Point(x: row.minX + 50, y: row.midY)
        _ = core.handle(.pointerDown(start, button: .left), at: time)
        var moved = 0.0
        while abs(moved) < abs(distance) {
            moved += distance > 0 ? min(4, distance - moved) : max(-4, distance - moved)
            _ = core.handle(.pointerMoved(Point(x: start.x + moved, y: start.y)), at: time + 0.01)
        }
        _ = core.handle(.pointerUp(Point(x: start.x + moved, y: start.y), button: .left), at: time + 0.02)
    }

    // A drag of N points changes a number by N × its step ÷ 4 (a step every 4 points), from
    // its value at the press; with Shift, by N × step ÷ 40; never past its range.
    @Test func aDragChangesTheNumberByItsStepPerFourPoints() throws {
        var core = try Self.core()
        try Self.drag(&core, number: 1, by: 24, at: 1)
        #expect(abs((Self.number(1, in: core) ?? 0) - (0.25 + 24 * 0.05 / 4)) < 1e-12)
        try Self.drag(&core, number: 1, by: -8, at: 2)
        #expect(abs((Self.number(1, in: core) ?? 0) - (0.55 - 8 * 0.05 / 4)) < 1e-12)
        _ = core.handle(.keyDown(Key(name: "Left Shift")!, modifiers: .shift, isRepeat: false), at: 3)
        try Self.drag(&core, number: 1, by: 40, at: 3)
        #expect(abs((Self.number(1, in: core) ?? 0) - (0.45 + 40 * 0.05 / 40)) < 1e-12)
        _ = core.handle(.keyUp(Key(name: "Left Shift")!, modifiers: []), at: 4)
        try Self.drag(&core, number: 0, by: 400, at: 5)
        #expect(Self.number(0, in: core) == 1)
        #expect(core.panel.selectedParameter == 0)
    }

    // Within the slop (3 points) a press is a click: the number stays.
    @Test func aPressThatBarelyMovesChangesNothing() throws {
        var core = try Self.core()
        try Self.drag(&core, number: 1, by: 2, at: 1)
        #expect(Self.number(1, in: core) == 0.25)
    }

    // The wheel over a number steps it a step a notch; a touchpad's scroll a step for every
    // whole unit it adds up to. Over the panel's other rows the wheel does not change it.
    @Test func theWheelOverANumberStepsIt() throws {
        var core = try Self.core()
        let row = try Self.row(1, in: core)
        _ = core.handle(.pointerMoved(Point(x: row.minX + 50, y: row.midY)), at: 1)
        _ = core.handle(.wheel(WheelInput(dx: 0, dy: 2, kind: .notched)), at: 1)
        #expect(abs((Self.number(1, in: core) ?? 0) - 0.35) < 1e-12)
        for _ in 0..<3 { _ = core.handle(.wheel(WheelInput(dx: 0, dy: -0.4, kind: .continuous)), at: 2) }
        #expect(abs((Self.number(1, in: core) ?? 0) - 0.30) < 1e-12)
        let heading = try #require(core.panel.rows(for: core.scene, in: core.panelRoom).first).frame
        _ = core.handle(.pointerMoved(heading.center), at: 3)
        _ = core.handle(.wheel(WheelInput(dx: 0, dy: 1, kind: .notched)), at: 3)
        #expect(abs((Self.number(1, in: core) ?? 0) - 0.30) < 1e-12)
    }

    // A double-click opens the field with the value selected; typing replaces it, Enter sets
    // it. A value out of range or not a number is refused: the number stays, the field stays
    // open showing why, and the notice says it; Esc closes the field.
    @Test func aTypedValueIsSetAndABadOneIsKeptOut() throws {
        var core = try Self.core()
        let row = try Self.row(1, in: core)
        let point = Point(x: row.minX + 50, y: row.midY)
        for time in [1.0, 1.2] {
            _ = core.handle(.pointerDown(point, button: .left), at: time)
            _ = core.handle(.pointerUp(point, button: .left), at: time + 0.05)
        }
        #expect(core.panel.field?.index == 1 && core.panel.field?.text == "0.25")
        // "1" is a preset hotkey; with the field open it only types.
        _ = core.handle(.keyDown(.digit(1)!, modifiers: [], isRepeat: false), at: 2)
        _ = core.handle(.text("1.5"), at: 2)
        _ = core.handle(.keyDown(.returnKey, modifiers: [], isRepeat: false), at: 2.1)
        #expect(core.scene.presetName == "coverflow" && Self.number(1, in: core) == 1.5 && core.panel.field == nil)
        _ = core.handle(.keyDown(.returnKey, modifiers: [], isRepeat: false), at: 3)
        #expect(core.panel.field?.index == 1)
        _ = core.handle(.text("7"), at: 3)
        _ = core.handle(.keyDown(.returnKey, modifiers: [], isRepeat: false), at: 3.1)
        #expect(Self.number(1, in: core) == 1.5)
        #expect(core.panel.field?.problem == "spacing: expected a number from 0.05 to 2.00, found \"7\"")
        #expect(core.notice?.text == core.panel.field?.problem && core.notice?.isError == true)
        _ = core.handle(.keyDown(.backspace, modifiers: [], isRepeat: false), at: 4)
        _ = core.handle(.text("abc"), at: 4)
        _ = core.handle(.keyDown(.returnKey, modifiers: [], isRepeat: false), at: 4.1)
        #expect(Self.number(1, in: core) == 1.5 && core.panel.field?.problem != nil)
        _ = core.handle(.keyDown(.escape, modifiers: [], isRepeat: false), at: 5)
        #expect(core.panel.field == nil && core.panel.isOpen && Self.number(1, in: core) == 1.5)
    }

    // Angles are typed in radians or, with ° or deg, in degrees; an optional number takes "none".
    @Test func anglesTakeDegreesAndOptionalsTakeNone() throws {
        let angle = SceneParameter(
            group: "rotate", name: "rotateAngle", value: "", number: 0.5, range: 0...(2 * .pi),
            stepSize: .pi / 36, unit: .angle, presetNumber: 0.5)
        var field = PanelField(index: 0, parameter: angle)
        #expect(field.text == "28.6°")
        field.type("45°")
        #expect(try field.value(for: angle).get() == .pi / 4)
        field = PanelField(index: 0, parameter: angle)
        field.type("45 deg")
        #expect(try field.value(for: angle).get() == .pi / 4)
        field = PanelField(index: 0, parameter: angle)
        field.type("1.25")
        #expect(try field.value(for: angle).get() == 1.25)
        // The shown bound counts as in range: 360° for 2π.
        field = PanelField(index: 0, parameter: angle)
        field.type("360°")
        #expect(try field.value(for: angle).get() == 2 * .pi)
        let optional = SceneParameter(
            group: "linear", name: "normalizedInversePosition", value: "none", number: nil,
            range: 0...1, stepSize: 0.05, isOptional: true, presetNumber: nil)
        field = PanelField(index: 0, parameter: optional)
        #expect(field.text == "none")
        #expect(try field.value(for: optional).get() == nil)
        var plain = PanelField(index: 0, parameter: angle)
        plain.type("none")
        if case .success = plain.value(for: angle) { Issue.record("none is not an angle") }
    }

    // A right click on a number, or Backspace for the selected one, puts back the preset's
    // value; after a switch to another transform, that transform's own starting value.
    @Test func aResetPutsBackThePresetsValue() throws {
        var core = try Self.core()
        try Self.drag(&core, number: 0, by: -40, at: 1)
        try Self.drag(&core, number: 1, by: 40, at: 2)
        #expect(Self.number(0, in: core) != 0.9 && Self.number(1, in: core) != 0.25)
        let row = try Self.row(1, in: core)
        _ = core.handle(.pointerDown(Point(x: row.minX + 50, y: row.midY), button: .right), at: 3)
        _ = core.handle(.pointerUp(Point(x: row.minX + 50, y: row.midY), button: .right), at: 3.05)
        #expect(Self.number(1, in: core) == 0.25 && core.panel.selectedParameter == 1)
        _ = core.handle(.keyDown(.leftBracket, modifiers: [], isRepeat: false), at: 4)
        _ = core.handle(.keyDown(.backspace, modifiers: [], isRepeat: false), at: 4.1)
        #expect(Self.number(0, in: core) == 0.9)
        // The cylinder (T from coverflow) starts from its own values.
        _ = core.handle(.keyDown(.t, modifiers: [], isRepeat: false), at: 5)
        let first = try #require(core.scene.parameters.first)
        #expect(first.presetNumber == first.number)
    }

    // A click elsewhere sets a valid typed value; the scene gets clicks outside the panel.
    @Test func aClickElsewhereSetsAValidValue() throws {
        var core = try Self.core()
        _ = core.handle(.keyDown(.rightBracket, modifiers: [], isRepeat: false), at: 1)
        _ = core.handle(.keyDown(.returnKey, modifiers: [], isRepeat: false), at: 1)
        _ = core.handle(.text("0.5"), at: 1.1)
        _ = core.handle(.pointerDown(Point(x: 200, y: 300), button: .left), at: 2)
        #expect(core.panel.field == nil && Self.number(1, in: core) == 0.5)
    }

    // Shift+Backspace starts the preset afresh: every setting and number as the preset has them.
    @Test func shiftBackspacePutsTheWholeSceneBack() throws {
        var core = try Self.core()
        let fresh = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport)
        try Self.drag(&core, number: 1, by: 40, at: 1)
        _ = core.handle(.keyDown(.g, modifiers: [], isRepeat: false), at: 2)
        #expect(core.scene.settings != fresh.scene.settings && core.scene.parameters != fresh.scene.parameters)
        _ = core.handle(.keyDown(.backspace, modifiers: .shift, isRepeat: false), at: 3)
        #expect(core.scene.settings == fresh.scene.settings && core.scene.parameters == fresh.scene.parameters)
        #expect(core.panel.isOpen && core.scene.presetName == "coverflow")
    }
}
