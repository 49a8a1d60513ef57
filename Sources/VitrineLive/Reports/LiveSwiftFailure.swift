/// A person's type that failed on some input: the window says so and draws the last good
/// version (or a neutral value) instead.
public struct LiveSwiftFailure: Hashable, Sendable {
    /// The type's name.
    public var typeName: String
    /// The call that failed, with its input: "normalizedPath(withCoordinate: 0.37)".
    public var call: String
    /// What went wrong: "it did not return within 15 ms", "it returned nan".
    public var reason: String
    /// What the window draws instead: "the version before" or "a neutral value".
    public var fallback: String

    /// A failure from its parts.
    public init(typeName: String, call: String, reason: String, fallback: String) {
        self.typeName = typeName
        self.call = call
        self.reason = reason
        self.fallback = fallback
    }
}
