import VitrineInput

/// A pair of keys that work while the panel is open: one moves down, the other up. ``all`` is
/// the one list of them; the core's key handling and the help read it.
struct PanelControl: Sendable {
    /// What the pair moves.
    enum Command: Hashable, Sendable {
        /// The selection among the numbers.
        case select
        /// The selected number's value.
        case step
    }

    /// The keys that move it down (the first is the one the help shows).
    let down: [Key]
    /// The keys that move it up (the first is the one the help shows).
    let up: [Key]
    /// What the help says the pair does.
    let action: String
    /// What it moves.
    let command: Command

    /// How the help names the pair: "[  ]".
    var label: String { "\(down[0].name)  \(up[0].name)" }

    /// `[` and `]` select the previous and next number; `-` and `=` (or `+`, or the keypad's −
    /// and +) step it.
    static let all: [PanelControl] = [
        PanelControl(down: [.leftBracket], up: [.rightBracket], action: "select the previous/next number", command: .select),
        PanelControl(
            down: [.minus, .keypadMinus], up: [.equals, .plus, .keypadPlus], action: "step the number down/up",
            command: .step),
    ]

    /// The control of `key` and its direction (−1 down, +1 up), if any.
    static func control(for key: Key) -> (control: PanelControl, direction: Int)? {
        for control in all {
            if control.down.contains(key) { return (control, -1) }
            if control.up.contains(key) { return (control, 1) }
        }
        return nil
    }
}
