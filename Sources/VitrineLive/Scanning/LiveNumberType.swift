/// The Swift type of a number a user's type exposes to the panel.
public enum LiveNumberType: String, CaseIterable, Sendable, Hashable {
    /// `Double` (or `Float64`).
    case double
    /// `CGFloat`.
    case cgFloat
    /// `Float` (or `Float32`).
    case float
    /// `Int`.
    case int
    /// `Bool`: 0 is false, anything else true.
    case bool

    /// The type a declaration names (`"Double"`, `"Swift.Int"`, `"CGFloat"`), blanks left out;
    /// `nil` for any other type, optionals included.
    public init?(declaredType: String) {
        let name = declaredType.hasPrefix("Swift.") ? String(declaredType.dropFirst("Swift.".count)) : declaredType
        switch name {
        case "Double", "Float64": self = .double
        case "CGFloat", "CoreGraphics.CGFloat", "Foundation.CGFloat": self = .cgFloat
        case "Float", "Float32": self = .float
        case "Int": self = .int
        case "Bool": self = .bool
        default: return nil
        }
    }

    /// Whether Swift writes its values as float literals (`0.5`), not as integers or booleans.
    public var isFloatingPoint: Bool {
        self == .double || self == .cgFloat || self == .float
    }
}
