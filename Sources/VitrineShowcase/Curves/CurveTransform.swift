import VitrineGeometry

/// Items shaped by curves of their scrolling rate: a scale, a turn, an opacity and a depth,
/// each a ``RateCurve`` you draw.
///
/// At rate r the item is scaled by `scale(r)` about its center, turned by `rotation(r)`
/// radians about the z axis (clockwise on screen for positive angles), drawn with opacity
/// `opacity(r)` clamped to 0...1, and stacked at z position `depth(r)`: among the items, the
/// one with the larger depth is drawn later, on top.
///
/// The depth orders the items and does nothing else: it adds no z translation, since flat
/// items are drawn without perspective, where moving them along z would change nothing on
/// screen. The default depth, ``flatDepth``, peaks at the center and falls off symmetrically,
/// stacking items as the seed's flat transforms do (``ItemAppearance/flatZPosition(forOffset:)``):
/// the item nearest the center on top, items equally far from it tied.
///
/// ```swift
/// let pulse = CurveTransform(scale: RateCurve(points: [Point(x: -1, y: 0.6), Point(x: 0, y: 1.2),
///                                                      Point(x: 1, y: 0.6)]))
/// pulse.scale(withScrollingRate: 0)  // 1.2
/// ```
public struct CurveTransform: AppearanceTransform, Hashable {
    /// The scale factor, in both x and y, as a function of the rate. The default is the
    /// constant 1. A negative scale mirrors the item; 0 hides it.
    public var scale: RateCurve
    /// The angle in radians about the z axis as a function of the rate. The default is the
    /// constant 0.
    public var rotation: RateCurve
    /// The opacity as a function of the rate, clamped to 0...1 when used. The default is the
    /// constant 1.
    public var opacity: RateCurve
    /// The z position, the drawing order, as a function of the rate: larger on top. The default
    /// is ``flatDepth``.
    public var depth: RateCurve

    /// The default depth: through (−1, −1), (0, 0) and (1, −1), highest at the center, lower
    /// the farther from it on either side, and on falling past the edges. It stacks items
    /// in the order of ``ItemAppearance/flatZPosition(forOffset:)``, `−|offset|`, with mirror
    /// rates tied exactly.
    public static let flatDepth = RateCurve(points: [Point(x: -1, y: -1), Point(x: 0, y: 0), Point(x: 1, y: -1)])

    /// Creates a transform; `CurveTransform()` changes nothing about the items (scale 1, no
    /// turn, opaque) and stacks them as the flat transforms do.
    public init(
        scale: RateCurve = .constant(1), rotation: RateCurve = .constant(0),
        opacity: RateCurve = .constant(1), depth: RateCurve = CurveTransform.flatDepth
    ) {
        self.scale = scale
        self.rotation = rotation
        self.opacity = opacity
        self.depth = depth
    }

    /// The scale factor at `rate`: ``scale`` there.
    public func scale(withScrollingRate rate: Double) -> Double {
        scale.value(at: rate)
    }

    /// The angle in radians at `rate`: ``rotation`` there.
    public func angle(withScrollingRate rate: Double) -> Double {
        rotation.value(at: rate)
    }

    /// The opacity at `rate`: ``opacity`` there, clamped to 0...1.
    public func opacity(withScrollingRate rate: Double) -> Double {
        min(max(opacity.value(at: rate), 0), 1)
    }

    /// The z position at `rate`: ``depth`` there.
    public func zPosition(withScrollingRate rate: Double) -> Double {
        depth.value(at: rate)
    }

    /// `concat(makeRotation(a, 0, 0, 1), makeScale(s, s, 1))` with a =
    /// ``angle(withScrollingRate:)`` and s = ``scale(withScrollingRate:)``: the turn, then the
    /// scale, both about the item's center, as ``TransformScaleRotate`` orders them. Unlike the
    /// seed's ``TransformScale``, z keeps scale 1, so the matrix is invertible while s ≠ 0.
    public func transform(withScrollingRate rate: Double) -> Transform3D {
        let scale = scale(withScrollingRate: rate)
        return .concat(.makeRotation(angle(withScrollingRate: rate), 0, 0, 1), .makeScale(scale, scale, 1))
    }

    /// ``transform(withScrollingRate:)`` with ``opacity(withScrollingRate:)`` and
    /// ``zPosition(withScrollingRate:)``, double-sided; the container places the item as for
    /// any flat transform.
    public func appearance(withScrollingRate rate: Double, in context: LayoutContext) -> ItemAppearance {
        ItemAppearance(
            transform: transform(withScrollingRate: rate),
            opacity: opacity(withScrollingRate: rate),
            zPosition: zPosition(withScrollingRate: rate))
    }
}
