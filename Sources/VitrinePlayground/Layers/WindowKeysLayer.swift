import VitrineCanvas
import VitrineInput

/// The window's own keys that act on the scene, its clock and the host rather than on a layer:
/// time (Space, `.`, Z), reduced motion (X), reset, undo and redo, the status line, a PNG, Swift, recording the
/// input, and the preset keys (1–9, F2–F12, Shift+1–9). It draws nothing.
struct WindowKeysLayer: PlaygroundLayer {
    static let name = LayerName("Window keys")
    static let tier = LayerTier.scene

    /// The commands this layer does (the others are the layers' own, or quit).
    static let commands: Set<WindowControl.Command> = [
        .toggleStatusLine, .exportPNG, .toggleInputRecording, .togglePause, .stepFrame, .slowDown,
        .toggleReducedMotion, .resetScene,
        .copyAsSwift, .newSwiftFile, .undo, .redo,
    ]

    /// The keys, ready.
    init() {}

    mutating func handle(_ event: InputEvent, at time: Double, layout: WindowLayout, core: inout PlaygroundCore) -> Bool {
        guard case .keyDown(let key, let modifiers, let isRepeat) = event else { return false }
        // A held key does its work once, not again on every repeat (but see `actsOnRepeat`);
        // the repeats are used up too.
        if let control = WindowControl.control(for: key, modifiers: modifiers) {
            guard Self.commands.contains(control.command) else { return false }
            if !isRepeat || control.command.actsOnRepeat { core.perform(control.command) }
            return true
        }
        if modifiers == .shift, let number = PresetHotkeys.userPresetNumber(for: key) {
            if !isRepeat { core.switchToUserPreset(number: number) }
            return true
        }
        if modifiers.isEmpty, let preset = PresetHotkeys.preset(for: key) {
            if !isRepeat { core.switchPreset(to: preset) }
            return true
        }
        return false
    }

    func makeNodes(layout: WindowLayout, core: PlaygroundCore) -> [Node] { [] }
}
