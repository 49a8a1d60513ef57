import VitrineGeometry

extension RateCurve {
    /// `points` as ``init(points:)`` keeps them: finite, clamped to ±``coordinateLimit``, sorted
    /// by x, the last of equal x kept, and (0, 0) if nothing is left.
    ///
    /// A point nearer than ``minimumSpacing`` in x to the point kept before it counts as having
    /// that point's x: of the two, the one later in `points` stays. When the later one is the
    /// new point, it takes the kept one's place, which only widens the gap to the point before,
    /// so every two neighbors of the result are at least ``minimumSpacing`` apart.
    static func cleanedPoints(_ points: [Point]) -> [Point] {
        let usable =
            points
            .filter { $0.x.isFinite && $0.y.isFinite }
            .map { Point(x: clampedCoordinate($0.x), y: clampedCoordinate($0.y)) }
        // Sorted by x, and by place in the input where x is equal, so the sort need not be stable.
        let ordered = usable.indices.sorted { a, b in
            usable[a].x != usable[b].x ? usable[a].x < usable[b].x : a < b
        }
        var kept: [Int] = []
        for index in ordered {
            guard let previous = kept.last, usable[index].x - usable[previous].x < minimumSpacing else {
                kept.append(index)
                continue
            }
            if index > previous { kept[kept.count - 1] = index }
        }
        return kept.isEmpty ? [.zero] : kept.map { usable[$0] }
    }

    /// `value` clamped to ±``coordinateLimit``.
    static func clampedCoordinate(_ value: Double) -> Double {
        min(max(value, -coordinateLimit), coordinateLimit)
    }
}
