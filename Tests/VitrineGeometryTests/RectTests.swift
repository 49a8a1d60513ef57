import Testing
import VitrineGeometry

@Suite("Rect")
struct RectTests {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40)

    @Test("edges, middle and center follow from origin and size")
    func derivedValues() {
        #expect(rect.origin == Point(x: 10, y: 20) && rect.size == Size(width: 30, height: 40))
        #expect([rect.minX, rect.midX, rect.maxX] == [10, 25, 40])
        #expect([rect.minY, rect.midY, rect.maxY] == [20, 40, 60])
        #expect([rect.width, rect.height] == [30, 40])
        #expect(rect.center == Point(x: 25, y: 40))
    }

    @Test("init(center:size:) puts the origin half a size up and left of the center")
    func centered() {
        // (10 − 4/2, 20 − 6/2) = (8, 17).
        let centered = Rect(center: Point(x: 10, y: 20), size: Size(width: 4, height: 6))
        #expect(centered == Rect(x: 8, y: 17, width: 4, height: 6))
        #expect(centered.center == Point(x: 10, y: 20))
    }

    @Test(
        "contains: the left and top edges are inside, the right and bottom edges are not",
        arguments: [
            (Point(x: 0, y: 0), true), (Point(x: 0, y: 5), true), (Point(x: 5, y: 0), true),
            (Point(x: 9.999, y: 9.999), true), (Point(x: 10, y: 5), false), (Point(x: 5, y: 10), false),
            (Point(x: 10, y: 10), false), (Point(x: -0.001, y: 5), false), (Point(x: 5, y: -0.001), false),
        ])
    func containsEdges(point: Point, inside: Bool) {
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).contains(point) == inside)
    }

    @Test("a shared edge belongs to exactly one of two neighbouring rects")
    func tiling() {
        let left = Rect(x: 0, y: 0, width: 10, height: 10), right = Rect(x: 10, y: 0, width: 10, height: 10)
        for y in stride(from: 0.0, to: 10, by: 0.5) {
            #expect(left.contains(Point(x: 10, y: y)) != right.contains(Point(x: 10, y: y)))
        }
        #expect(!Rect.zero.contains(Point.zero))
    }

    @Test("a rect holds another wholly inside it, edges included; an empty one holds nothing")
    func containingRects() {
        let box = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(box.contains(box) && box.contains(Rect(x: 2, y: 3, width: 8, height: 7)))
        #expect(!box.contains(Rect(x: 2, y: 3, width: 8.5, height: 7)) && !box.contains(Rect(x: -0.1, y: 0, width: 1, height: 1)))
        #expect(!Rect.zero.contains(Rect.zero))
    }

    @Test("rects that only touch do not intersect; any overlap does")
    func intersections() {
        let box = Rect(x: 0, y: 0, width: 10, height: 10)
        let cases: [(Rect, Bool)] = [
            (Rect(x: 10, y: 0, width: 5, height: 10), false),  // touching the right edge
            (Rect(x: 0, y: -5, width: 10, height: 5), false),  // touching the top edge
            (Rect(x: 10, y: 10, width: 5, height: 5), false),  // touching a corner
            (Rect(x: 9.5, y: 9.5, width: 5, height: 5), true),  // overlapping by half a point
            (Rect(x: 2, y: 2, width: 2, height: 2), true),  // inside
            (Rect(x: -5, y: -5, width: 20, height: 20), true),  // around
            (Rect(x: 11, y: 0, width: 5, height: 10), false),  // apart
        ]
        for (other, expected) in cases {
            #expect(box.intersects(other) == expected, "\(other)")
            #expect(other.intersects(box) == expected, "\(other), swapped")
        }
    }

    @Test("intersection is the shared area, nil where intersects is false")
    func sharedArea() {
        let box = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(box.intersection(Rect(x: 9.5, y: 9.5, width: 5, height: 5)) == Rect(x: 9.5, y: 9.5, width: 0.5, height: 0.5))
        #expect(box.intersection(Rect(x: 2, y: -3, width: 4, height: 20)) == Rect(x: 2, y: 0, width: 4, height: 10))
        #expect(box.intersection(Rect(x: -5, y: -5, width: 20, height: 20)) == box)
        #expect(box.intersection(Rect(x: 10, y: 0, width: 5, height: 10)) == nil)  // touching
        #expect(box.intersection(Rect(x: 5, y: 0, width: 0, height: 10)) == nil)  // no area
    }

    @Test("offsetBy moves the origin and keeps the size")
    func offset() {
        #expect(rect.offsetBy(dx: -10, dy: 5) == Rect(x: 0, y: 25, width: 30, height: 40))
    }

    @Test("inset(by:) moves each edge inwards by its own inset")
    func insetByInsets() {
        // x = 10 + 2, y = 20 + 1, width = 30 − (2 + 8), height = 40 − (1 + 4).
        let insets = EdgeInsets(top: 1, left: 2, bottom: 4, right: 8)
        #expect(rect.inset(by: insets) == Rect(x: 12, y: 21, width: 20, height: 35))
        #expect(rect.inset(by: .zero) == rect)
        // Negative insets grow the rect.
        #expect(rect.inset(by: EdgeInsets(all: -5)) == Rect(x: 5, y: 15, width: 40, height: 50))
    }

    @Test("insetBy(dx:dy:) insets both sides of each axis")
    func insetByDeltas() {
        #expect(rect.insetBy(dx: 5, dy: -5) == Rect(x: 15, y: 15, width: 20, height: 50))
        // Insetting past the middle leaves a negative, empty size.
        #expect(rect.insetBy(dx: 20, dy: 0).width == -10)
        #expect(rect.insetBy(dx: 20, dy: 0).isEmpty)
    }

    @Test("isEmpty follows the size")
    func emptiness() {
        #expect(Rect.zero.isEmpty)
        #expect(Rect(x: 5, y: 5, width: 0, height: 3).isEmpty)
        #expect(!rect.isEmpty)
    }

    @Test("a rect with no area shares no area with anything")
    func emptyRectsDoNotIntersect() {
        // Rect.intersects is documented as "share some area", but it compares edges only, so a
        // zero-width line inside a box, or a rect of negative size, reports an intersection.
        let box = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(!box.intersects(Rect(x: 5, y: 0, width: 0, height: 10)))
        #expect(!box.intersects(Rect(x: 8, y: 8, width: -4, height: -4)))
    }

    @Test("union: the smallest rectangle holding both, an empty one counted at its position")
    func union() {
        let a = Rect(x: 10, y: 20, width: 30, height: 5), b = Rect(x: -4, y: 22, width: 6, height: 40)
        #expect(a.union(b) == Rect(x: -4, y: 20, width: 44, height: 42))
        #expect(b.union(a) == a.union(b))
        #expect(a.union(Rect(x: 100, y: 0, width: 0, height: 0)) == Rect(x: 10, y: 0, width: 90, height: 25))
    }
}
