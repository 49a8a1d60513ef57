/// The name of one of the window's layers, as ``PlaygroundCore/layerTypes`` lists them and
/// the fold bar labels a folded one.
struct LayerName: Hashable, Sendable, CustomStringConvertible {
    /// The name as the fold bar shows it: "Panel", "Motion lab".
    var description: String

    /// A layer called `name`.
    init(_ name: String) {
        description = name
    }
}
