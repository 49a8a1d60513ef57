/// One button of the toolbar at the right of the status line's band: a word, and the window
/// command it gives (the same as its key).
struct ToolbarButton: Hashable, Sendable {
    /// The word on the button.
    var label: String
    /// What a click does: the command its key gives.
    var command: WindowControl.Command

    /// The buttons, the most needed first: where the window is narrow, those at the end are
    /// left out. The motion lab's button shows or hides both of its parts (I and M); undo and
    /// redo are the panel's buttons.
    static let all: [ToolbarButton] = [
        ToolbarButton(label: "Panel", command: .togglePanel),
        ToolbarButton(label: "Help", command: .toggleHelp),
        ToolbarButton(label: "Pause", command: .togglePause),
        ToolbarButton(label: "Slow", command: .slowDown),
        ToolbarButton(label: "Save", command: .saveAsPreset),
        ToolbarButton(label: "Swift", command: .copyAsSwift),
        ToolbarButton(label: "Lab", command: .toggleFrameTimeGraph),
    ]
}
