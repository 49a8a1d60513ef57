import VitrineGeometry

/// A point for parallax actions: absolute points, or, when ``isRelative``, fractions of the
/// container the item lives in (0.5, 0.5 is the container's center), as the seed's `PVPoint`.
public struct PVPoint: Hashable, Sendable {
    /// The horizontal coordinate: points, or a fraction of the container's width.
    public var x: Double
    /// The vertical coordinate: points, or a fraction of the container's height.
    public var y: Double
    /// Whether the coordinates are fractions of the container.
    public var isRelative: Bool

    /// Creates a point.
    public init(x: Double, y: Double, isRelative: Bool = false) {
        self.x = x
        self.y = y
        self.isRelative = isRelative
    }

    /// The absolute origin.
    public static let zero = PVPoint(x: 0, y: 0)

    /// The point in a container of `size` points.
    public func resolved(in size: Size) -> Point {
        isRelative ? Point(x: x * size.width, y: y * size.height) : Point(x: x, y: y)
    }
}
