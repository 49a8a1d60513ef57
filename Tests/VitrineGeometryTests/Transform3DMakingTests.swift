import Testing
import VitrineGeometry

@Suite("Transform3D: translation, scale, perspective")
struct Transform3DMakingTests {
    @Test("identity has ones on the diagonal and zeros elsewhere")
    func identity() {
        #expect(Transform3D.identity.entries == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(Transform3D.identity.isIdentity)
        #expect(!Transform3D.makeTranslation(0, 0, 1e-300).isIdentity)
    }

    @Test("makeTranslation puts (tx, ty, tz) in the fourth row")
    func translation() {
        // [x y z 1] · M = [x + tx, y + ty, z + tz, 1]: the last row carries the offset.
        let expected = matrix(
            [1, 0, 0, 0],
            [0, 1, 0, 0],
            [0, 0, 1, 0],
            [3, -4, 5.5, 1])
        expectClose(.makeTranslation(3, -4, 5.5), expected, tolerance: 1e-12)
        expectClose(apply(.makeTranslation(3, -4, 5.5), 1, 2, 3), 4, -2, 8.5, 1, tolerance: 1e-12)
    }

    @Test("makeScale puts (sx, sy, sz) on the diagonal")
    func scale() {
        // [x y z 1] · M = [sx·x, sy·y, sz·z, 1].
        let expected = matrix(
            [2, 0, 0, 0],
            [0, -3, 0, 0],
            [0, 0, 0.25, 0],
            [0, 0, 0, 1])
        expectClose(.makeScale(2, -3, 0.25), expected, tolerance: 1e-12)
        expectClose(apply(.makeScale(2, -3, 0.25), 1, 2, 8), 2, -6, 2, 1, tolerance: 1e-12)
    }

    @Test("perspective(distance:) sets m34 to -1/d and nothing else")
    func perspective() {
        var expected = Transform3D.identity
        expected.m34 = -0.002  // -1/500
        expectClose(.perspective(distance: 500), expected, tolerance: 1e-12)
        // w = z·m34 + 1 = 1 - z/d: 0.8 at z = 100, 0 at the eye, 2 at z = -d.
        expectClose(apply(.perspective(distance: 500), 40, 20, 100), 40, 20, 100, 0.8, tolerance: 1e-12)
        expectClose(apply(.perspective(distance: 500), 40, 20, -500), 40, 20, -500, 2, tolerance: 1e-12)
    }

    @Test(
        "a distance that is zero, negative or not finite gives the identity",
        arguments: [0, -500, Double.infinity, -Double.infinity, Double.nan])
    func perspectiveWithoutEye(distance: Double) {
        #expect(Transform3D.perspective(distance: distance) == .identity)
    }

    @Test("isAffine holds for 2-D maps and fails for depth or perspective")
    func affine() {
        #expect(Transform3D.makeTranslation(5, 6, 0).isAffine)
        #expect(Transform3D.makeScale(2, 3, 4).isAffine)  // m33 never touches a point with z = 0
        #expect(Transform3D.makeRotation(0.7, 0, 0, 1).isAffine)
        #expect(!Transform3D.makeTranslation(0, 0, 1).isAffine)  // m43 lifts the plane
        #expect(!Transform3D.makeRotation(0.7, 0, 1, 0).isAffine)  // m13 = -sin 0.7
        #expect(!Transform3D.perspective(distance: 500).isAffine)  // m34
        var weighted = Transform3D.identity
        weighted.m44 = 2
        #expect(!weighted.isAffine)
    }

    @Test("entries lists the sixteen values row by row")
    func entriesOrder() {
        let t = matrix([1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16])
        #expect(t.entries == (1...16).map(Double.init))
        #expect(t.m23 == 7 && t.m32 == 10 && t.m41 == 13 && t.m14 == 4)
    }
}
