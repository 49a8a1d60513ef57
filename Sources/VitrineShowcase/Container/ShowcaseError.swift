/// Why a ``Showcase`` refused a request.
public enum ShowcaseError: Error, Equatable, CustomStringConvertible {
    /// `reset` named a view type that was never registered (the seed crashed here).
    case unregisteredView(type: String, registered: [String])

    /// One line saying what is wrong and what to do.
    public var description: String {
        switch self {
        case .unregisteredView(let type, let registered):
            let known = registered.isEmpty ? "none is registered" : "registered: \(registered.joined(separator: ", "))"
            return "the view type \(type) is not registered with this showcase (\(known)); call register(\(type).self) first"
        }
    }
}
