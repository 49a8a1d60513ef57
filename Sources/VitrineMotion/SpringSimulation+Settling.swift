import Foundation

extension SpringSimulation {
    /// The earliest T ≥ 0 such that |f(t)| ≤ `tolerance` for every t ≥ T, where
    /// f(t) = (constant + slope·t)·e^(−decay·t).
    ///
    /// Both x(t) − target and v(t) have this form. f′(t) = (slope − decay·(constant + slope·t))·e^(−decay·t)
    /// vanishes only at tₑ = 1/decay − constant/slope, so f is monotonic on [0, tₑ], and |f| only
    /// shrinks after tₑ (f's one zero, −constant/slope, comes 1/decay earlier). Hence:
    /// - if |f(s)| > tolerance at s = max(0, tₑ), T is where the decreasing |f| falls to the
    ///   tolerance after s;
    /// - otherwise the times in [0, s] within tolerance form an interval ending at s, and T is its
    ///   start.
    /// Either way one bisection on a monotonic predicate finds it.
    static func settlingTime(constant: Double, slope: Double, decay: Double, tolerance: Double) -> Double {
        func within(_ t: Double) -> Bool {
            abs((constant + slope * t) * exp(-decay * t)) <= tolerance
        }
        var s = 0.0
        if slope != 0 {
            let extremum = 1 / decay - constant / slope
            if extremum > 0, extremum.isFinite { s = extremum }
        }
        if within(s) {
            return within(0) ? 0 : bisect(outside: 0, inside: s, within)
        }
        var step = 1 / decay
        var inside = s + step
        var doublings = 0
        while !within(inside), doublings < 64 {
            step *= 2
            inside = s + step
            doublings += 1
        }
        return bisect(outside: s, inside: inside, within)
    }

    /// The boundary between `outside` (where `predicate` is false) and `inside` (where it is true)
    /// of a predicate that changes value once between them, to about 1e−12 s; returns a time where
    /// the predicate holds.
    private static func bisect(outside: Double, inside: Double, _ predicate: (Double) -> Bool) -> Double {
        var outside = outside
        var inside = inside
        var steps = 0
        while abs(inside - outside) > 1e-12 * max(1, abs(inside)), steps < 200 {
            let middle = (outside + inside) / 2
            if predicate(middle) { inside = middle } else { outside = middle }
            steps += 1
        }
        return inside
    }
}
