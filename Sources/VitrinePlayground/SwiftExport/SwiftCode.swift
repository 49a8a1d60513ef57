/// An expression of generated Swift as a small tree, so that it can be written on one line
/// where it fits and one argument or element a line where it does not (see
/// ``rendered(indent:column:)``).
///
/// ```swift
/// let code = SwiftCode.call("CoverFlowTransform", [.number("tilt", 0.35, default: 0.9)])
/// code.oneLine   // "CoverFlowTransform(tilt: 0.35)"
/// ```
indirect enum SwiftCode: Hashable, Sendable {
    /// Text written as it is: a literal, `.horizontal`, `sizes[$0 % sizes.count]`.
    case plain(String)
    /// A call or initializer: `callee(label: value, …)`, with a trailing closure when given.
    case call(String, [SwiftArgument], trailingClosure: String? = nil)
    /// An array literal.
    case array([SwiftCode])

    /// The longest line the generated code is written in.
    static let lineWidth = 120

    /// The whole expression on one line.
    var oneLine: String {
        switch self {
        case .plain(let text):
            return text
        case .call(let callee, let arguments, let closure):
            let list = arguments.map(\.oneLine).joined(separator: ", ")
            let call = closure != nil && arguments.isEmpty ? callee : "\(callee)(\(list))"
            return closure.map { "\(call) { \($0) }" } ?? call
        case .array(let elements):
            return "[" + elements.map(\.oneLine).joined(separator: ", ") + "]"
        }
    }

    /// The expression as lines: on one line when it fits in ``lineWidth`` from `column` (where
    /// its first character goes), else its arguments or elements one a line, `indent` plus
    /// four spaces in, and the closing bracket back at `indent`. Later lines carry their
    /// indentation; the first does not.
    func rendered(indent: Int, column: Int) -> String {
        let line = oneLine
        if column + line.count <= Self.lineWidth { return line }
        let inner = String(repeating: " ", count: indent + 4), outer = String(repeating: " ", count: indent)
        // Array elements all end with a comma, as Swift's style has them; arguments but the last.
        func items(_ pieces: [(prefix: String, code: SwiftCode)], lastComma: Bool) -> String {
            pieces.enumerated().map { index, piece in
                let comma = index == pieces.count - 1 && !lastComma ? "" : ","
                return inner + piece.prefix + piece.code.rendered(indent: indent + 4, column: inner.count + piece.prefix.count)
                    + comma
            }.joined(separator: "\n")
        }
        switch self {
        case .plain(let text):
            return text
        case .call(let callee, let arguments, let closure):
            guard !arguments.isEmpty else { return line }
            // A lone argument that wraps itself stays beside the call: `BezierPath(points: [`…`])`.
            if arguments.count == 1, closure == nil, arguments[0].value.wraps {
                let prefix = "\(callee)(" + (arguments[0].label.map { "\($0): " } ?? "")
                return prefix + arguments[0].value.rendered(indent: indent, column: column + prefix.count) + ")"
            }
            let pieces = arguments.map { (prefix: $0.label.map { "\($0): " } ?? "", code: $0.value) }
            return "\(callee)(\n\(items(pieces, lastComma: false))\n\(outer))" + (closure.map { " { \($0) }" } ?? "")
        case .array(let elements):
            guard !elements.isEmpty else { return line }
            return "[\n\(items(elements.map { (prefix: "", code: $0) }, lastComma: true))\n\(outer)]"
        }
    }
}

extension SwiftCode {
    /// Whether the expression has arguments or elements to put on lines of their own.
    var wraps: Bool {
        switch self {
        case .plain: false
        case .call(_, let arguments, _): !arguments.isEmpty
        case .array(let elements): !elements.isEmpty
        }
    }
}

/// An argument of a ``SwiftCode/call(_:_:trailingClosure:)``: its label, if any, and its value.
struct SwiftArgument: Hashable, Sendable {
    /// The argument label, `nil` for none.
    let label: String?
    /// The value.
    let value: SwiftCode

    /// An argument `label: value`.
    init(_ label: String?, _ value: SwiftCode) {
        self.label = label
        self.value = value
    }

    /// `label: value` on one line.
    var oneLine: String {
        label.map { "\($0): \(value.oneLine)" } ?? value.oneLine
    }

    /// `label: value` for a number, or `nil` when it is `defaultValue` (the library's default,
    /// which the call then leaves out).
    static func number(_ label: String, _ value: Double, default defaultValue: Double) -> SwiftArgument? {
        SwiftLiteral.same(value, defaultValue) ? nil : SwiftArgument(label, .plain(SwiftLiteral.number(value)))
    }

    /// `label: value` for an angle in radians (a multiple of `.pi` where exact), or `nil` when
    /// it is `defaultValue`.
    static func angle(_ label: String, _ value: Double, default defaultValue: Double) -> SwiftArgument? {
        SwiftLiteral.same(value, defaultValue) ? nil : SwiftArgument(label, .plain(SwiftLiteral.angle(value)))
    }

    /// `label: value` for any value written by `code`, or `nil` when it equals `defaultValue`.
    static func value<Value: Equatable>(
        _ label: String, _ value: Value, default defaultValue: Value,
        _ code: (Value) -> SwiftCode
    ) -> SwiftArgument? {
        value == defaultValue ? nil : SwiftArgument(label, code(value))
    }
}
