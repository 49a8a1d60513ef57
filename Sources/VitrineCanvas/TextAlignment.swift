/// Where a node's text sits horizontally inside the node.
public enum TextAlignment: Sendable, Hashable {
    /// Against the left edge.
    case leading
    /// In the middle.
    case center
    /// Against the right edge.
    case trailing
}
