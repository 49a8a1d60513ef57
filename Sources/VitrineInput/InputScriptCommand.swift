/// The event names an input script line can use, and the form each one takes.
enum InputScriptCommand: String, CaseIterable {
    case wheel, pwheel, down, move, leave, up, rdown, rup, bdown, bup, key, keydown, keyup, keyrepeat, text, unicode
    case resize, shot, quit, reload, drop

    /// The whole form of a line with this event, as error messages show it.
    var usage: String {
        switch self {
        case .wheel, .pwheel: "T \(rawValue) DX DY [X Y]"
        case .down, .move, .up, .rdown, .rup: "T \(rawValue) X Y"
        case .bdown, .bup: "T \(rawValue) BUTTON X Y"
        case .key, .keydown, .keyup, .keyrepeat: "T \(rawValue) NAME"
        case .text: "T text CHARACTERS"
        case .unicode: "T unicode HEX [HEX …]"
        case .resize: "T resize W H"
        case .shot: "T shot PATH"
        case .leave: "T leave"
        case .quit: "T quit"
        case .reload: "T reload"
        case .drop: "T drop PATH"
        }
    }

    /// What the event takes after its name, as error messages say it.
    var argumentsDescription: String {
        switch self {
        case .wheel, .pwheel: "2 or 4 arguments"
        case .down, .move, .up, .rdown, .rup, .resize: "2 arguments"
        case .bdown, .bup: "3 arguments"
        case .key, .keydown, .keyup, .keyrepeat: "a key name"
        case .text: "the characters typed"
        case .unicode: "Unicode scalar values in hexadecimal"
        case .shot, .drop: "a file path"
        case .leave, .quit, .reload: "no arguments"
        }
    }

    /// Every event name, comma-separated, for messages that list them.
    static let nameList = allCases.map(\.rawValue).joined(separator: ", ")
}
