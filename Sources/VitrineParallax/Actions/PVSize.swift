import VitrineGeometry

/// A size for parallax actions: absolute points, or, when ``isRelative``, fractions of the
/// container's size, as the seed's `PVSize`.
public struct PVSize: Hashable, Sendable {
    /// The width: points, or a fraction of the container's width.
    public var width: Double
    /// The height: points, or a fraction of the container's height.
    public var height: Double
    /// Whether the extents are fractions of the container.
    public var isRelative: Bool

    /// Creates a size.
    public init(width: Double, height: Double, isRelative: Bool = false) {
        self.width = width
        self.height = height
        self.isRelative = isRelative
    }

    /// The absolute empty size.
    public static let zero = PVSize(width: 0, height: 0)

    /// The size in a container of `size` points.
    public func resolved(in size: Size) -> Size {
        isRelative ? Size(width: width * size.width, height: height * size.height) : Size(width: width, height: height)
    }
}
