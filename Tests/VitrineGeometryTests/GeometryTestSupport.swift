import Testing
import VitrineGeometry
import VitrineTestSupport

/// A transform written as four rows, so hand-derived matrices read as they are printed on paper.
func matrix(_ r1: [Double], _ r2: [Double], _ r3: [Double], _ r4: [Double]) -> Transform3D {
    Transform3D(
        m11: r1[0], m12: r1[1], m13: r1[2], m14: r1[3],
        m21: r2[0], m22: r2[1], m23: r2[2], m24: r2[3],
        m31: r3[0], m32: r3[1], m33: r3[2], m34: r3[3],
        m41: r4[0], m42: r4[1], m43: r4[2], m44: r4[3])
}

/// `t` with rows and columns swapped.
func transposed(_ t: Transform3D) -> Transform3D {
    matrix(
        [t.m11, t.m21, t.m31, t.m41], [t.m12, t.m22, t.m32, t.m42],
        [t.m13, t.m23, t.m33, t.m43], [t.m14, t.m24, t.m34, t.m44])
}

/// The name of entry `index` of ``Transform3D/entries``: 0 → "m11", 15 → "m44".
func entryName(_ index: Int) -> String {
    "m\(index / 4 + 1)\(index % 4 + 1)"
}

/// Expects all sixteen entries of `actual` within `tolerance` of `expected`, naming each one that
/// is not.
func expectClose(
    _ actual: Transform3D, _ expected: Transform3D, tolerance: Double,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    for (index, (a, e)) in zip(actual.entries, expected.entries).enumerated() where !isClose(a, e, tolerance: tolerance) {
        Issue.record(
            "\(entryName(index)) is \(a), expected \(e) ± \(tolerance). \(comment?.rawValue ?? "")",
            sourceLocation: sourceLocation)
    }
}

/// Expects `actual` within `tolerance` of `(x, y)` on both axes.
func expectClose(
    _ actual: Point?, _ x: Double, _ y: Double, tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("got nil, expected (\(x), \(y))", sourceLocation: sourceLocation)
        return
    }
    #expect(isClose(actual.x, x, tolerance: tolerance), "x is \(actual.x), expected \(x)", sourceLocation: sourceLocation)
    #expect(isClose(actual.y, y, tolerance: tolerance), "y is \(actual.y), expected \(y)", sourceLocation: sourceLocation)
}

/// Expects `actual` within `tolerance` of `(x, y, z, w)` component by component.
func expectClose(
    _ actual: Vector4, _ x: Double, _ y: Double, _ z: Double, _ w: Double, tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let pairs = [("x", actual.x, x), ("y", actual.y, y), ("z", actual.z, z), ("w", actual.w, w)]
    for (name, a, e) in pairs where !isClose(a, e, tolerance: tolerance) {
        Issue.record("\(name) is \(a), expected \(e) ± \(tolerance)", sourceLocation: sourceLocation)
    }
}

/// The point `(x, y, z)` with weight 1, sent through `transform` as a row vector.
func apply(_ transform: Transform3D, _ x: Double, _ y: Double, _ z: Double) -> Vector4 {
    transform.apply(to: Vector4(x: x, y: y, z: z, w: 1))
}

extension SplitMix64 {
    /// A dense matrix whose sixteen entries are uniform in `range`.
    mutating func denseTransform(in range: ClosedRange<Double> = -2...2) -> Transform3D {
        let e = (0..<16).map { _ in double(in: range) }
        return matrix(Array(e[0..<4]), Array(e[4..<8]), Array(e[8..<12]), Array(e[12..<16]))
    }

    /// A dense matrix with entries in -1...1 plus 5 on the diagonal: every diagonal entry (≥ 4)
    /// exceeds the sum of the other three in its row (≤ 3), so the matrix is strictly diagonally
    /// dominant, hence invertible and well conditioned.
    mutating func diagonallyDominantTransform() -> Transform3D {
        var t = denseTransform(in: -1...1)
        t.m11 += 5
        t.m22 += 5
        t.m33 += 5
        t.m44 += 5
        return t
    }

    /// What a scene builds: a scale (either sign, 0.5...2 in size), a rotation about a random axis,
    /// a translation within ±100 and a perspective with an eye 200...1000 points away.
    mutating func sceneTransform() -> Transform3D {
        func factor(_ rng: inout SplitMix64) -> Double {
            let size = rng.double(in: 0.5...2)
            return rng.unit() < 0.5 ? -size : size
        }
        let scale = Transform3D.makeScale(factor(&self), factor(&self), factor(&self))
        let rotation = Transform3D.makeRotation(
            double(in: -4...4), double(in: -1...1),
            double(in: -1...1), double(in: -1...1))
        let translation = Transform3D.makeTranslation(
            double(in: -100...100), double(in: -100...100),
            double(in: -100...100))
        let perspective = Transform3D.perspective(distance: double(in: 200...1000))
        return scale.concatenating(rotation).concatenating(translation).concatenating(perspective)
    }
}
