import VitrineGeometry

/// Items shrink as they leave the middle. The seed's `TransformScale`.
///
/// With `t = ||rate| − 1|` (``NormalizedRangeType/centerPeak``), the scale is
/// `max(t + (1 − startRate), normalizedMinimumScale)` where `t < startRate`, and 1 elsewhere. Inside
/// the viewport that is 1 while `|rate| ≤ 1 − startRate`, then `max(2 − startRate − |rate|,
/// normalizedMinimumScale)`: continuous, and with the defaults 0.7 at rate ±0.5 and 0.5 from
/// ±0.7 to the edges. Past the edges `t` grows again, so margin items scale back up toward 1.
///
/// Like the seed, the matrix is `makeScale(s, s, 0)`: the z-scale of 0 makes it singular, which
/// changes nothing for flat items (their z is 0) and is kept so the matrices match the seed's.
/// Do not invert it.
public struct TransformScale: TransformProtocol, Hashable {
    /// The value of `||rate| − 1|` below which items shrink. The default of 0.8 starts shrinking
    /// at |rate| = 0.2.
    public var startRate: Double
    /// The smallest scale. The default is 0.5.
    public var normalizedMinimumScale: Double

    /// Creates a scale; `TransformScale()` gives the seed's defaults.
    public init(startRate: Double = 0.8, normalizedMinimumScale: Double = 0.5) {
        self.startRate = startRate
        self.normalizedMinimumScale = normalizedMinimumScale
    }

    /// The scale factor at `rate`.
    public func scale(withScrollingRate rate: Double) -> Double {
        let peak = transformRange(withType: .centerPeak, rate: rate)
        guard peak < startRate else { return 1 }
        // `t + (1 − startRate)`, in the seed's order, so that its code gives the same bits.
        return max(peak + (1 - startRate), normalizedMinimumScale)
    }

    /// `makeScale(s, s, 0)` with s = ``scale(withScrollingRate:)``.
    public func transform(withScrollingRate rate: Double) -> Transform3D {
        let scale = scale(withScrollingRate: rate)
        return .makeScale(scale, scale, 0)
    }
}
