import VitrineGeometry

/// A timing curve evaluated independently of VitrineMotion's solver: the Bernstein form
/// x(t) = 3(1−t)²t·x1 + 3(1−t)t²·x2 + t³ (and the same for y), inverted by plain bisection.
struct ReferenceBezier {
    /// The first control point.
    let p1: Point
    /// The second control point.
    let p2: Point

    /// One coordinate of the curve at parameter `t`, from that coordinate of P1 and P2.
    static func bernstein(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * c1 + 3 * s * t * t * c2 + t * t * t
    }

    /// x(t).
    func x(_ t: Double) -> Double {
        Self.bernstein(t, p1.x, p2.x)
    }

    /// y(t).
    func y(_ t: Double) -> Double {
        Self.bernstein(t, p1.y, p2.y)
    }

    /// The t in [0, 1] with x(t) = `x`, by bisection until the bracket is 10⁻¹² wide (x(t) never
    /// decreases when both control x are in [0, 1]).
    func parameter(for x: Double) -> Double {
        var lower = 0.0
        var upper = 1.0
        while upper - lower > 1e-12 {
            let middle = (lower + upper) / 2
            if self.x(middle) < x { lower = middle } else { upper = middle }
        }
        return (lower + upper) / 2
    }

    /// y at the t where x(t) = `x`, to 10⁻¹² in t.
    func value(at x: Double) -> Double {
        y(parameter(for: x))
    }

    /// The smallest and largest y(t) over the t whose x(t) is within `window` of `x`: what a
    /// solver accurate to `window` in x may return (scanned at 257 points, plus 10⁻¹² of slack).
    func valueRange(at x: Double, window: Double) -> ClosedRange<Double> {
        let start = parameter(for: x - window)
        let end = parameter(for: x + window)
        var lowest = Double.infinity
        var highest = -Double.infinity
        for step in 0...256 {
            let value = y(start + (end - start) * Double(step) / 256)
            lowest = min(lowest, value)
            highest = max(highest, value)
        }
        return (lowest - 1e-12)...(highest + 1e-12)
    }
}

/// The seed's solver, for contrast: WebKit's legacy UnitBezier with ε = 1/200, that is up to 8
/// Newton steps from t = x, then bisection on [0, 1], each stopping once |x(t) − x| < 0.005.
func seedSolverValue(_ curve: ReferenceBezier, at x: Double) -> Double {
    let epsilon = 1.0 / 200
    var t = x
    for _ in 0..<8 {
        let error = curve.x(t) - x
        if abs(error) < epsilon { return curve.y(t) }
        let s = 1 - t
        let slope = 3 * s * s * curve.p1.x + 6 * s * t * (curve.p2.x - curve.p1.x) + 3 * t * t * (1 - curve.p2.x)
        if abs(slope) < 1e-6 { break }
        t -= error / slope
    }
    var lower = 0.0
    var upper = 1.0
    t = x
    while lower < upper {
        let sample = curve.x(t)
        if abs(sample - x) < epsilon { break }
        if x > sample { lower = t } else { upper = t }
        t = (upper - lower) / 2 + lower
    }
    return curve.y(t)
}
