import Foundation
import Testing
import VitrineGeometry
import VitrineTestSupport

/// With row vectors, row i of a rotation is the image of the basis vector e_i. Rodrigues gives that
/// image for a unit axis k: R(v) = c·v + s·(k × v) + t·(k·v)·k, with c = cos θ, s = sin θ, t = 1 − c.
@Suite("Transform3D: rotation")
struct Transform3DRotationTests {
    let root2 = 2.0.squareRoot(), root3 = 3.0.squareRoot()

    @Test("about z by π/6: e1 → (c, s, 0), e2 → (−s, c, 0)")
    func aboutZ() {
        // k = e3: k × e1 = e2, k × e2 = −e1, k·e1 = k·e2 = 0. c = √3/2, s = 1/2.
        let expected = matrix(
            [root3 / 2, 0.5, 0, 0],
            [-0.5, root3 / 2, 0, 0],
            [0, 0, 1, 0],
            [0, 0, 0, 1])
        expectClose(.makeRotation(.pi / 6, 0, 0, 1), expected, tolerance: 1e-12)
    }

    @Test("about x by π/3: e2 → (0, c, s), e3 → (0, −s, c)")
    func aboutX() {
        // k = e1: k × e2 = e3, k × e3 = −e2. c = 1/2, s = √3/2.
        let expected = matrix(
            [1, 0, 0, 0],
            [0, 0.5, root3 / 2, 0],
            [0, -root3 / 2, 0.5, 0],
            [0, 0, 0, 1])
        expectClose(.makeRotation(.pi / 3, 1, 0, 0), expected, tolerance: 1e-12)
    }

    @Test("about y by π/4: e1 → (c, 0, −s), e3 → (s, 0, c)")
    func aboutY() {
        // k = e2: k × e1 = −e3, k × e3 = e1. c = s = √2/2.
        let expected = matrix(
            [root2 / 2, 0, -root2 / 2, 0],
            [0, 1, 0, 0],
            [root2 / 2, 0, root2 / 2, 0],
            [0, 0, 0, 1])
        expectClose(.makeRotation(.pi / 4, 0, 1, 0), expected, tolerance: 1e-12)
    }

    @Test("about the oblique axis (2, 4, 4) by π/3")
    func aboutObliqueAxis() {
        // |(2, 4, 4)| = 6, so k = (1/3, 2/3, 2/3); c = 1/2, s = √3/2, t = 1/2.
        // e1: c·e1 = (1/2, 0, 0); s·(k × e1) = s·(0, 2/3, −2/3) = (0, √3/3, −√3/3);
        //     t·(1/3)·k = (1/18, 1/9, 1/9)            → (5/9, 1/9 + √3/3, 1/9 − √3/3)
        // e2: c·e2 = (0, 1/2, 0); s·(k × e2) = s·(−2/3, 0, 1/3) = (−√3/3, 0, √3/6);
        //     t·(2/3)·k = (1/9, 2/9, 2/9)             → (1/9 − √3/3, 13/18, 2/9 + √3/6)
        // e3: c·e3 = (0, 0, 1/2); s·(k × e3) = s·(2/3, −1/3, 0) = (√3/3, −√3/6, 0);
        //     t·(2/3)·k = (1/9, 2/9, 2/9)             → (1/9 + √3/3, 2/9 − √3/6, 13/18)
        let expected = matrix(
            [5.0 / 9, 1.0 / 9 + root3 / 3, 1.0 / 9 - root3 / 3, 0],
            [1.0 / 9 - root3 / 3, 13.0 / 18, 2.0 / 9 + root3 / 6, 0],
            [1.0 / 9 + root3 / 3, 2.0 / 9 - root3 / 6, 13.0 / 18, 0],
            [0, 0, 0, 1])
        expectClose(.makeRotation(.pi / 3, 2, 4, 4), expected, tolerance: 1e-12)
        // The axis itself does not move: (1, 2, 2)·M = (1, 2, 2).
        expectClose(apply(.makeRotation(.pi / 3, 2, 4, 4), 1, 2, 2), 1, 2, 2, 1, tolerance: 1e-12)
    }

    @Test("the axis length does not matter, only its direction")
    func axisNormalized() {
        let unit = Transform3D.makeRotation(1.1, 1.0 / 3, 2.0 / 3, 2.0 / 3)
        expectClose(.makeRotation(1.1, 1, 2, 2), unit, tolerance: 1e-12)
        expectClose(.makeRotation(1.1, 1e-3, 2e-3, 2e-3), unit, tolerance: 1e-12)
        expectClose(.makeRotation(1.1, 300, 600, 600), unit, tolerance: 1e-12)
        // Reversing the axis reverses the turn.
        expectClose(.makeRotation(1.1, 0, 0, -1), .makeRotation(-1.1, 0, 0, 1), tolerance: 1e-12)
    }

    @Test(
        "an axis of zero or non-finite length gives exactly the identity",
        arguments: [(0.0, 0.0, 0.0), (.nan, 0, 1), (.infinity, 0, 0), (0, -.infinity, 1)])
    func degenerateAxis(x: Double, y: Double, z: Double) {
        #expect(Transform3D.makeRotation(0.8, x, y, z) == .identity)
    }

    @Test("π/2 about z turns (1, 0, 0) to (0, 1, 0): clockwise on a y-down screen")
    func quarterTurnAboutZ() {
        // Row 1 is (cos π/2, sin π/2, 0) = (0, 1, 0): right → down, clockwise when y points down.
        expectClose(apply(.makeRotation(.pi / 2, 0, 0, 1), 1, 0, 0), 0, 1, 0, 1, tolerance: 1e-12)
        expectClose(apply(.makeRotation(.pi / 2, 0, 0, 1), 0, 1, 0), -1, 0, 0, 1, tolerance: 1e-12)
    }

    @Test("π/2 about y sends (1, 0, 0) to (0, 0, −1); about x sends (0, 1, 0) to (0, 0, 1)")
    func quarterTurnsAboutXAndY() {
        // About y: row 1 = (t·0 + c, 0·s, t·x·z − y·s) = (0, 0, −1) with c = 0, s = 1, x = z = 0, y = 1.
        expectClose(apply(.makeRotation(.pi / 2, 0, 1, 0), 1, 0, 0), 0, 0, -1, 1, tolerance: 1e-12)
        expectClose(apply(.makeRotation(.pi / 2, 0, 1, 0), 0, 0, 1), 1, 0, 0, 1, tolerance: 1e-12)
        // About x: row 2 = (0, c, t·y·z + x·s) = (0, 0, 1).
        expectClose(apply(.makeRotation(.pi / 2, 1, 0, 0), 0, 1, 0), 0, 0, 1, 1, tolerance: 1e-12)
    }

    @Test("rotations are orthonormal with determinant 1, and angles about one axis add")
    func rotationGroup() {
        var rng = SplitMix64(seed: 0x0707)
        for _ in 0..<100 {
            let (a, b) = (rng.double(in: -4...4), rng.double(in: -4...4))
            let (x, y, z) = (rng.double(in: -1...1), rng.double(in: -1...1), rng.double(in: -1...1))
            let r = Transform3D.makeRotation(a, x, y, z)
            #expect(isClose(r.determinant, 1, tolerance: 1e-12))
            // M · Mᵀ = I, and the transpose is the turn the other way.
            expectClose(r.concatenating(transposed(r)), .identity, tolerance: 1e-12)
            expectClose(transposed(r), .makeRotation(-a, x, y, z), tolerance: 1e-12)
            expectClose(r.concatenating(.makeRotation(b, x, y, z)), .makeRotation(a + b, x, y, z), tolerance: 1e-12)
        }
    }
}
