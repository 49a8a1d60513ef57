import Testing
import VitrineGeometry
import VitrineShowcase
import VitrineTestSupport

/// A transform from its rows, as written by hand in the tests: `rows[i][j]` is m(i+1)(j+1).
func matrix(_ rows: [[Double]]) -> Transform3D {
    Transform3D(
        m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: rows[0][3],
        m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: rows[1][3],
        m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: rows[2][3],
        m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: rows[3][3])
}

/// Expects every entry of `actual` within `tolerance` of `expected`, naming the entries that
/// are not.
func expectClose(
    _ actual: Transform3D, _ expected: Transform3D, tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let names = (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }
    let wrong = zip(names, zip(actual.entries, expected.entries))
        .filter { !isClose($0.1.0, $0.1.1, tolerance: tolerance) }
        .map { "\($0.0): \($0.1.0) ≠ \($0.1.1)" }
    #expect(wrong.isEmpty, "\(wrong.joined(separator: ", "))", sourceLocation: sourceLocation)
}

/// The perspective of the 3-D family, m34 = −1/500.
let p = -1.0 / 500

/// A context for the 3-D family tests: 192 × 92 items 8 apart (period 200 horizontally, 100
/// vertically) in a 1000 × 600 viewport, 20 items.
func familyContext(_ direction: LayoutDirection = .horizontal, offset: Double, itemCount: Int = 20) -> LayoutContext {
    LayoutContext(
        itemSize: Size(width: 192, height: 92), lineSpacing: 8,
        viewportSize: Size(width: 1000, height: 600), direction: direction,
        itemCount: itemCount, offset: offset)
}
