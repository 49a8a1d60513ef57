import Testing
import VitrineGeometry
import VitrineTestSupport

@Suite("Point")
struct PointTests {
    let a = Point(x: 3, y: -4), b = Point(x: 0.5, y: 10)

    @Test("arithmetic works component by component")
    func arithmetic() {
        #expect(a + b == Point(x: 3.5, y: 6))
        #expect(a - b == Point(x: 2.5, y: -14))
        #expect(a * 2.5 == Point(x: 7.5, y: -10))
        #expect(-a == Point(x: -3, y: 4))
        #expect(a + .zero == a)
        #expect(a - a == .zero)
    }

    @Test("distance is Euclidean and symmetric")
    func distance() {
        // (3, −4) to the origin: √(9 + 16) = 5.
        #expect(a.distance(to: .zero) == 5)
        #expect(Point.zero.distance(to: a) == 5)
        // (3, −4) to (0.5, 10): √(2.5² + 14²) = √(6.25 + 196) = √202.25 = 14.221...
        #expect(isClose(a.distance(to: b), 202.25.squareRoot(), tolerance: 1e-12))
        #expect(isClose(a.distance(to: b), 14.221462653327892, tolerance: 1e-12))
        #expect(b.distance(to: b) == 0)
    }
}
