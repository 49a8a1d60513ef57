import VitrineGeometry
import VitrineMotion

/// A cubic Bézier timing function like Core Animation's `CAMediaTimingFunction`, that can be
/// evaluated: the seed's `PVTimingFunction`.
///
/// The curve runs from (0, 0) through ``controlPoint1`` and ``controlPoint2`` to (1, 1) and is
/// read as y = f(x): x is the action's progress, y its eased progress.
///
/// ```swift
/// PVTimingFunction(name: .easeInOut).evaluate(0.5)   // 0.5
/// let snappy = PVTimingFunction(controlPoint1: Point(x: 0.3, y: 0),
///                               controlPoint2: Point(x: 0.2, y: 1))
/// ```
///
/// Fixed from the seed:
/// - The seed solved x(t) = x only to 1/200 = 0.005 in x (WebKit's legacy `solveEpsilon` for a
///   one-second animation), so a steep curve was off by 0.005 times its slope. It is solved here by
///   VitrineMotion's `CubicBezier` (11 spline samples, then Newton steps kept inside a bracket)
///   to 10⁻¹⁰ in the curve parameter, so y is within 10⁻⁶ of the exact curve everywhere,
///   at steep points too.
/// - Outside [0, 1] the seed clamped, or extrapolated when Newton happened to converge there. Here
///   the curve continues as straight lines with its end slopes, so an action overshooting at an
///   open end while the scroll bounces moves smoothly.
public struct PVTimingFunction: PVTimingFunctionType, Hashable, Sendable {
    /// The curve that is evaluated.
    public let curve: CubicBezier

    /// The first control point, P1; its x is in [0, 1].
    public var controlPoint1: Point {
        Point(x: curve.x1, y: curve.y1)
    }

    /// The second control point, P2; its x is in [0, 1].
    public var controlPoint2: Point {
        Point(x: curve.x2, y: curve.y2)
    }

    /// The curve through `controlPoint1` and `controlPoint2`.
    ///
    /// Their x coordinates are clamped to [0, 1] (the seed left them unchecked, which lets the curve
    /// fold back on itself); a non-finite coordinate gives the linear curve's value for it.
    public init(controlPoint1: Point, controlPoint2: Point) {
        self.init(
            CubicBezier(
                x1: controlPoint1.x, y1: controlPoint1.y,
                x2: controlPoint2.x, y2: controlPoint2.y))
    }

    /// The named curve, with the seed's control points.
    public init(name: PVTimingFunctionName) {
        let points = name.controlPoints()
        self.init(controlPoint1: points.p1, controlPoint2: points.p2)
    }

    /// The timing function of an existing curve, such as `CubicBezier/easeInEaseOut`.
    public init(_ curve: CubicBezier) {
        self.curve = curve
    }

    /// The eased progress at `input`: exactly 0 at 0 and 1 at 1, the curve's y for that x in
    /// between (within 10⁻⁶ of the exact curve), straight lines with the end slopes outside [0, 1], and 0 for NaN.
    public func evaluate(_ input: Double) -> Double {
        curve.value(at: input)
    }
}
