/// An axis-aligned rectangle given by its top-left origin and its size.
public struct Rect: Hashable, Sendable, Codable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from the coordinates of its top-left corner and its extents.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Creates a rectangle of the given size centered on `center`.
    public init(center: Point, size: Size) {
        self.init(
            x: center.x - size.width / 2, y: center.y - size.height / 2,
            width: size.width, height: size.height)
    }

    /// A rectangle at the origin with zero size.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The smallest x coordinate.
    public var minX: Double { origin.x }
    /// The x coordinate of the center.
    public var midX: Double { origin.x + size.width / 2 }
    /// The largest x coordinate.
    public var maxX: Double { origin.x + size.width }
    /// The smallest y coordinate (the top edge).
    public var minY: Double { origin.y }
    /// The y coordinate of the center.
    public var midY: Double { origin.y + size.height / 2 }
    /// The largest y coordinate (the bottom edge).
    public var maxY: Double { origin.y + size.height }
    /// The center point.
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle has no area.
    public var isEmpty: Bool { size.isEmpty }

    /// Whether `point` lies inside the rectangle; the left and top edges are inside,
    /// the right and bottom edges are not.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies wholly inside the rectangle, edges included; nothing lies inside
    /// an empty rectangle.
    public func contains(_ other: Rect) -> Bool {
        !isEmpty && other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two rectangles share some area; an empty rectangle intersects nothing.
    public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rectangle holding both; an empty one still counts with its position.
    public func union(_ other: Rect) -> Rect {
        let x = min(minX, other.minX), y = min(minY, other.minY)
        return Rect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }

    /// The area the two rectangles share, or `nil` when they share none (as ``intersects(_:)``).
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let x = max(minX, other.minX), y = max(minY, other.minY)
        return Rect(x: x, y: y, width: min(maxX, other.maxX) - x, height: min(maxY, other.maxY) - y)
    }

    /// The rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` (grown where an inset is negative).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.horizontal, height: height - insets.vertical)
    }

    /// The rectangle shrunk by `dx` on the left and right and by `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }
}
