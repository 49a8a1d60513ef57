import VitrineInput

/// A key of the window itself, handled before the scene sees it: what it does, and how the
/// help lists it. ``all`` is the one list of them; the core's key handling, its quit rule and
/// the help read it.
struct WindowControl: Sendable {
    /// What a window key does.
    enum Command: Hashable, Sendable {
        /// Opens or closes the panel.
        case togglePanel
        /// Shows or hides the help.
        case toggleHelp
        /// Shows or hides the frame-time graph and the motion traces over it.
        case toggleFrameTimeGraph
        /// Shows or hides the input inspector and the landing ruler.
        case toggleInspector
        /// Hides or shows the status line.
        case toggleStatusLine
        /// Saves a PNG of the window.
        case exportPNG
        /// Starts the running preset afresh: every setting and number as the preset has them.
        case resetScene
        /// Opens the prompt that saves the scene as a preset of the presets file.
        case saveAsPreset
        /// Writes the scene as the Swift that configures the library so, for the host to print,
        /// save and copy.
        case copyAsSwift
        /// Stops the scenes' time, or lets it run again.
        case togglePause
        /// Moves paused time on by one frame.
        case stepFrame
        /// Slows time down a step: 1×, 1/2, 1/4, 1/10, then 1× again.
        case slowDown
        /// Turns reduced motion on or off: no turns or tilts, shorter glides, no autoplay.
        case toggleReducedMotion
        /// Undoes the last change a person made: a setting, a number, a curve's point, a preset
        /// switch, a reset.
        case undo
        /// Does the last change undone again.
        case redo
        /// Starts recording the input as an input script, or stops and saves it.
        case toggleInputRecording
        /// Writes a commented Swift file to start from into the working folder and compiles it
        /// live (``SwiftStarter``).
        case newSwiftFile
        /// Closes the help, else the panel; with neither open (and with any modifiers) quits.
        case closeOverlayOrQuit
        /// Quits, with any modifiers.
        case quit

        /// Whether a held key does it again on every repeat: closing, so that holding Esc
        /// closes the help and then the panel, stepping, so that holding `.` plays paused
        /// time on frame by frame, and undoing and redoing, a step a repeat.
        var actsOnRepeat: Bool { [.closeOverlayOrQuit, .stepFrame, .undo, .redo].contains(self) }
    }

    /// The presses that do it.
    let chords: [KeyChord]
    /// How the help names the keys: "F1, ?"; empty for a control the help lists on the line of
    /// the one before (redo, on undo's line).
    let label: String
    /// What the help says it does.
    let action: String
    /// What it does.
    let command: Command

    /// The window's keys, in the order the help lists them.
    static let all: [WindowControl] = [
        WindowControl(chords: [KeyChord(.tab)], label: "Tab", action: "open or close the panel", command: .togglePanel),
        WindowControl(
            chords: [
                KeyChord(.f1, modifiers: nil), KeyChord(.questionMark, modifiers: nil),
                KeyChord(.slash, modifiers: .shift),
            ],
            label: "F1, ?", action: "show or hide this help", command: .toggleHelp),
        WindowControl(
            chords: [KeyChord(.m)], label: "M", action: "motion traces and frame times", command: .toggleFrameTimeGraph),
        WindowControl(
            chords: [KeyChord(.i)], label: "I", action: "input inspector, where it lands",
            command: .toggleInspector),
        WindowControl(
            chords: [KeyChord(.h)], label: "H", action: "hide or show the status line",
            command: .toggleStatusLine),
        WindowControl(chords: [KeyChord(.s)], label: "S", action: "save a PNG of the window", command: .exportPNG),
        WindowControl(
            chords: [KeyChord(.s, modifiers: .control)], label: "Ctrl+S",
            action: "save the scene as a preset", command: .saveAsPreset),
        WindowControl(
            chords: [KeyChord(.c, modifiers: .control)], label: "Ctrl+C",
            action: "copy as Swift (N: new file)", command: .copyAsSwift),
        WindowControl(chords: [KeyChord(.n, modifiers: .control)], label: "", action: "", command: .newSwiftFile),
        WindowControl(
            chords: [KeyChord(.z, modifiers: .control)], label: "Ctrl+Z",
            action: "undo (Shift: redo)", command: .undo),
        WindowControl(chords: [KeyChord(.z, modifiers: [.control, .shift])], label: "", action: "", command: .redo),
        WindowControl(
            chords: [KeyChord(.backspace, modifiers: .shift)], label: "Shift+Backspace",
            action: "reset the scene to its preset", command: .resetScene),
        WindowControl(
            chords: [KeyChord(.space)], label: "Space", action: "pause or resume the motion",
            command: .togglePause),
        WindowControl(chords: [KeyChord(.period)], label: ".", action: "paused: one frame on", command: .stepFrame),
        WindowControl(
            chords: [KeyChord(.z)], label: "Z", action: "slow motion (X: reduced motion)",
            command: .slowDown),
        // On Z's line of the help, which has no room for another at 1280 × 720.
        WindowControl(
            chords: [KeyChord(PlaygroundCore.reducedMotionKey)], label: "", action: "", command: .toggleReducedMotion),
        WindowControl(
            chords: [KeyChord(.r, modifiers: .control)], label: "Ctrl+R",
            action: "record input; again: save it", command: .toggleInputRecording),
        WindowControl(
            chords: [KeyChord(.escape)], label: "Esc", action: "close help or panel; else quit",
            command: .closeOverlayOrQuit),
        WindowControl(chords: [KeyChord(.q, modifiers: nil)], label: "Q", action: "quit", command: .quit),
    ]

    /// The control a press of `key` with `modifiers` belongs to, if any.
    static func control(for key: Key, modifiers: KeyModifiers) -> WindowControl? {
        all.first { control in control.chords.contains { $0.matches(key, modifiers: modifiers) } }
    }
}
