import VitrineGeometry

extension ItemAppearance {
    /// How much each item period from the center lowers a 3-D item's z position, so that items
    /// at the same depth stack with the one nearer the center on top, as iCarousel breaks ties.
    static let carouselDepthTieBreak = 1e-6

    /// The z position of a flat item (one whose transform gives it no depth) `offset` item
    /// periods from the center: `−|offset|`.
    ///
    /// The item in focus (offset 0) is drawn last, on top, and the order falls off with the
    /// distance from it, the same on both sides: a card overlaps its neighbor farther out, on the
    /// left as on the right. Two items exactly as far from the center (the scroll halfway between
    /// them) tie, and keep their order in the list.
    ///
    /// ```swift
    /// ItemAppearance.flatZPosition(forOffset: -1.5)  // -1.5, under the item at 0.5 (-0.5)
    /// ```
    public static func flatZPosition(forOffset offset: Double) -> Double {
        -abs(offset)
    }

    /// The z position of a 3-D family item `offset` item periods from the center:
    /// its center's depth, `transform.m43` (the transformed z of the point (0, 0, 0)), less
    /// ``carouselDepthTieBreak`` per period from the center.
    ///
    /// iCarousel sorts by the transformed z of the point (1, 1, 1) instead; that point lies off
    /// the center, so an item turned one way rises by as much as the mirror item turned the
    /// other way sinks, and the right neighbor of the center covers it while the left one lies
    /// under it. The center's depth is the same for mirror items, so equal depths are ties and
    /// the tie goes to the item nearer the center, never to the later one in the list.
    static func carouselZPosition(transform: Transform3D, offset: Double) -> Double {
        transform.m43 - carouselDepthTieBreak * abs(offset)
    }
}
