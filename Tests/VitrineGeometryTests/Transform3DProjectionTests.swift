import Testing
import VitrineGeometry
import VitrineTestSupport

@Suite("Transform3D: applying, projecting, flattening")
struct Transform3DProjectionTests {
    let perspective = Transform3D.perspective(distance: 500)

    @Test("apply(to:) multiplies a row vector on the left")
    func rowVector() {
        // [1 2 3 1] · M = 1·row1 + 2·row2 + 3·row3 + 1·row4
        //               = (1, 2, 3, 4) + (10, 12, 14, 16) + (27, 30, 33, 36) + (13, 14, 15, 16).
        let m = matrix([1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16])
        #expect(m.apply(to: Vector4(x: 1, y: 2, z: 3, w: 1)) == Vector4(x: 51, y: 58, z: 65, w: 72))
        // A direction (w = 0) ignores the translation row.
        #expect(
            Transform3D.makeTranslation(9, 9, 9).apply(to: Vector4(x: 1, y: 2, z: 3, w: 0))
                == Vector4(x: 1, y: 2, z: 3, w: 0))
    }

    @Test("with m34 = −1/500 a point at z = 100 is scaled by 1.25")
    func nearerLooksLarger() {
        // w = 1 − 100/500 = 0.8, and (40, 20)/0.8 = (50, 25).
        expectClose(perspective.project(Point(x: 40, y: 20), z: 100), 50, 25, tolerance: 1e-12)
        // The same through a translation towards the eye, then the perspective.
        let lifted = Transform3D.makeTranslation(0, 0, 100).concatenating(perspective)
        expectClose(lifted.project(Point(x: 40, y: 20)), 50, 25, tolerance: 1e-12)
    }

    @Test("a point at z = −500 is scaled by 0.5; at z = 0 it stays put")
    func fartherLooksSmaller() {
        // w = 1 + 500/500 = 2.
        expectClose(perspective.project(Point(x: 40, y: 20), z: -500), 20, 10, tolerance: 1e-12)
        expectClose(perspective.project(Point(x: 40, y: 20)), 40, 20, tolerance: 1e-12)
    }

    @Test(
        "at the eye (z = 500, w = 0) and behind it, there is no projection",
        arguments: [500.0, 500.5, 600, 1e9, .infinity])
    func atOrBehindEye(z: Double) {
        #expect(perspective.project(Point(x: 40, y: 20), z: z) == nil)
    }

    @Test("just in front of the eye the point is magnified 500 times")
    func justInFront() {
        // w = 1 − 499/500 = 0.002; (40, 20)/0.002 = (20000, 10000). w carries ~1e-16 of rounding,
        // a relative 5e-14, so x is good to ~1e-9.
        expectClose(perspective.project(Point(x: 40, y: 20), z: 499), 20000, 10000, tolerance: 1e-6)
    }

    @Test("the documented tilt: π/6 about y, then perspective 500")
    func documentedTilt() {
        // (50, 0, 0) about y: (50·cos π/6, 0, −50·sin π/6) = (25√3, 0, −25); w = 1 + 25/500 = 1.05.
        let tilt = Transform3D.perspective(distance: 500).rotated(.pi / 6, 0, 1, 0)
        expectClose(tilt.project(Point(x: 50, y: 0)), 25 * 3.0.squareRoot() / 1.05, 0, tolerance: 1e-12)
    }

    @Test("projected() divides by w only above minimumW")
    func projectedThreshold() {
        #expect(Vector4(x: 3, y: 6, z: 9, w: 1e-6).projected() == nil)
        #expect(Vector4(x: 3, y: 6, z: 9, w: -2).projected() == nil)
        expectClose(Vector4(x: 3, y: 6, z: 9, w: 3e-6).projected(), 1e6, 2e6, tolerance: 1e-6)
        #expect(Vector4(x: 3, y: 6, z: 9, w: 0.5).projected(minimumW: 0.5) == nil)
        #expect(Vector4(x: 3, y: 6, z: 9, w: 0.75).projected(minimumW: 0.5) == Point(x: 4, y: 8))
        #expect(Vector4(Point(x: 7, y: -8)) == Vector4(x: 7, y: -8, z: 0, w: 1))
    }

    @Test("flattened zeroes the z column and leaves the other twelve entries alone")
    func flattenedEntries() {
        let m = matrix([1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16])
        #expect(m.flattened == matrix([1, 2, 0, 4], [5, 6, 0, 8], [9, 10, 0, 12], [13, 14, 0, 16]))
    }

    @Test("flattened keeps x, y and w of every point, and so its projection, and sets z to 0")
    func flattenedPoints() {
        var rng = SplitMix64(seed: 0xF1A7)
        for index in 0..<300 {
            let m = rng.sceneTransform()
            let (x, y, z) = (rng.double(in: -300...300), rng.double(in: -300...300), rng.double(in: -300...300))
            let (full, flat) = (apply(m, x, y, z), apply(m.flattened, x, y, z))
            #expect(flat.x == full.x && flat.y == full.y && flat.w == full.w, "case \(index)")
            #expect(flat.z == 0, "case \(index)")
            #expect(
                m.flattened.project(Point(x: x, y: y), z: z) == m.project(Point(x: x, y: y), z: z),
                "case \(index)")
        }
    }
}
