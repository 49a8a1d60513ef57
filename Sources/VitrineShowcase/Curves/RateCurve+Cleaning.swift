import VitrineGeometry

extension RateCurve {
    /// `points` as ``init(points:)`` keeps them: finite, clamped to ±``coordinateLimit``, sorted
    /// by x, the last of equal x kept, and (0, 0) if nothing is left.
    static func cleanedPoints(_ points: [Point]) -> [Point] {
        let usable = points
            .filter { $0.x.isFinite && $0.y.isFinite }
            .map { Point(x: clampedCoordinate($0.x), y: clampedCoordinate($0.y)) }
        // Sorted by x, and by place in the input where x is equal, so the sort need not be stable.
        let ordered = usable.indices.sorted { a, b in
            usable[a].x != usable[b].x ? usable[a].x < usable[b].x : a < b
        }
        var result: [Point] = []
        for index in ordered {
            let point = usable[index]
            if let previous = result.last, previous.x == point.x {
                result[result.count - 1] = point
            } else {
                result.append(point)
            }
        }
        return result.isEmpty ? [.zero] : result
    }

    /// `value` clamped to ±``coordinateLimit``.
    static func clampedCoordinate(_ value: Double) -> Double {
        min(max(value, -coordinateLimit), coordinateLimit)
    }
}
