import VitrineGeometry
import VitrineMotion

extension PluginableFlowLayout {
    /// Where a fling released at `currentOffset` with `velocity` should rest, along the scroll
    /// axis: `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
    ///
    /// - Parameters:
    ///   - proposed: where the fling would rest on its own (the scroller's projected rest).
    ///   - currentOffset: the content offset at release (O).
    ///   - velocity: the release velocity in points per second, positive towards larger offsets.
    ///   - viewport: the viewport's size (the prepared ``viewport`` for O(log n) cost).
    ///
    /// Without an alignment this is `proposed`, as UIKit's flow layout leaves it. Otherwise each
    /// item has a slot offset (``PluginableFlowLayoutAlignment/targetContentOffset(itemStart:itemEnd:viewportLength:insetBefore:insetAfter:)``)
    /// and its distance is that slot minus O. With `.oneItem` (seed-sources §3.2), `next` is the
    /// nearest item with a positive distance and `prev` the nearest with a distance ≤ 0 (an item
    /// in its slot is `prev`); a flick
    /// (|velocity| > ``flickVelocityThreshold``) goes to `next` when moving forward and `prev`
    /// when moving back, a slow release to whichever is nearer (`prev` on a tie). With
    /// `.projected`, see ``FlickBehavior/projected``. Without candidates the result is
    /// `proposed`.
    ///
    /// Unlike the seed, the result is clamped to the scrollable range (``contentOffsetRange`` for
    /// `viewport`, which reaches every item's slot unless ``contentInsetAdjustment`` is `.never`;
    /// the seed did not clamp, and its lineCenter sent the first item to a negative offset that a
    /// collection view without a content inset cannot rest at), lineEnd's distance uses −Ia like
    /// its slot, and `next` and `prev` are
    /// sought among all items rather than those meeting the viewport (the same two whenever the
    /// viewport shows one on each side; behind an item longer than the viewport the seed found
    /// no `next`, so a forward flick turned back).
    public func targetContentOffset(
        forProposedContentOffset proposed: Double, currentOffset: Double,
        velocity: Double, viewport: Size
    ) -> Double {
        guard let alignment else { return proposed }
        let geometry = geometry(for: viewport)
        let current = currentOffset.isFinite ? currentOffset : (proposed.isFinite ? proposed : 0)
        let proposed = proposed.isFinite ? proposed : current
        let velocity = velocity.isFinite ? velocity : 0
        let isFlick = abs(velocity) > flickVelocityThreshold
        let slots = SlotFinder(alignment: alignment, geometry: geometry)
        let oneItem = slots.oneItemTarget(from: current, velocity: velocity, isFlick: isFlick)
        var target: Double
        switch flickBehavior {
        case .oneItem:
            target = oneItem ?? proposed
        case .projected:
            target = slots.nearestTarget(to: proposed) ?? proposed
            if isFlick, let oneItem {
                target = velocity > 0 ? max(target, oneItem) : min(target, oneItem)
            }
        }
        return clampedContentOffset(target, in: geometry)
    }

    /// The resting offset of a fling released at `currentOffset` with `velocity` (points per
    /// second) that would decelerate at `decelerationRate`: the proposed offset is
    /// `currentOffset + decelerationRate.projectedDistance(velocity:)`, as a `Scroller` computes
    /// it.
    public func targetContentOffset(
        currentOffset: Double, velocity: Double, decelerationRate: DecelerationRate,
        viewport: Size
    ) -> Double {
        let proposed = currentOffset + decelerationRate.projectedDistance(velocity: velocity)
        return targetContentOffset(
            forProposedContentOffset: proposed, currentOffset: currentOffset,
            velocity: velocity, viewport: viewport)
    }

    /// The slot offset `steps` items on from `offset` (back for negative `steps`), in the
    /// prepared viewport, clamped to ``contentOffsetRange``: where a wheel notch or arrow key
    /// moves aligned content. Slots within half a point of `offset` count as `offset` itself,
    /// so stepping from a glide's target moves on. `nil` without an alignment or items.
    ///
    /// Each step costs O(log n); the walk stops at the ends of the scrollable range.
    public func targetContentOffset(steppingFrom offset: Double, by steps: Int) -> Double? {
        guard let alignment, offset.isFinite else { return nil }
        let slots = SlotFinder(alignment: alignment, geometry: geometry)
        let tolerance = 0.5
        let range = contentOffsetRange
        var position = offset
        for _ in 0..<min(steps.magnitude, UInt(itemCount)) {
            if steps > 0 {
                guard position < range.upperBound,
                    let next = slots.firstTarget(after: position + tolerance)
                else { break }
                position = next
            } else {
                guard position > range.lowerBound, let previous = slots.lastTarget(atOrBefore: position - tolerance) else {
                    break
                }
                position = previous
            }
        }
        return clampedContentOffset(position)
    }

    /// The content offset at which item `index` sits in the alignment's slot (lineStart's
    /// without an alignment), clamped to ``contentOffsetRange``, or `nil` when there is no such
    /// item: where to scroll to bring an item into view. With an alignment (and
    /// ``contentInsetAdjustment`` `.alignment`) the clamp never moves it: every item can rest in
    /// its slot.
    public func targetContentOffset(forItemAt index: Int) -> Double? {
        guard let frame = geometry.frame(ofItem: index) else { return nil }
        let slot = SlotFinder(alignment: alignment ?? .lineStart, geometry: geometry).target(of: frame)
        return clampedContentOffset(slot)
    }
}
