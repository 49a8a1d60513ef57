import Testing
import VitrineGeometry
import VitrineTestSupport

@Suite("Transform3D: determinant and inverse")
struct Transform3DInversionTests {
    @Test("determinants of known matrices")
    func determinants() {
        #expect(Transform3D.makeScale(2, 3, 4).determinant == 24)  // product of the diagonal 2·3·4·1
        #expect(Transform3D.identity.determinant == 1)
        #expect(Transform3D.makeTranslation(7, -8, 9).determinant == 1)  // triangular, ones on the diagonal
        #expect(Transform3D.perspective(distance: 500).determinant == 1)  // triangular too
        // Swapping x and y swaps two rows of the identity: −1.
        #expect(matrix([0, 1, 0, 0], [1, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]).determinant == -1)
        // Two equal rows: 0.
        #expect(matrix([1, 2, 3, 4], [1, 2, 3, 4], [5, 6, 7, 9], [2, 7, 1, 8]).determinant == 0)
    }

    @Test("determinant of a dense matrix by cofactor expansion")
    func denseDeterminant() {
        // Along row 1: 2·det[[3,0,0],[1,2,1],[0,1,4]] + 1·det[[1,3,0],[0,1,1],[0,0,4]]
        //            = 2·3·(2·4 − 1·1) + 1·(1·1·4) = 42 + 4 = 46.
        let m = matrix([2, 0, 1, 0], [1, 3, 0, 0], [0, 1, 2, 1], [0, 0, 1, 4])
        #expect(isClose(m.determinant, 46, tolerance: 1e-12))
        // Swapping rows 1 and 2 flips the sign; scaling row 4 by 3 triples it.
        let swapped = matrix([1, 3, 0, 0], [2, 0, 1, 0], [0, 1, 2, 1], [0, 0, 3, 12])
        #expect(isClose(swapped.determinant, -138, tolerance: 1e-12))
    }

    @Test("inverses of known matrices")
    func knownInverses() {
        expectClose(
            Transform3D.makeTranslation(3, -4, 5).inverse() ?? .identity,
            .makeTranslation(-3, 4, -5), tolerance: 1e-12)
        expectClose(
            Transform3D.makeScale(2, 4, -8).inverse() ?? .identity,
            .makeScale(0.5, 0.25, -0.125), tolerance: 1e-12)
        // I − a·e3e4ᵀ has inverse I + a·e3e4ᵀ, since (e3e4ᵀ)² = 0: m34 = +1/500.
        var unperspective = Transform3D.identity
        unperspective.m34 = 0.002
        expectClose(Transform3D.perspective(distance: 500).inverse() ?? .identity, unperspective, tolerance: 1e-12)
        // A shear x += 2y undoes as x −= 2y.
        expectClose(
            matrix([1, 0, 0, 0], [2, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]).inverse() ?? .identity,
            matrix([1, 0, 0, 0], [-2, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]), tolerance: 1e-12)
        // (scale 2, then +10 in x)⁻¹ = −10 in x, then scale 1/2: m41 = −10 · 1/2 = −5.
        let scaleThenMove = Transform3D.concat(.makeScale(2, 2, 2), .makeTranslation(10, 0, 0))
        expectClose(
            scaleThenMove.inverse() ?? .identity,
            matrix([0.5, 0, 0, 0], [0, 0.5, 0, 0], [0, 0, 0.5, 0], [-5, 0, 0, 1]), tolerance: 1e-12)
    }

    @Test("M · M⁻¹ = M⁻¹ · M = I for seeded diagonally dominant matrices")
    func denseInverses() throws {
        var rng = SplitMix64(seed: 0x1D_E471_7E5)
        for index in 0..<256 {
            let m = rng.diagonallyDominantTransform()
            let inverse = try #require(m.inverse(), "case \(index)")
            expectClose(m.concatenating(inverse), .identity, tolerance: 1e-12, "case \(index)")
            expectClose(inverse.concatenating(m), .identity, tolerance: 1e-12, "case \(index)")
            #expect(isClose(m.determinant * inverse.determinant, 1, tolerance: 1e-12), "case \(index)")
        }
    }

    @Test("scale · rotation · translation · perspective inverts, and inverts back")
    func sceneInverses() throws {
        // Translations reach ±100 and scales 1/2, so entries of M and M⁻¹ reach a few hundred and
        // their products round at ~1e-11: 1e-9 still catches any wrong cofactor.
        var rng = SplitMix64(seed: 0x5CE7E)
        for index in 0..<256 {
            let m = rng.sceneTransform()
            let inverse = try #require(m.inverse(), "case \(index)")
            expectClose(m.concatenating(inverse), .identity, tolerance: 1e-9, "case \(index)")
            expectClose(inverse.concatenating(m), .identity, tolerance: 1e-9, "case \(index)")
            expectClose(try #require(inverse.inverse()), m, tolerance: 1e-9, "case \(index)")
        }
    }

    @Test("det(a · b) = det(a) · det(b)")
    func determinantIsMultiplicative() {
        var rng = SplitMix64(seed: 42)
        for index in 0..<200 {
            let (a, b) = (rng.denseTransform(), rng.denseTransform())
            let expected = a.determinant * b.determinant
            #expect(
                isClose(Transform3D.concat(a, b).determinant, expected, tolerance: 1e-10 * max(1, abs(expected))),
                "case \(index)")
        }
    }

    @Test(
        "a zero z scale is singular: no inverse, and inverted() returns the matrix itself",
        arguments: [1.0, 2, 0.5, -3])
    func zeroScaleIsSingular(s: Double) {
        let flat = Transform3D.makeScale(s, s, 0)
        #expect(flat.determinant == 0)
        #expect(flat.inverse() == nil)
        #expect(flat.inverted() == flat)
    }

    @Test("a flattened matrix is singular: its z column is zero")
    func flattenedIsSingular() {
        let tilted = Transform3D.makeRotation(0.6, 1, 2, 3).translated(4, 5, 6)
        #expect(tilted.inverse() != nil)
        #expect(tilted.flattened.determinant == 0)
        #expect(tilted.flattened.inverse() == nil)
    }

    @Test("inverted() of an invertible matrix is its inverse")
    func invertedInvertible() {
        #expect(Transform3D.makeScale(2, 4, 8).inverted() == Transform3D.makeScale(2, 4, 8).inverse())
        expectClose(Transform3D.makeScale(2, 4, 8).inverted(), .makeScale(0.5, 0.25, 0.125), tolerance: 0)
    }

    @Test("a NaN or infinite entry gives no inverse, and inverted() keeps the matrix")
    func notFinite() {
        var poisoned = Transform3D.makeScale(2, 3, 4)
        poisoned.m23 = .nan
        #expect(poisoned.inverse() == nil)
        let kept = poisoned.inverted().entries
        #expect(kept[6].isNaN)
        #expect(
            kept.enumerated().filter { $0.offset != 6 }.map(\.element)
                == [2, 0, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0, 1])  // all but m23
        var infinite = Transform3D.identity
        infinite.m41 = .infinity
        #expect(infinite.inverse() == nil)
    }

    @Test("an inverse too large to represent is nil, not infinite")
    func overflowingInverse() {
        // det = 2⁻¹⁰³² (subnormal) is not zero, but 1/det = 2¹⁰³² exceeds Double.greatestFiniteMagnitude.
        let tiny = Double.leastNormalMagnitude / 1024
        #expect(Transform3D.makeScale(tiny, 1, 1).determinant == tiny)
        #expect(Transform3D.makeScale(tiny, 1, 1).inverse() == nil)
    }
}
