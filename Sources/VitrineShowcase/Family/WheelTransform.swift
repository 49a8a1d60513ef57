import VitrineGeometry

/// iCarousel's Wheel: items are spokes of a wheel in the screen's plane, its hub below the
/// center item (to its left when vertical); inverted, the hub is above (to the right).
///
/// With n the circular item count (see ``CylinderTransform``) and W the period, the radius is
/// `W · spacing · n / arc` and the step angle `arc / n`; inverted, both change sign. Horizontal:
/// the item moves down by r, turns about z by `angle · offset`, then moves back up by r and
/// back by `|offset| · 0.01`, which orders the spokes in depth with the center item on top and
/// each neighbor over the next one out. (iCarousel moves it forward by `offset · 0.01`, which
/// stacks the spokes by index: the right neighbor covers the center item, the center item
/// covers the left neighbor.) Vertical: left by r, the same turn, right by r. Place items by the
/// ``CarouselTransform`` contract.
public struct WheelTransform: CarouselTransform, Hashable {
    /// Whether the hub sits on the other side. The default is `false`.
    public var inverted: Bool
    /// The distance between spokes at the rim, in periods. The default is 1.
    public var spacing: Double
    /// The angle the items span, in radians. The default is 2π, a full turn.
    public var arc: Double
    /// How many items share the wheel, or `nil` for iCarousel's count.
    public var count: Int?
    /// The perspective, iCarousel's `m34`. The default is −1/500; 0 is flat.
    public var perspective: Double
    /// Where the eye sits relative to the viewport's center (iCarousel's `viewpointOffset`).
    public var viewpointOffset: Size
    /// The fade, or `nil` for iCarousel's default for the type (none).
    public var fade: CarouselFade?

    /// Creates a wheel with iCarousel's defaults.
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

    /// The wheel's radius: `period · spacing · n / arc`, before the sign of ``inverted``.
    public func radius(in context: LayoutContext) -> Double {
        let count = Double(context.circularCount(spacing: spacing, override: self.count))
        return context.period * spacing * count / arc
    }

    /// The item's transform at `offset`.
    public func transform(forOffset offset: Double, in context: LayoutContext) -> Transform3D {
        let count = Double(context.circularCount(spacing: spacing, override: self.count))
        var radius = radius(in: context)
        var angle = arc / count
        if inverted {
            radius = -radius
            angle = -angle
        }
        let base = Transform3D.carouselBase(perspective: perspective, viewpointOffset: viewpointOffset)
        switch context.direction {
        case .horizontal:
            return base.translated(0, radius, 0).rotated(angle * offset, 0, 0, 1)
                .translated(0, -radius, -abs(offset) * 0.01)
        case .vertical:
            return base.translated(-radius, 0, 0).rotated(angle * offset, 0, 0, 1)
                .translated(radius, 0, -abs(offset) * 0.01)
        }
    }

    /// The transform, depth order and fade at `context.offset`; both faces are shown.
    public func appearance(withScrollingRate rate: Double, in context: LayoutContext) -> ItemAppearance {
        ItemAppearance(
            carousel: transform(forOffset: context.offset, in: context), offset: context.offset,
            fade: fade ?? .none, isDoubleSided: true, limit: visibleOffsetLimit(in: context))
    }

    /// Half of iCarousel's visible items: the circular count when the wheel's inner edge,
    /// `radius − period / 2`, lies within half the viewport's shorter side; otherwise half the
    /// count rounded up, plus one.
    public func visibleOffsetLimit(in context: LayoutContext) -> Double {
        let count = Double(context.circularCount(spacing: spacing, override: self.count))
        let shorter = min(context.viewportSize.width, context.viewportSize.height)
        let fits = radius(in: context) - context.period / 2 < shorter / 2
        return (fits ? count : (count / 2).rounded(.up) + 1) / 2
    }
}
