/// Reads a constant arithmetic expression of number literals and π, by recursive descent:
/// sum := product (("+" | "-") product)*; product := factor (("*" | "/") factor)*;
/// factor := ("+" | "-") factor | literal | ".pi" | Type ".pi" | Type "(" sum ")" | "(" sum ")",
/// where Type is `Double`, `CGFloat` or `Float`.
struct ConstantExpressionReader {
    /// The expression's tokens.
    let tokens: [SwiftToken]
    /// The next token to read.
    private(set) var index = 0
    /// Whether a float literal or `.pi` was read.
    private(set) var hasFloatingPoint = false
    /// The types named before `.pi` (`CGFloat.pi`, `Double.pi`).
    private(set) var namedTypes: Set<LiveNumberType> = []

    init(tokens: [SwiftToken]) {
        self.tokens = tokens
    }

    /// Whether every token has been read.
    var isAtEnd: Bool { index == tokens.count }

    private func current(is text: String) -> Bool {
        index < tokens.count && tokens[index].kind != .string && tokens[index].is(text)
    }

    /// Reads a sum; whether it was one.
    mutating func readSum() -> Bool {
        guard readProduct() else { return false }
        while current(is: "+") || current(is: "-") {
            index += 1
            guard readProduct() else { return false }
        }
        return true
    }

    private mutating func readProduct() -> Bool {
        guard readFactor() else { return false }
        while current(is: "*") || current(is: "/") {
            index += 1
            guard readFactor() else { return false }
        }
        return true
    }

    private mutating func readFactor() -> Bool {
        guard index < tokens.count else { return false }
        let token = tokens[index]
        if current(is: "+") || current(is: "-") {
            index += 1
            return readFactor()
        }
        if current(is: "(") {
            index += 1
            guard readSum(), current(is: ")") else { return false }
            index += 1
            return true
        }
        if token.kind == .number {
            index += 1
            if Self.isFloatLiteral(token.text) { hasFloatingPoint = true }
            return true
        }
        if current(is: "."), index + 1 < tokens.count, tokens[index + 1].is("pi") {
            index += 2
            hasFloatingPoint = true
            return true
        }
        guard token.kind == .identifier, let type = LiveNumberType(declaredType: token.text), type.isFloatingPoint,
            index + 1 < tokens.count
        else { return false }
        if index + 2 < tokens.count, tokens[index + 1].is("."), tokens[index + 2].is("pi") {
            index += 3
            hasFloatingPoint = true
            namedTypes.insert(type)
            return true
        }
        if tokens[index + 1].is("("), !tokens[index + 1].hasSpaceBefore {
            index += 2
            guard readSum(), current(is: ")") else { return false }
            index += 1
            hasFloatingPoint = true
            namedTypes.insert(type)
            return true
        }
        return false
    }

    /// Whether a number literal's text is a float literal: a fraction or exponent (`p` in hex).
    static func isFloatLiteral(_ text: String) -> Bool {
        let lowered = text.lowercased()
        if lowered.hasPrefix("0x") { return lowered.contains(".") || lowered.contains("p") }
        if lowered.hasPrefix("0b") || lowered.hasPrefix("0o") { return false }
        return lowered.contains(".") || lowered.contains("e")
    }
}
