import VitrineCanvas

extension Showcase {
    /// The models, seen through the view type they were reset with.
    struct Content {
        /// How many models there are.
        var count: Int
        /// Creates a view of the reset type.
        var makeView: () -> AnyObject
        /// Configures a view with the model at an index.
        var configure: (AnyObject, Int) -> Void
        /// Reads a view's node.
        var node: (AnyObject) -> Node

        /// No models at all.
        static var empty: Content {
            Content(count: 0, makeView: { EmptyView() }, configure: { _, _ in }, node: { _ in Node() })
        }
    }

    /// What an empty showcase would create, never shown.
    final class EmptyView {}
}
