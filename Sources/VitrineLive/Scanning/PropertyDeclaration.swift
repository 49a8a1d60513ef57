/// One binding of a `var` or `let` at a type body's top level, as written: `var a = 1.0, b = 2`
/// gives two.
struct PropertyDeclaration: Sendable {
    /// Its name, without backticks.
    let name: String
    /// The index of its name's token.
    let nameToken: Int
    /// Whether it is a `var` (not a `let`).
    let isVariable: Bool
    /// Whether it belongs to the type (`static` or `class`), not to each instance.
    let isStatic: Bool
    /// Whether it is `lazy`.
    let isLazy: Bool
    /// Whether it is computed (`var x: Double { … }` with no `willSet`/`didSet`).
    let isComputed: Bool
    /// Its declared type as written, blanks left out (`Double`, `[Int]?`); `nil` when inferred.
    let declaredType: String?
    /// The indices of its initializer expression's tokens (after `=`); `nil` without one.
    let initializer: Range<Int>?

    /// Whether its declared type is optional (`Double?`, `Double!`, `Optional<Double>`).
    var isOptional: Bool {
        guard let type = declaredType else { return false }
        return type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<")
    }

    /// Whether each instance stores it.
    var isStoredInstanceProperty: Bool {
        !isStatic && !isComputed
    }

    /// Whether an implicit initializer could leave it out: it has a value, or it is an optional
    /// `var` (which starts as `nil`); lazy ones always have a value.
    var startsWithValue: Bool {
        initializer != nil || isLazy || (isVariable && isOptional)
    }
}
