/// How quickly a fling slows down: the factor its velocity is multiplied by every millisecond.
///
/// These are UIScrollView's rates: `.normal` (0.998) and `.fast` (0.99). Any rate strictly between
/// 0 and 1 is valid; `init(rawValue:)` returns `nil` for anything else (including NaN), and so does
/// decoding.
///
/// ```swift
/// DecelerationRate.normal.projectedDistance(velocity: 1000)   // 499 px
/// DecelerationRate.fast.projectedDistance(velocity: 1000)     // 99 px
/// let gentle = DecelerationRate(rawValue: 0.999)              // Optional
/// ```
public struct DecelerationRate: RawRepresentable, Hashable, Sendable, Codable {
    /// The velocity multiplier per millisecond, strictly between 0 and 1.
    public let rawValue: Double

    /// A rate from its per-millisecond multiplier, or `nil` unless `0 < rawValue < 1`: every
    /// number strictly between, the smallest subnormal (`Double.leastNonzeroMagnitude`) and the
    /// largest number below 1 included.
    public init?(rawValue: Double) {
        guard rawValue > 0, rawValue < 1 else { return nil }
        self.rawValue = rawValue
    }

    /// A rate already known to be valid.
    private init(checked rawValue: Double) {
        self.rawValue = rawValue
    }

    /// UIScrollView's default rate: 0.998 per millisecond.
    public static let normal = DecelerationRate(checked: 0.998)

    /// UIScrollView's quick-stopping rate, used for paging: 0.99 per millisecond.
    public static let fast = DecelerationRate(checked: 0.99)

    /// The decay constant k, per second, of the continuous fling that matches this rate:
    /// k = 1000·(1 − d)/d.
    ///
    /// With v(t) = v₀·e^(−k·t), the distance travelled to rest is v₀/k, which is exactly
    /// ``projectedDistance(velocity:)``. (The per-millisecond model v₀·dᵗ would give
    /// v₀/(−1000·ln d), about 0.1 % further; this constant keeps the projection exact.)
    /// About 2.004 s⁻¹ at `.normal` and 10.1 s⁻¹ at `.fast`.
    ///
    /// It is at most ``largestDecayConstant``, so that it stays finite (and so does every time
    /// and position computed from it) for rates so small that 1000·(1 − d)/d overflows, such as
    /// the smallest subnormal: such a fling stops at once either way.
    public var decayConstant: Double {
        min(1000 * (1 - rawValue) / rawValue, Self.largestDecayConstant)
    }

    /// The largest ``decayConstant``: 10¹⁵ s⁻¹, a velocity gone in femtoseconds, which rates
    /// below about 10⁻¹² reach.
    public static let largestDecayConstant = 1e15

    /// How far a fling released at `velocity` (px/s) travels before it rests:
    /// (v/1000)·d/(1 − d), from WWDC18 "Designing Fluid Interfaces".
    ///
    /// The result has the sign of `velocity`: 1000 px/s → 499 px at `.normal`, 99 px at `.fast`.
    public func projectedDistance(velocity: Double) -> Double {
        velocity / 1000 * rawValue / (1 - rawValue)
    }
}
