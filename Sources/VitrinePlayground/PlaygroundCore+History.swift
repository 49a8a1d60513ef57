import VitrineInput

/// Undo and redo (Ctrl+Z, Ctrl+Shift+Z, the panel's Undo and Redo): every event is
/// shown to ``PlaygroundCore/editHistory`` before and after it is handled, and a step goes back
/// to the scene as it was.
extension PlaygroundCore {
    /// The running scene's preset, kind and settings now.
    var editSnapshot: EditSnapshot { EditSnapshot(scene: scene) }

    /// Shows the history the state before an event. What the save prompt does (a save renames
    /// the preset) is no step.
    mutating func beginEdit() {
        editHistory.begin(editSnapshot, recordsChanges: savePrompt == nil)
    }

    /// Shows the history the state after `event`, at `time`, and the panel whether there is
    /// anything to undo or redo now.
    mutating func endEdit(after event: InputEvent, at time: Double) {
        editHistory.end(event, with: editSnapshot, at: time)
        panel.history = PanelHistory(canUndo: editHistory.canUndo, canRedo: editHistory.canRedo)
    }

    /// Puts the scene back as it was before the last step, and says what went back; says so
    /// when there is nothing to undo.
    mutating func undo() {
        let current = editSnapshot
        guard let step = editHistory.undo(from: current) else {
            showNotice("Nothing to undo", isError: false, at: currentTime, for: 3)
            return
        }
        restore(step, saying: "Undo")
    }

    /// Does the last step undone again, and says what came back; says so when there is
    /// nothing to redo.
    mutating func redo() {
        guard let step = editHistory.redo(from: editSnapshot) else {
            showNotice("Nothing to redo", isError: false, at: currentTime, for: 3)
            return
        }
        restore(step, saying: "Redo")
    }

    /// Makes the scene `snapshot`'s: the preset's scene first when the preset or kind differs
    /// (keeping the item in focus between scenes of one kind, as a preset switch does), then its
    /// settings, into the running scene so that its scroll stays; a notice starting with
    /// `verb` names the first thing that changed.
    private mutating func restore(_ snapshot: EditSnapshot, saying verb: String) {
        let before = scene
        if snapshot.presetName != scene.presetName || snapshot.sceneName != scene.sceneName {
            switchPreset(to: snapshot.presetName)
        }
        if let configuration = snapshot.configuration, var restorable = scene as? any RestorableScene,
            restorable.restore(any: configuration)
        {
            scene = restorable
            adoptShared(&scene)
        }
        editHistory.settle(on: editSnapshot)
        showNotice("\(verb): " + Self.change(from: before, to: scene), isError: false, at: currentTime, for: 3)
    }

    /// What differs between two scenes, shortly: "preset wheel → coverflow", "Transform flat →
    /// coverflow", "coverflow maxRotationAngle 30° → 45°", "scale curve" (values too long to
    /// show are left out).
    static func change(from old: any Scene, to new: any Scene) -> String {
        if old.presetName != new.presetName { return "preset \(old.presetName) → \(new.presetName)" }
        let oldValues = (old as? any RestorableScene)?.editedValues ?? []
        let newValues = (new as? any RestorableScene)?.editedValues ?? []
        for (name, value) in newValues {
            guard let previous = oldValues.first(where: { $0.name == name })?.value, previous != value else { continue }
            return previous.count + value.count <= 40 ? "\(name) \(previous) → \(value)" : name
        }
        return "\(new.sceneName) settings"
    }
}
