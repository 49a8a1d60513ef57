/// The regions an atlas handed out for masks lately, kept where a lookup costs a few integer
/// comparisons instead of hashing the mask: a table of ``slotCount`` slots, each mask in the one
/// slot its sizes pick, a newer mask for that slot replacing the older one.
///
/// Each region is remembered with the epoch it was handed out in; an atlas starts a new epoch
/// whenever what it handed out may no longer hold (each frame, and each time it starts afresh),
/// so a lookup in another epoch misses and the atlas is asked again.
///
/// ```swift
/// var recent = RecentMaskRegions()
/// recent.remember(region, for: mask, epoch: 7)
/// recent.region(for: mask, epoch: 7)  // region
/// recent.region(for: mask, epoch: 8)  // nil
/// ```
///
/// Vitrine's own plumbing, for VitrineSDL's atlas: `@_spi(Vitrine)`, not part of the API.
@_spi(Vitrine) public struct RecentMaskRegions: Sendable {
    /// How many masks the table holds at most.
    public static let slotCount = 64

    private struct Slot: Sendable {
        var mask: RoundedRectMask
        var region: TextureRegion
        var epoch: Int
    }

    private var slots: [Slot?] = Array(repeating: nil, count: slotCount)

    /// Creates an empty table.
    public init() {}

    /// The region remembered for `mask` in `epoch`, or `nil`.
    public func region(for mask: RoundedRectMask, epoch: Int) -> TextureRegion? {
        guard let slot = slots[Self.slotIndex(of: mask)], slot.epoch == epoch, slot.mask == mask else { return nil }
        return slot.region
    }

    /// Remembers that `mask` has `region` in `epoch`, in place of whatever shared its slot.
    public mutating func remember(_ region: TextureRegion, for mask: RoundedRectMask, epoch: Int) {
        slots[Self.slotIndex(of: mask)] = Slot(mask: mask, region: region, epoch: epoch)
    }

    /// The slot a mask goes in: its sizes and phases mixed by small odd multipliers, so the
    /// masks one frame uses (a few sizes, each at several phases) fall in different slots.
    static func slotIndex(of mask: RoundedRectMask) -> Int {
        let mixed =
            mask.quarterWidth &* 31 &+ mask.quarterHeight &* 17 &+ mask.quarterRadius &* 7 &+ mask.quarterRadiusY &* 5
            &+ mask.phaseX &* 3 &+ mask.phaseY &* 13
        return Int(UInt(bitPattern: mixed) % UInt(slotCount))
    }
}
