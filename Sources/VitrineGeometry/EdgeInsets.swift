/// Distances inwards from the four edges of a rectangle, as UIEdgeInsets.
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets from the four edges.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates the same inset on all four edges.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset at all.
    public static let zero = EdgeInsets(all: 0)

    /// The sum of the left and right insets.
    public var horizontal: Double { left + right }

    /// The sum of the top and bottom insets.
    public var vertical: Double { top + bottom }
}
