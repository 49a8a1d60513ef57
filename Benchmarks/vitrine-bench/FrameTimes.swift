/// Milliseconds per frame, summarized.
struct FrameTimes {
    private(set) var samples: [Double] = []

    mutating func record(_ milliseconds: Double) {
        samples.append(milliseconds)
    }

    /// The value below which `fraction` of the samples lie (nearest rank).
    func percentile(_ fraction: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let sorted = samples.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    var median: Double { percentile(0.5) }
    var p99: Double { percentile(0.99) }
}
