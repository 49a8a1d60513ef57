/// Sebastiano Vigna's SplitMix64: a tiny, seedable generator, so every property test draws the
/// same matrices on every machine and a failure can be replayed from its seed.
///
/// The stdlib's `Double.random(in:using:)` is not promised to map a given bit stream to the same
/// values across Swift versions, so ``unit()`` and ``double(in:)`` do the mapping themselves.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in `0..<1` from the top 53 bits of the next output.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A double in `range.lowerBound..<range.upperBound`.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }
}
