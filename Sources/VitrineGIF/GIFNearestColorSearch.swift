/// Finds the palette color nearest to a color without comparing it with the whole
/// palette every time.
///
/// Colors are grouped by their ``GIFColor/histogramBucket``, a cube of 8×8×8 colors.
/// The first time a color from a cube is looked up, the palette is narrowed down to
/// the candidates that can be nearest to some color in that cube: a palette color is
/// kept when its distance to the nearest point of the cube does not exceed the
/// smallest distance any palette color has to the cube's farthest point. Every later
/// search from that cube only compares these few candidates, and the answer is the
/// same as a search of the whole palette, including ties going to the lowest index.
struct GIFNearestColorSearch {
    /// The palette being searched.
    private let palette: [GIFColor]

    /// For each histogram bucket looked up so far, the indices of the palette colors
    /// that can be nearest to a color in it, in increasing order.
    private var candidatesByBucket: [[UInt8]?]

    /// Creates a search over `palette`, which must hold at most 256 colors.
    init(palette: GIFPalette) {
        self.palette = palette.colors
        candidatesByBucket = Array(repeating: nil, count: GIFColorHistogram.bucketCount)
    }

    /// Returns the index of the palette color nearest to `color`, the lowest such
    /// index if several are equally near, or 0 if the palette is empty.
    mutating func nearestIndex(to color: GIFColor) -> UInt8 {
        let bucket = color.histogramBucket
        let candidates: [UInt8]
        if let known = candidatesByBucket[bucket] {
            candidates = known
        } else {
            candidates = candidateIndices(forBucketOf: color)
            candidatesByBucket[bucket] = candidates
        }

        var bestIndex: UInt8 = 0
        var bestDistance = Int.max
        for index in candidates {
            let distance = color.squaredDistance(to: palette[Int(index)])
            if distance < bestDistance {
                bestDistance = distance
                bestIndex = index
            }
        }
        return bestIndex
    }

    /// Returns the indices of the palette colors that can be nearest to some color in
    /// the bucket of `color`.
    private func candidateIndices(forBucketOf color: GIFColor) -> [UInt8] {
        // The bucket is the cube of colors sharing the top 5 bits of every channel.
        let lowest = (
            red: Int(color.red & 0xF8),
            green: Int(color.green & 0xF8),
            blue: Int(color.blue & 0xF8)
        )
        let highest = (red: lowest.red + 7, green: lowest.green + 7, blue: lowest.blue + 7)

        let nearestDistances = palette.map { candidate in
            Self.squaredDistanceToRange(Int(candidate.red), lowest.red...highest.red)
                + Self.squaredDistanceToRange(Int(candidate.green), lowest.green...highest.green)
                + Self.squaredDistanceToRange(Int(candidate.blue), lowest.blue...highest.blue)
        }
        let farthestDistances = palette.map { candidate in
            Self.squaredDistanceToFarEnd(Int(candidate.red), lowest.red...highest.red)
                + Self.squaredDistanceToFarEnd(Int(candidate.green), lowest.green...highest.green)
                + Self.squaredDistanceToFarEnd(Int(candidate.blue), lowest.blue...highest.blue)
        }
        guard let bound = farthestDistances.min() else {
            return []
        }
        return nearestDistances.indices
            .filter { nearestDistances[$0] <= bound }
            .map { UInt8(truncatingIfNeeded: $0) }
    }

    /// The squared distance from `value` to the closest value in `range`.
    private static func squaredDistanceToRange(_ value: Int, _ range: ClosedRange<Int>) -> Int {
        let distance = max(range.lowerBound - value, 0, value - range.upperBound)
        return distance * distance
    }

    /// The squared distance from `value` to the value in `range` farthest from it.
    private static func squaredDistanceToFarEnd(_ value: Int, _ range: ClosedRange<Int>) -> Int {
        let distance = max(abs(value - range.lowerBound), abs(value - range.upperBound))
        return distance * distance
    }
}
