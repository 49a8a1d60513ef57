/// The y of the cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2) at
/// the t where x(t) = `x`, found by 200 halvings of [0, 1] with x(t) in Bernstein form: a
/// reference exact to the last bits of t wherever x′(t) is not tiny, for testing solvers.
public func bisectedBezierValue(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
    func bernstein(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * c1 + 3 * s * t * t * c2 + t * t * t
    }
    var lower = 0.0, upper = 1.0
    for _ in 0..<200 {
        let middle = lower + (upper - lower) / 2
        if bernstein(middle, x1, x2) < x { lower = middle } else { upper = middle }
    }
    return bernstein(lower + (upper - lower) / 2, y1, y2)
}
