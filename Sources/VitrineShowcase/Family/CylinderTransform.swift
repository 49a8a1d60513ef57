import Foundation
import VitrineGeometry

/// iCarousel's Cylinder: items are the faces of a drum turning about the cross axis; inverted,
/// the viewer stands inside the drum.
///
/// With n = the circular item count (`min(30, max(12, ceil(length / (spacing · W)) · π))`, at
/// most the item count; W the period), the radius is `max(0.01, W · spacing / 2 / tan(arc / 2n))`
/// and the angle `offset / n · arc`; inverted, both change sign. The item moves back by r, turns
/// by the angle about y (about x, with axis (−1, 0, 0), when vertical), and comes forward by
/// r + 0.01. Items hide their back faces, inside and out (iCarousel hides them only inside; from
/// outside, the back faces are the far side of the drum, seen as colored bars through the gaps
/// between the front cards), and faces turned edge-on (see ``ItemAppearance/showsFace``). Place
/// items by the ``CarouselTransform`` contract.
public struct CylinderTransform: CarouselTransform, Hashable {
    /// Whether the viewer is inside the drum. The default is `false`.
    public var inverted: Bool
    /// The width of a face, in periods. The default is 1.
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

    /// Creates a cylinder with iCarousel's defaults.
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
        var radius = max(0.01, context.period * spacing / 2 / tan(arc / 2 / count))
        var angle = offset / count * arc
        if inverted {
            radius = -radius
            angle = -angle
        }
        let moved = Transform3D.carouselBase(perspective: perspective, viewpointOffset: viewpointOffset)
            .translated(0, 0, -radius)
        let turned: Transform3D
        switch context.direction {
        case .horizontal: turned = moved.rotated(angle, 0, 1, 0)
        case .vertical: turned = moved.rotated(angle, -1, 0, 0)
        }
        return turned.translated(0, 0, radius + 0.01)
    }

    /// The transform, depth order and fade at `context.offset`; single-sided, so faces turned
    /// away from the eye are hidden.
    public func appearance(withScrollingRate rate: Double, in context: LayoutContext) -> ItemAppearance {
        ItemAppearance(
            carousel: transform(forOffset: context.offset, in: context), offset: context.offset,
            fade: fade ?? .none, isDoubleSided: false, limit: visibleOffsetLimit(in: context))
    }

    /// Half of iCarousel's visible items: the circular count, or half of it rounded up when
    /// inverted.
    public func visibleOffsetLimit(in context: LayoutContext) -> Double {
        let count = Double(context.circularCount(spacing: spacing, override: self.count))
        return (inverted ? (count / 2).rounded(.up) : count) / 2
    }
}
