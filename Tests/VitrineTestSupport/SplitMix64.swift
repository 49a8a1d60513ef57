/// Sebastiano Vigna's SplitMix64: a tiny seedable generator, so property tests draw the same
/// inputs on every machine and a failure replays from its seed.
///
/// The values are mapped from the raw bits here (not by `Double.random(in:using:)`, whose mapping
/// may change between Swift versions).
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in `0..<1` from the top 53 bits of the next output.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A double in `range.lowerBound..<range.upperBound`.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// An integer in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
}
