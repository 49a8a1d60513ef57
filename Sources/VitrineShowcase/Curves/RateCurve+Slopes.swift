import VitrineGeometry

extension RateCurve {
    /// Fritsch and Carlson's monotone slopes at `points` (sorted, distinct x), as ``slopes``
    /// describes them: end slopes from the end intervals, inner slopes the mean of equal-signed
    /// neighbors' slopes or 0, then scaled into the circle α² + β² ≤ 9 on every interval.
    static func monotoneSlopes(through points: [Point]) -> [Double] {
        let count = points.count
        guard count > 1 else { return [0] }
        let secants = (0..<(count - 1)).map { intervalSlope(from: points[$0], to: points[$0 + 1]) }

        var slopes = [Double](repeating: 0, count: count)
        slopes[0] = secants[0]
        slopes[count - 1] = secants[count - 2]
        for index in 1..<(count - 1) {
            let before = secants[index - 1], after = secants[index]
            if (before > 0 && after > 0) || (before < 0 && after < 0) {
                slopes[index] = before / 2 + after / 2
            }
        }

        var factors = [Double](repeating: 1, count: count)
        for index in 0..<(count - 1) {
            let secant = secants[index]
            guard secant != 0 else { continue }
            let alpha = slopes[index] / secant, beta = slopes[index + 1] / secant
            let radius = (alpha * alpha + beta * beta).squareRoot()
            guard radius > 3 else { continue }
            let factor = 3 / radius
            factors[index] = min(factors[index], factor)
            factors[index + 1] = min(factors[index + 1], factor)
        }
        return zip(slopes, factors).map { $0 * $1 }
    }

    /// The slope of the line from `start` to `end`, with `start.x + minimumSpacing ≤ end.x` as
    /// in every cleaned curve: finite, within ±2·``coordinateLimit`` / ``minimumSpacing``.
    static func intervalSlope(from start: Point, to end: Point) -> Double {
        (end.y - start.y) / (end.x - start.x)
    }
}
