/// One `init` a type body or extension declares, as far as making the type with `Type()` goes.
struct InitializerDeclaration: Sendable, Hashable {
    /// Whether it is `init?` or `init!`.
    let isFailable: Bool
    /// Whether a call with no arguments reaches it: no parameters, or each one defaulted or variadic.
    let canBeCalledWithoutArguments: Bool
    /// How Swift names it: `init(fromSpacing:toSpacing:)`, `init?(coder:)`, `init()`.
    let signature: String

    /// Whether `Type()` can call it and get a `Type` (not an optional one).
    var makesTypeWithoutArguments: Bool {
        canBeCalledWithoutArguments && !isFailable
    }
}
