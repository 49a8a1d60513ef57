extension LiveNumberType {
    /// The type Swift infers for a property with no declared type from its initializer's tokens,
    /// where the initializer is a constant the scanner can read: `true` or `false` (bool), or
    /// numeric literals, `.pi`, `Double.pi`, `CGFloat.pi`, `Float.pi`, `+ - * /`, parentheses, and
    /// conversions of such an expression (`CGFloat(0.5)`, `Float(1)`, `Double(2)`). Such an
    /// expression is a double when it holds a float literal or `.pi`, an int otherwise; naming
    /// `CGFloat` or `Float` makes it that type. `nil` for anything else (two different types named
    /// included).
    ///
    /// ```swift
    /// var a = 1           // int
    /// var b = -2.5        // double
    /// var c = .pi / 2     // double (the scanner's reading: Swift wants a declared type here)
    /// var d = CGFloat.pi  // cgFloat
    /// var e = Float(2)    // float
    /// ```
    static func inferred(from tokens: ArraySlice<SwiftToken>) -> LiveNumberType? {
        if tokens.count == 1, let only = tokens.first, only.is("true") || only.is("false") {
            return .bool
        }
        var reader = ConstantExpressionReader(tokens: Array(tokens))
        guard reader.readSum(), reader.isAtEnd else { return nil }
        if reader.namedTypes.count > 1 { return nil }
        if let named = reader.namedTypes.first { return named }
        return reader.hasFloatingPoint ? .double : .int
    }
}
