/// A point in homogeneous coordinates: `(x/w, y/w, z/w)` in space, or a direction when `w` is 0.
public struct Vector4: Hashable, Sendable {
    /// The x coordinate, before the division by `w`.
    public var x: Double
    /// The y coordinate, before the division by `w`.
    public var y: Double
    /// The z coordinate, before the division by `w`.
    public var z: Double
    /// The homogeneous weight; after a perspective transform, `1 - z/d`.
    public var w: Double

    /// Creates a homogeneous vector.
    @inlinable
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// The point `(x, y, 0)` with weight 1.
    public init(_ point: Point) {
        self.init(x: point.x, y: point.y, z: 0, w: 1)
    }

    /// The point on the screen plane after the perspective division, or `nil` when the point lies
    /// on or behind the eye (`w` not above `minimumW`).
    @inlinable
    public func projected(minimumW: Double = 1e-6) -> Point? {
        guard w > minimumW else { return nil }
        return Point(x: x / w, y: y / w)
    }
}
