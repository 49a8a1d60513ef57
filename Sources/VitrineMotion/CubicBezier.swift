/// A timing curve: the cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2), read as y = f(x), as in CSS `cubic-bezier()` and Core Animation's
/// `CAMediaTimingFunction`.
///
/// The x coordinates of the control points are clamped to [0, 1], so x(t) increases over
/// t ∈ [0, 1] and the curve is a function of x; y may leave [0, 1] (curves that overshoot).
/// Outside x ∈ [0, 1] the curve continues as straight lines with its end slopes.
///
/// ```swift
/// CubicBezier.easeInEaseOut.value(at: 0.5)        // 0.5
/// CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1).value(at: 0.6575)   // 0.5 (ease-in at t = ½)
/// ```
public struct CubicBezier: Hashable, Sendable {
    /// The first control point's x, in [0, 1].
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x, in [0, 1].
    public let x2: Double
    /// The second control point's y.
    public let y2: Double

    // Power-basis coefficients: x(t) = ((ax·t + bx)·t + cx)·t, and the same for y.
    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double
    /// The inflection point of x(t), tᵢ = −bx / (3·ax), where x′(t) is at its extreme: its
    /// smallest when ax > 0, and 0 there for a vertical tangent inside (∞ when x(t) has no
    /// inflection, ax = 0), with x(tᵢ) and x′(tᵢ) (0 without one): what the solver writes x(t)
    /// around nearby.
    let inflection: Double, xAtInflection: Double, slopeAtInflection: Double

    /// The curve with control points (x1, y1) and (x2, y2).
    ///
    /// x1 and x2 are clamped to [0, 1]; a non-finite coordinate is replaced by the linear curve's
    /// (x1 = y1 = 0, x2 = y2 = 1).
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = min(max(x1.finite(or: 0), 0), 1)
        self.y1 = y1.finite(or: 0)
        self.x2 = min(max(x2.finite(or: 1), 0), 1)
        self.y2 = y2.finite(or: 1)
        cx = 3 * self.x1
        bx = 3 * (self.x2 - self.x1) - cx
        ax = 1 - cx - bx
        cy = 3 * self.y1
        by = 3 * (self.y2 - self.y1) - cy
        ay = 1 - cy - by
        // Without an inflection (never NaN, so that equal curves compare equal), 0 for both.
        let inflection = ax != 0 ? -bx / (3 * ax) : .infinity
        self.inflection = inflection
        xAtInflection = inflection.isFinite ? ((ax * inflection + bx) * inflection + cx) * inflection : 0
        slopeAtInflection = inflection.isFinite ? (3 * ax * inflection + 2 * bx) * inflection + cx : 0
    }

    /// y as a function of progress `x`: 0 at 0, 1 at 1, straight lines with the end slopes outside.
    ///
    /// Inside (0, 1), x(t) = x is solved for the curve parameter t to 10⁻¹⁰ (11 samples for a
    /// first guess, then Newton's method kept inside a bracket, bisecting where its step is
    /// unsafe), and y(t) returned: within 10⁻⁶ of the curve's exact y for that x everywhere,
    /// steep points and vertical tangents included (and exact for curves on the diagonal, such
    /// as ``linear``). NaN gives 0; ±∞ gives ±∞ unless that end's slope is 0.
    public func value(at x: Double) -> Double {
        if x.isNaN || x == 0 { return 0 }
        if x < 0 { return startSlope == 0 ? 0 : startSlope * x }
        if x == 1 { return 1 }
        if x > 1 { return endSlope == 0 ? 1 : 1 + endSlope * (x - 1) }
        // Control points on the diagonal make y(t) ≡ x(t): the identity, exactly.
        if x1 == y1, x2 == y2 { return x }
        return sampleY(parameter(for: x))
    }

    /// The slope dy/dx at progress `x`.
    ///
    /// At and beyond the ends it is the end slope (``startSlope``, ``endSlope``). Where the curve
    /// has a vertical tangent inside (0, 1) (x′(t) = 0, possible only when x1 > x2) the slope is
    /// infinite; the slope of the chord from x − 10⁻⁴ to x + 10⁻⁴ is returned instead, and the
    /// result stays finite. NaN gives 0.
    public func derivative(at x: Double) -> Double {
        if x.isNaN { return 0 }
        if x <= 0 { return startSlope }
        if x >= 1 { return endSlope }
        let t = parameter(for: x)
        let dx = sampleDerivativeX(t)
        if abs(dx) > 1e-12 { return sampleDerivativeY(t) / dx }
        let h = 1e-4
        return (value(at: x + h) - value(at: x - h)) / (2 * h)
    }

    /// The slope of the curve as it leaves (0, 0), used to continue it for x < 0.
    ///
    /// The tangent at t = 0 points along the first nonzero of P1, P2 − 0, P3 − 0 (Pᵢ the control
    /// points): y1/x1 when x1 > 0; when P1 = (0, 0), y2/x2 (and 1 if P2 is at the origin too). A
    /// vertical tangent (x = 0 with y ≠ 0) has no finite slope, and the continuation is flat.
    public var startSlope: Double {
        if x1 > 0 { return y1 / x1 }
        if y1 != 0 { return 0 }
        if x2 > 0 { return y2 / x2 }
        return y2 == 0 ? 1 : 0
    }

    /// The slope of the curve as it arrives at (1, 1), used to continue it for x > 1.
    ///
    /// Mirrors ``startSlope``: (y2 − 1)/(x2 − 1) when x2 < 1; when P2 = (1, 1), (y1 − 1)/(x1 − 1)
    /// (and 1 if P1 is at (1, 1) too); 0 for a vertical tangent.
    public var endSlope: Double {
        if x2 < 1 { return (y2 - 1) / (x2 - 1) }
        if y2 != 1 { return 0 }
        if x1 < 1 { return (y1 - 1) / (x1 - 1) }
        return y1 == 1 ? 1 : 0
    }

    /// x(t) = ((ax·t + bx)·t + cx)·t.
    func sampleX(_ t: Double) -> Double {
        ((ax * t + bx) * t + cx) * t
    }

    /// y(t) = ((ay·t + by)·t + cy)·t.
    func sampleY(_ t: Double) -> Double {
        ((ay * t + by) * t + cy) * t
    }

    /// x′(t) = (3·ax·t + 2·bx)·t + cx.
    func sampleDerivativeX(_ t: Double) -> Double {
        (3 * ax * t + 2 * bx) * t + cx
    }

    /// y′(t) = (3·ay·t + 2·by)·t + cy.
    func sampleDerivativeY(_ t: Double) -> Double {
        (3 * ay * t + 2 * by) * t + cy
    }
}
