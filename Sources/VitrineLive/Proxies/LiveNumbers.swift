/// The numbers a person set on one of their types in the window, by name, over the values
/// `init()` gives; shared by the proxies.
public struct LiveNumbers: Hashable, Sendable {
    /// The numbers set, by name; the others keep the type's defaults.
    public var values: [String: Double]

    /// Numbers set as `values`.
    public init(_ values: [String: Double] = [:]) {
        self.values = values
    }
}
