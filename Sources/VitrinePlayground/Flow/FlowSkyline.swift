import VitrineFlowLayout
import VitrineGeometry

/// The picture on a Flow card: bars of varied thickness and height along the scroll axis, a
/// skyline standing on the window's bottom edge (on its left edge when scrolling vertically).
///
/// It reaches half a window beyond each end of the window along the axis, as far as the
/// parallax plugin can slide it (half the card's length at a percentage of ±1).
struct FlowSkyline {
    /// The bars in the window's coordinates, before any translation.
    let bars: [Rect]

    /// The skyline of card `seed` in a window of `window` size.
    init(seed: Int, direction: FlowScrollDirection, window: Size) {
        let length = direction.axisLength(of: window), depth = direction.crossLength(of: window)
        var bars: [Rect] = []
        var position = -length / 2, k = 0
        while position < length * 1.5, length > 0 {
            let thickness = 14 + 24 * Self.noise(seed, 2 * k)
            let height = depth * (0.2 + 0.55 * Self.noise(seed, 2 * k + 1))
            bars.append(
                direction == .horizontal
                    ? Rect(x: position, y: depth - height, width: thickness, height: height)
                    : Rect(x: 0, y: position, width: height, height: thickness))
            position += thickness + 5
            k += 1
        }
        self.bars = bars
    }

    /// A number in 0..<1 that depends only on `a` and `b`: SplitMix64's finaliser of both.
    static func noise(_ a: Int, _ b: Int) -> Double {
        var z = UInt64(truncatingIfNeeded: a) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(truncatingIfNeeded: b) &* 0xD1B5_4A32_D192_ED03
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) * 0x1p-53
    }
}
