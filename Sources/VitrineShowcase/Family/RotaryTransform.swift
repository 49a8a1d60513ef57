import Foundation
import VitrineGeometry

/// iCarousel's Rotary: items ride a horizontal (or, vertical, an upright) circle, always facing
/// the viewer, like a carousel seen from the side; inverted, the near half of the circle is
/// turned toward the back.
///
/// With n the circular item count (see ``CylinderTransform``) and W the period, the radius is
/// `max(W · spacing / 2, W · spacing / 2 / tan(arc / 2n))` and the angle `offset / n · arc`;
/// inverted, both change sign. The item moves by `r · sin(angle)` along the axis and
/// `r · cos(angle) − r` in depth, without turning. Place items by the ``CarouselTransform``
/// contract.
public struct RotaryTransform: CarouselTransform, Hashable {
    /// Whether the circle is turned inside out. The default is `false`.
    public var inverted: Bool
    /// The distance between items on the circle, in periods. The default is 1.
    public var spacing: Double
    /// The angle the items span, in radians. The default is 2π, a full turn.
    public var arc: Double
    /// How many items share the circle, or `nil` for iCarousel's count.
    public var count: Int?
    /// The perspective, iCarousel's `m34`. The default is −1/500; 0 is flat.
    public var perspective: Double
    /// Where the eye sits relative to the viewport's center (iCarousel's `viewpointOffset`).
    public var viewpointOffset: Size
    /// The fade, or `nil` for iCarousel's default for the type (none).
    public var fade: CarouselFade?

    /// Creates a rotary with iCarousel's defaults.
    public init(
        inverted: Bool = false, spacing: Double = 1, arc: Double = 2 * .pi, count: Int? = nil,
        perspective: Double = -1.0 / 500, viewpointOffset: Size = .zero, fade: CarouselFade? = nil
    ) {
        self.inverted = inverted
        self.spacing = spacing
        self.arc = arc
        self.count = count
        self.perspective = perspective
        self.viewpointOffset = viewpointOffset
        self.fade = fade
    }

    /// The item's transform at `offset`.
    public func transform(forOffset offset: Double, in context: LayoutContext) -> Transform3D {
        let count = Double(context.circularCount(spacing: spacing, override: self.count))
        let half = context.period * spacing / 2
        var radius = max(half, half / tan(arc / 2 / count))
        var angle = offset / count * arc
        if inverted {
            radius = -radius
            angle = -angle
        }
        let along = radius * sin(angle)
        let depth = radius * cos(angle) - radius
        let base = Transform3D.carouselBase(perspective: perspective, viewpointOffset: viewpointOffset)
        switch context.direction {
        case .horizontal: return base.translated(along, 0, depth)
        case .vertical: return base.translated(0, along, depth)
        }
    }

    /// The transform, depth order and fade at `context.offset`; both faces are shown.
    public func appearance(withScrollingRate rate: Double, in context: LayoutContext) -> ItemAppearance {
        ItemAppearance(
            carousel: transform(forOffset: context.offset, in: context), offset: context.offset,
            fade: fade ?? .none, isDoubleSided: true, limit: visibleOffsetLimit(in: context))
    }

    /// Half of iCarousel's visible items: the circular count, or half of it rounded up when
    /// inverted.
    public func visibleOffsetLimit(in context: LayoutContext) -> Double {
        let count = Double(context.circularCount(spacing: spacing, override: self.count))
        return (inverted ? (count / 2).rounded(.up) : count) / 2
    }
}
