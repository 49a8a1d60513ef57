import VitrineGeometry
import VitrineInput

/// The panel's numbers under the pointer and the keyboard, as in Dear ImGui: a drag sideways
/// changes a number (Shift for fine changes), the wheel over it steps it, a double-click or
/// Enter opens a field to type it, a right click or Backspace puts back the preset's value.
extension PanelLayer {
    /// Two clicks on a number at most this far apart, in seconds, open its field.
    static let doubleClickInterval = 0.4

    /// A press at `point` (interface points) on number `index`: a right click resets it, a left
    /// one selects it and may become a drag or, soon after another, open its field.
    mutating func pressNumber(
        _ index: Int, at point: Point, button: MouseButton, time: Double,
        core: inout PlaygroundCore
    ) {
        commitField(core: &core)
        panel.selectedParameter = index
        let parameters = core.scene.parameters
        guard parameters.indices.contains(index) else { return }
        if button == .right {
            resetParameter(index, core: &core)
            return
        }
        if let click = lastNumberClick, click.index == index, time - click.time <= Self.doubleClickInterval {
            lastNumberClick = nil
            panel.field = PanelField(index: index, parameter: parameters[index])
            return
        }
        let parameter = parameters[index]
        numberDrag = NumberDrag(index: index, startX: point.x, startValue: parameter.number ?? parameter.range.lowerBound)
    }

    /// The pointer moved to `point` (interface points) while a number is pressed: past the slop,
    /// the number follows, ``NumberDrag/change(perPoint:isFine:)`` for every point from the press,
    /// landing on the panel's grid (``SceneParameter/snapped(_:)``).
    mutating func dragNumber(to point: Point, core: inout PlaygroundCore) {
        guard var drag = numberDrag else { return }
        let distance = point.x - drag.startX
        if !drag.isDragging, abs(distance) < NumberDrag.slop { return }
        drag.isDragging = true
        numberDrag = drag
        guard let parameter = Self.parameter(at: drag.index, of: core.scene) else { return }
        let change = NumberDrag.change(perPoint: parameter.stepSize, isFine: core.isShiftHeld)
        core.scene.setParameter(at: drag.index, to: parameter.snapped(drag.startValue + distance * change))
    }

    /// The press on a number ended at `time`: a click without a drag counts toward a double-click.
    mutating func releaseNumber(at time: Double) {
        guard let drag = numberDrag else { return }
        numberDrag = nil
        lastNumberClick = drag.isDragging ? nil : (drag.index, time)
    }

    /// The wheel over number `index`: a notch up steps it up one step, down one step down; a
    /// touchpad's scroll steps it once for every whole unit it adds up to.
    mutating func wheelNumber(_ index: Int, _ wheel: WheelInput, core: inout PlaygroundCore) {
        panel.selectedParameter = index
        let steps: Int
        switch wheel.kind {
        case .notched:
            steps = Int(wheel.dy.rounded())
        case .continuous:
            numberWheelRemainder += wheel.dy
            steps = Int(numberWheelRemainder.rounded(.towardZero))
            numberWheelRemainder -= Double(steps)
        }
        if steps != 0 { core.scene.adjustParameter(at: index, by: steps) }
    }

    /// Puts number `index` back to the preset's value.
    mutating func resetParameter(_ index: Int, core: inout PlaygroundCore) {
        guard let parameter = Self.parameter(at: index, of: core.scene) else { return }
        core.scene.setParameter(at: index, to: parameter.presetNumber)
    }

    /// Opens the field of the selected number.
    mutating func openFieldForSelection(core: PlaygroundCore) {
        let parameters = core.scene.parameters
        guard !parameters.isEmpty else { return }
        let index = panel.selectedIndex(count: parameters.count)
        panel.field = PanelField(index: index, parameter: parameters[index])
    }

    /// A key at `time` while a field is open: Enter sets the number (or shows why not, in the
    /// field and at the bottom of the window), Esc closes the field, Backspace deletes; every
    /// other key is the field's too (typing comes as text).
    mutating func handleFieldKey(_ key: Key, at time: Double, core: inout PlaygroundCore) {
        switch key {
        case .returnKey, .keypadEnter:
            commitField(keepingProblems: true, core: &core)
            if let problem = panel.field?.problem { core.showNotice(problem, isError: true, at: time, for: 5) }
        case .escape: panel.field = nil
        case .backspace: panel.field?.deleteBackward()
        default: break
        }
    }

    /// Sets the number from the open field and closes it; a refused value keeps the number as it
    /// was and, with `keepingProblems`, keeps the field open with the reason (else closes it).
    mutating func commitField(keepingProblems: Bool = false, core: inout PlaygroundCore) {
        guard let field = panel.field else { return }
        guard let parameter = Self.parameter(at: field.index, of: core.scene) else {
            panel.field = nil
            return
        }
        switch field.value(for: parameter) {
        case .success(let value):
            core.scene.setParameter(at: field.index, to: value)
            panel.field = nil
        case .failure(let problem):
            if keepingProblems {
                panel.field?.problem = problem.message
            } else {
                panel.field = nil
            }
        }
    }

    /// The number `index` of `scene`, if it has one.
    private static func parameter(at index: Int, of scene: any Scene) -> SceneParameter? {
        let parameters = scene.parameters
        return parameters.indices.contains(index) ? parameters[index] : nil
    }
}
