import Testing
import VitrineGeometry
import VitrineTestSupport

@Suite("Transform3D: concatenation")
struct Transform3DConcatenationTests {
    let translate = Transform3D.makeTranslation(10, 0, 0)
    let scale = Transform3D.makeScale(2, 2, 2)

    @Test("concat(a, b) applies a, then b")
    func order() {
        // (1, 0, 0) → +10 → (11, 0, 0) → ×2 → (22, 0, 0).
        let translateThenScale = Transform3D.concat(translate, scale)
        expectClose(apply(translateThenScale, 1, 0, 0), 22, 0, 0, 1, tolerance: 1e-12)
        expectClose(
            translateThenScale, matrix([2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 2, 0], [20, 0, 0, 1]),
            tolerance: 1e-12)
        // (1, 0, 0) → ×2 → (2, 0, 0) → +10 → (12, 0, 0).
        let scaleThenTranslate = Transform3D.concat(scale, translate)
        expectClose(apply(scaleThenTranslate, 1, 0, 0), 12, 0, 0, 1, tolerance: 1e-12)
        expectClose(
            scaleThenTranslate, matrix([2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 2, 0], [10, 0, 0, 1]),
            tolerance: 1e-12)
        #expect(translate.concatenating(scale) == Transform3D.concat(translate, scale))
    }

    @Test("concat is the row-by-column product a · b")
    func productByHand() {
        // Row 1 of a · b = 1·(row 1 of b) + 2·(row 2) + 3·(row 3) + 4·(row 4)
        //                = (1, 0, 0, 0) + (0, 2, 0, 0) + (0, 0, 3, 0) + (40, 80, 120, 4).
        let a = matrix([1, 2, 3, 4], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1])
        let b = Transform3D.makeTranslation(10, 20, 30)
        let expected = matrix([41, 82, 123, 4], [0, 1, 0, 0], [0, 0, 1, 0], [10, 20, 30, 1])
        expectClose(.concat(a, b), expected, tolerance: 1e-12)
    }

    @Test("concat matches Σₖ a[i][k]·b[k][j] on seeded random matrices")
    func productDefinition() {
        var rng = SplitMix64(seed: 0xC0CA7)
        for _ in 0..<200 {
            let (a, b) = (rng.denseTransform(), rng.denseTransform())
            let (x, y) = (a.entries, b.entries)
            let rows = (0..<4).map { i in
                (0..<4).map { j in (0..<4).reduce(0.0) { $0 + x[4 * i + $1] * y[4 * $1 + j] } }
            }
            expectClose(.concat(a, b), matrix(rows[0], rows[1], rows[2], rows[3]), tolerance: 1e-12)
        }
    }

    @Test("translated, scaled and rotated apply the new operation first")
    func prependedOperations() {
        // CATransform3DTranslate(S, 10, 0, 0) = T · S: (1, 0, 0) → (11, 0, 0) → (22, 0, 0).
        expectClose(apply(scale.translated(10, 0, 0), 1, 0, 0), 22, 0, 0, 1, tolerance: 1e-12)
        #expect(scale.translated(10, 0, 0) == Transform3D.concat(translate, scale))
        // CATransform3DScale(T, 2, 2, 2) = S · T: (1, 0, 0) → (2, 0, 0) → (12, 0, 0).
        expectClose(apply(translate.scaled(2, 2, 2), 1, 0, 0), 12, 0, 0, 1, tolerance: 1e-12)
        #expect(translate.scaled(2, 2, 2) == Transform3D.concat(scale, translate))
        // CATransform3DRotate(T, π/2, 0, 0, 1) = R · T: (1, 0, 0) → (0, 1, 0) → (10, 1, 0).
        let turnThenMove = translate.rotated(.pi / 2, 0, 0, 1)
        expectClose(apply(turnThenMove, 1, 0, 0), 10, 1, 0, 1, tolerance: 1e-12)
        expectClose(
            turnThenMove, matrix([0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [10, 0, 0, 1]),
            tolerance: 1e-12)
        // In the other order, T then R sends (1, 0, 0) → (11, 0, 0) → (0, 11, 0).
        let moveThenTurn = Transform3D.concat(translate, .makeRotation(.pi / 2, 0, 0, 1))
        expectClose(apply(moveThenTurn, 1, 0, 0), 0, 11, 0, 1, tolerance: 1e-12)
    }

    @Test("a chain built left to right applies right to left, as in Core Animation")
    func chain() {
        // scaled(3, …) runs first, then translated(5, …): (1, 1, 0) → (3, 3, 0) → (8, 3, 0).
        let t = Transform3D.identity.translated(5, 0, 0).scaled(3, 3, 3)
        expectClose(apply(t, 1, 1, 0), 8, 3, 0, 1, tolerance: 1e-12)
        #expect(Transform3D.identity.translated(1, 2, 3) == .makeTranslation(1, 2, 3))
        #expect(Transform3D.identity.scaled(1, 2, 3) == .makeScale(1, 2, 3))
        #expect(Transform3D.identity.rotated(0.4, 1, 2, 3) == .makeRotation(0.4, 1, 2, 3))
    }

    @Test("rotating about a zero axis leaves the transform exactly as it is")
    func rotatedAboutZeroAxis() {
        let t = matrix([1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16])
        #expect(t.rotated(1.2, 0, 0, 0) == t)
    }

    @Test("identity is neutral on both sides, exactly")
    func identityNeutral() {
        var rng = SplitMix64(seed: 1)
        for _ in 0..<200 {
            let t = rng.denseTransform(in: -1000...1000)
            #expect(Transform3D.concat(.identity, t) == t)
            #expect(Transform3D.concat(t, .identity) == t)
        }
    }

    @Test("concat is associative on seeded random matrices")
    func associative() {
        // Entries in ±2: entries of (a·b)·c stay under 4·(4·2·2)·2 = 128, and the rounding of
        // either grouping stays under ~3e-13, so 1e-12 separates rounding from a wrong product.
        var rng = SplitMix64(seed: 0xA55_0C1A7E)
        for index in 0..<500 {
            let (a, b, c) = (rng.denseTransform(), rng.denseTransform(), rng.denseTransform())
            expectClose(
                .concat(.concat(a, b), c), .concat(a, .concat(b, c)), tolerance: 1e-12,
                "case \(index)")
        }
    }

    // Followed by a transform that only scales and moves, the product takes the short way; it
    // equals the full row-by-column product on 2,000 seeded dense matrices and scale-and-move
    // transforms, entry for entry.
    @Test("concatenating a scale and translation equals the full product")
    func scaleAndTranslationShortcut() {
        var random = SplitMix64(seed: 41)
        for _ in 0..<2000 {
            let a = Transform3D(
                m11: random.double(in: -3...3), m12: random.double(in: -3...3), m13: random.double(in: -3...3),
                m14: random.double(in: -0.01...0.01), m21: random.double(in: -3...3), m22: random.double(in: -3...3),
                m23: random.double(in: -3...3), m24: random.double(in: -0.01...0.01), m31: random.double(in: -3...3),
                m32: random.double(in: -3...3), m33: random.double(in: -3...3), m34: random.double(in: -0.01...0.01),
                m41: random.double(in: -900...900), m42: random.double(in: -900...900), m43: random.double(in: -9...9),
                m44: random.double(in: 0.5...2))
            let b = Transform3D.makeScale(random.double(in: -4...4), random.double(in: -4...4), random.double(in: -4...4))
                .concatenating(
                    .makeTranslation(random.double(in: -900...900), random.double(in: -900...900), random.double(in: -9...9)))
            #expect(b.isScaleAndTranslation)
            #expect(a.concatenating(b) == Transform3D.concat(a, b))
        }
        #expect(Transform3D.identity.isScaleAndTranslation)
        #expect(!Transform3D.makeRotation(0.1, 0, 0, 1).isScaleAndTranslation)
        #expect(!Transform3D.perspective(distance: 500).isScaleAndTranslation)
        var shear = Transform3D.identity
        shear.m21 = 0.5
        #expect(!shear.isScaleAndTranslation)
    }
}
