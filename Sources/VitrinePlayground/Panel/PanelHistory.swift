/// Whether the panel's Undo and Redo buttons have anything to do: the core tells the panel after
/// every event; a button with nothing to do is drawn dimmed.
struct PanelHistory: Hashable, Sendable {
    /// Whether there is a step to undo.
    var canUndo = false
    /// Whether there is a step to redo.
    var canRedo = false
}
