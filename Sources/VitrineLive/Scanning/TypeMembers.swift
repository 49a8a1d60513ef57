/// What the scanner reads of a type body's top level: its stored and computed properties and its
/// initializers.
struct TypeMembers: Sendable {
    /// Each `var` and `let` binding, in order.
    var properties: [PropertyDeclaration] = []
    /// Each `init`, in order.
    var initializers: [InitializerDeclaration] = []
}
