/// A width and a height.
public struct Size: Hashable, Sendable, Codable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its two extents.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// Whether either extent is zero or negative.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Scales both extents.
    public static func * (lhs: Size, rhs: Double) -> Size {
        Size(width: lhs.width * rhs, height: lhs.height * rhs)
    }
}
