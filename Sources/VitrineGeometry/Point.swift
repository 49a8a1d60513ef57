/// A location in a two-dimensional coordinate space whose y axis points down.
///
/// Vitrine follows UIKit's convention: the origin is the top-left corner of the
/// window and y grows downwards.
public struct Point: Hashable, Sendable, Codable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point from its two coordinates.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The distance from this point to `other`.
    @inlinable
    public func distance(to other: Point) -> Double {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}

extension Point {
    /// Adds two points component by component.
    public static func + (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// Subtracts two points component by component.
    public static func - (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// Scales both coordinates.
    public static func * (lhs: Point, rhs: Double) -> Point {
        Point(x: lhs.x * rhs, y: lhs.y * rhs)
    }

    /// Negates both coordinates.
    public static prefix func - (point: Point) -> Point {
        Point(x: -point.x, y: -point.y)
    }
}
