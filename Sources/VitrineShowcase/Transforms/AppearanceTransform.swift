/// A transform that decides more than a matrix: opacity, depth order, back faces, and
/// possibly where along the axis items go.
///
/// Every appearance transform is also a plain ``TransformProtocol``. The default
/// implementations describe a flat transform: ``appearance(withScrollingRate:in:)`` wraps
/// ``TransformProtocol/transform(withScrollingRate:)`` with opacity 1, the flat depth order
/// (``ItemAppearance/flatZPosition(forOffset:)``) and both faces shown; ``placesItems`` is `false`; ``visibleOffsetLimit(in:)`` is the seed's reuse
/// window. So `extension MyTransform: AppearanceTransform {}` changes nothing until you
/// override a member.
///
/// ## The placement contract
///
/// A container shows an item with scrolling rate `rate` (or offset `context.offset`) like this:
///
/// - If ``placesItems`` is `false` (the seed's transforms, ``TransformFade``), put the item's
///   center where the seed does, ``Layout/placedCenter(of:in:)``: its slot's coordinate along
///   the axis and the path's across it.
/// - If ``placesItems`` is `true` (the 3-D family), put every item's center at the viewport's
///   middle along the axis, ``Layout/itemCenter(forSlotCenter:in:)``. The transform carries the
///   item to its place, as iCarousel does, and its perspective then shares one vanishing point,
///   the viewport's center.
/// - Either way, apply `appearance.transform` about the item's center, copy the opacity, z
///   position, double-sidedness and hidden flag, and keep items only while
///   `|offset| ≤` ``visibleOffsetLimit(in:)``.
public protocol AppearanceTransform: TransformProtocol {
    /// Whether the transform moves items along the axis itself, so the container must center
    /// them on the axis instead of spacing them by their slots.
    var placesItems: Bool { get }

    /// The whole appearance of the item described by `context`, whose scrolling rate is `rate`.
    func appearance(withScrollingRate rate: Double, in context: LayoutContext) -> ItemAppearance

    /// How far from the center, in item periods, items can still be seen; the container keeps
    /// items for offsets in `-limit...limit`. Only the context's geometry and item count are
    /// read, not its offset.
    func visibleOffsetLimit(in context: LayoutContext) -> Double
}

extension AppearanceTransform {
    /// `false`: the container places items, the transform only shapes them.
    public var placesItems: Bool { false }

    /// The flat appearance: `transform(withScrollingRate: rate)`, opaque, double-sided, with
    /// the item nearest the center on top (``ItemAppearance/flatZPosition(forOffset:)``).
    public func appearance(withScrollingRate rate: Double, in context: LayoutContext) -> ItemAppearance {
        ItemAppearance(
            transform: transform(withScrollingRate: rate),
            zPosition: ItemAppearance.flatZPosition(forOffset: context.offset))
    }

    /// The seed's reuse window, ``LayoutContext/flatVisibleOffsetLimit``.
    public func visibleOffsetLimit(in context: LayoutContext) -> Double {
        context.flatVisibleOffsetLimit
    }
}
