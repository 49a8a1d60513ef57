/// How far content moves when it is dragged past an edge: Grant Paul's rubber band.
///
/// For an overscroll x ≥ 0 (how far the finger has gone past the edge), the content is displaced
///
///     b(x) = x·d·c / (d + c·x)
///
/// with c = 0.55 and d the viewport's length along the scroll axis. The band starts at slope c and
/// never reaches d. Negative overscrolls (past the other edge) mirror positive ones. The inverse,
/// x(b) = b·d / (c·(d − b)), lets a new drag resume from content already stretched by b.
///
/// ```swift
/// let band = RubberBand(dimension: 960)
/// band.displacement(forOverscroll: 100)   // 52.02
/// band.overscroll(forDisplacement: 52.02) // ≈ 100
/// ```
public struct RubberBand: Hashable, Sendable {
    /// Grant Paul's (and UIScrollView's, by observation) coefficient: 0.55.
    public static let defaultCoefficient = 0.55

    /// How close to `dimension` a displacement may be taken for the inverse, as a fraction of it:
    /// the inverse of any |b| ≥ d·(1 − 10⁻⁹) is that of d·(1 − 10⁻⁹), which is finite.
    public static let maximumDisplacementFraction = 1 - 1e-9

    /// The viewport's length along the scroll axis, d, in pixels: the band's asymptote.
    public let dimension: Double
    /// The band's initial slope, c.
    public let coefficient: Double

    /// A rubber band for a viewport `dimension` pixels long.
    ///
    /// A negative or non-finite `dimension` is taken as 0 (the edge does not stretch); a negative or
    /// non-finite `coefficient` as ``defaultCoefficient``. A coefficient of 0 makes the edge rigid.
    public init(dimension: Double, coefficient: Double = RubberBand.defaultCoefficient) {
        self.dimension = dimension > 0 && dimension.isFinite ? dimension : 0
        self.coefficient = coefficient >= 0 && coefficient.isFinite ? coefficient : Self.defaultCoefficient
    }

    /// The displacement b(x) = x·d·c/(d + c·x) shown for an overscroll `x`, with the sign of `x`.
    ///
    /// Always finite and below `dimension` in magnitude (±∞ gives ±`dimension`, NaN gives 0).
    public func displacement(forOverscroll overscroll: Double) -> Double {
        guard dimension > 0, coefficient > 0, overscroll != 0, !overscroll.isNaN else { return 0 }
        // d / (1 + d/(c·|x|)) is x·d·c/(d + c·x) rewritten so that no product overflows.
        let magnitude = dimension / (1 + dimension / (coefficient * abs(overscroll)))
        return overscroll < 0 ? -magnitude : magnitude
    }

    /// The band's slope db/dx where it shows `displacement` b: how many points the content moves
    /// for each point the finger moves there. From b(x) above, db/dx = c·d²/(d + c·|x|)², which
    /// is c·(1 − |b|/d)²: c at the edge, falling to 0 as |b| nears d.
    public func slope(atDisplacement displacement: Double) -> Double {
        guard dimension > 0, !displacement.isNaN else { return 0 }
        let remaining = max(1 - abs(displacement) / dimension, 0)
        return coefficient * remaining * remaining
    }

    /// The overscroll x(b) = b·d/(c·(d − b)) that produces `displacement`, with its sign.
    ///
    /// Inverts ``displacement(forOverscroll:)``. Displacements at or beyond the asymptote have no
    /// preimage; they are first clamped to `dimension·maximumDisplacementFraction`, so the result is
    /// always finite (NaN gives 0, and so does a rigid or zero-length band).
    public func overscroll(forDisplacement displacement: Double) -> Double {
        guard dimension > 0, coefficient > 0, !displacement.isNaN else { return 0 }
        let magnitude = min(abs(displacement), dimension * Self.maximumDisplacementFraction)
        let overscroll = magnitude * dimension / (coefficient * (dimension - magnitude))
        return displacement < 0 ? -overscroll : overscroll
    }
}
