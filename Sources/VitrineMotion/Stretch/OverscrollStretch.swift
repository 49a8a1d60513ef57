import Foundation

/// How far content is stretched past one of its edges, Android 12's overscroll stretch, and where
/// a point of the viewport is drawn while it is.
///
/// The ``distance`` is Android's `EdgeEffect.mDistance`: how far the finger went past the edge, as
/// a fraction of the viewport's length along the axis (0 at rest, at most 1). The drawn strength
/// ``intensity`` follows `EdgeEffect.dampStretchVector`:
///
///     s(d) = 0.016·d + 0.016·(1 − e^(−d·e/0.33))
///
/// (`LINEAR_STRETCH_INTENSITY`, `EXP_STRETCH_INTENSITY` and `SCROLL_DIST_AFFECTED_BY_EXP_STRETCH`
/// of AOSP `frameworks/base/core/java/android/widget/EdgeEffect.java`, Android 12), so a full
/// viewport's pull stretches the content by about 3.2 %.
///
/// ``stretched(_:length:)`` draws it as HWUI's stretch shader does (AOSP
/// `libs/hwui/effects/StretchEffect.cpp`, interpolation strength k = 0.7): the pulled edge stays
/// put, and the content the viewport showed from it up to `length/(1 + s)` is spread over the
/// whole viewport, more near the pulled edge (by about 1 + 1.7·s there) than at the far side
/// (1 + 0.3·s); the content beyond is pushed on by `length·s/(1 + s)`. For a stretch at the
/// start, with u and c the drawn and unstretched coordinates over `length`:
///
///     u(c) = c·(1 + s)² / (1 + (1 − k)·s + k·s·c·(1 + s))    for c ≤ 1/(1 + s)
///     u(c) = c + s/(1 + s)                                    beyond
///
/// A stretch at the end mirrors it. The mapping is continuous and increasing, so neighbouring
/// items stay neighbours: the content keeps covering the viewport with no gap and no overlap.
///
/// ```swift
/// let stretch = OverscrollStretch(edge: .start, distance: 0.5)
/// stretch.intensity                          // ≈ 0.02374
/// stretch.stretched(0, length: 1000)         // 0: the pulled edge stays
/// stretch.stretched(100, length: 1000)       // ≈ 103.9: near the edge, stretched most
/// ```
public struct OverscrollStretch: Hashable, Sendable {
    /// The edge the content is pulled past.
    public enum Edge: Hashable, Sendable {
        /// The start: offset 0, the viewport's left (or top) side.
        case start
        /// The end: the largest offset, the viewport's right (or bottom) side.
        case end
    }

    /// Android's `LINEAR_STRETCH_INTENSITY`: 0.016.
    public static let linearIntensity = 0.016
    /// Android's `EXP_STRETCH_INTENSITY`: 0.016.
    public static let exponentialIntensity = 0.016
    /// Android's `SCROLL_DIST_AFFECTED_BY_EXP_STRETCH`: 0.33; the exponential part rises with
    /// e^(−d·e/0.33), nearly all of it within the first third of a viewport's pull.
    public static let exponentialReach = 0.33
    /// HWUI's `INTERPOLATION_STRENGTH_VALUE`: 0.7, how much more the content stretches near the
    /// pulled edge than far from it (0 would stretch it evenly).
    public static let interpolationStrength = 0.7

    /// No stretch: every point is drawn where it is.
    public static let none = OverscrollStretch(edge: .start, distance: 0)

    /// The edge pulled past.
    public let edge: Edge
    /// The pull as a fraction of the viewport's length, 0...1.
    public let distance: Double

    /// A stretch past `edge` of `distance` viewports; a distance that is negative or NaN is taken
    /// as 0, one above 1 (or +∞) as 1.
    public init(edge: Edge, distance: Double) {
        self.edge = edge
        self.distance = distance > 0 ? min(distance, 1) : 0
    }

    /// Whether anything is stretched.
    public var isStretched: Bool { distance > 0 }

    /// The strength s(d) of the stretch, Android's `dampStretchVector` (0 at rest, about 0.032 at
    /// a full viewport's pull).
    public var intensity: Double {
        guard distance > 0 else { return 0 }
        let exponent = -distance * 2.718281828459045 / Self.exponentialReach
        return Self.linearIntensity * distance + Self.exponentialIntensity * (1 - exp(exponent))
    }

    /// Where a point `coordinate` points along the axis from the viewport's start is drawn, for
    /// a viewport `length` long: the identity at rest, the mapping above while stretched. Always
    /// finite for finite input; a non-positive or non-finite `length` draws points where they are.
    public func stretched(_ coordinate: Double, length: Double) -> Double {
        let s = intensity
        guard s > 0, length > 0, length.isFinite, coordinate.isFinite else { return coordinate }
        switch edge {
        case .start: return Self.stretchedFromStart(coordinate, length: length, intensity: s)
        case .end: return length - Self.stretchedFromStart(length - coordinate, length: length, intensity: s)
        }
    }

    /// u(c) for a stretch at the start, in points over a viewport `length` long; points before the
    /// pulled edge (c < 0) stay where they are, points beyond the reach move on by length·s/(1 + s).
    static func stretchedFromStart(_ coordinate: Double, length: Double, intensity s: Double) -> Double {
        guard coordinate > 0 else { return coordinate }
        let reach = length / (1 + s)
        guard coordinate < reach else { return coordinate + s * reach }
        let c = coordinate / length, k = interpolationStrength
        return length * (c * (1 + s) * (1 + s) / (1 + (1 - k) * s + k * s * c * (1 + s)))
    }
}
