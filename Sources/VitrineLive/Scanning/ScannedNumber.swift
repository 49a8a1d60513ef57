/// A number a user's type lets the panel tune: a stored instance `var` of type `Double`,
/// `CGFloat`, `Float`, `Int` or `Bool` with a default value, read from the type's body.
///
/// ```swift
/// struct MyWave: PathProtocol {
///     var amplitude = 0.5        // 0...2
///     var angle: Double = .pi / 2
///     …
/// }
/// ```
///
/// gives `amplitude` (a double from its literal, tuned in 0...2) and `angle` (declared double,
/// default text `.pi / 2`).
public struct ScannedNumber: Sendable, Hashable {
    /// The property's name, without backticks.
    public let name: String
    /// Its type: declared, or inferred from a constant initializer.
    public let type: LiveNumberType
    /// Whether the declaration names the type (`var x: Double = 1`), not Swift's inference.
    public let isTypeDeclared: Bool
    /// Its initializer expression exactly as written, from its first token through its last
    /// (`.pi / 2`).
    public let defaultText: String
    /// The UTF-8 byte offsets of ``defaultText`` in its file.
    public let defaultRange: Range<Int>
    /// The 1-based line of the property's name.
    public let line: Int
    /// The 1-based column, in UTF-8 bytes, of the property's name.
    public let column: Int
    /// The range a `//` comment later on the line where the initializer ends gives
    /// (`// 0...2`, `// amplitude, -1...1`); `nil` without one, or when its bounds are swapped or
    /// not finite.
    public let range: ClosedRange<Double>?

    /// A number with every field given.
    public init(
        name: String, type: LiveNumberType, isTypeDeclared: Bool, defaultText: String, defaultRange: Range<Int>,
        line: Int, column: Int, range: ClosedRange<Double>?
    ) {
        self.name = name
        self.type = type
        self.isTypeDeclared = isTypeDeclared
        self.defaultText = defaultText
        self.defaultRange = defaultRange
        self.line = line
        self.column = column
        self.range = range
    }
}
