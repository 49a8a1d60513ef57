import VitrineGeometry

/// A 3-D layout after iCarousel: a transform that places each item by its offset from the
/// center (in item periods) and tilts it in depth, under a perspective.
///
/// Conformers give ``transform(forOffset:in:)``; they place items themselves
/// (``AppearanceTransform/placesItems`` is `true`), so a container puts every item's center
/// at the viewport's center along the axis and lets this transform carry it to its place.
/// The built-in family is ``CoverFlowTransform``, ``CylinderTransform``, ``RotaryTransform``,
/// ``WheelTransform`` and ``TimeMachineTransform``.
///
/// iCarousel's item width is the layout's period (item length plus line spacing), so the flat
/// iCarousel layout, `offset · period` along the axis, is exactly the seed's spacing.
public protocol CarouselTransform: AppearanceTransform {
    /// The transform of the item `offset` item periods from the center (positive to the right,
    /// or below), about the item's center placed at the viewport's center.
    func transform(forOffset offset: Double, in context: LayoutContext) -> Transform3D
}

extension CarouselTransform {
    /// `true`: the transform carries each item along the axis.
    public var placesItems: Bool { true }

    /// The transform in ``LayoutContext/reference(rate:)``, for callers that have no context.
    /// Containers use ``AppearanceTransform/appearance(withScrollingRate:in:)`` instead.
    public func transform(withScrollingRate rate: Double) -> Transform3D {
        let context = LayoutContext.reference(rate: rate)
        return transform(forOffset: context.offset, in: context)
    }
}
