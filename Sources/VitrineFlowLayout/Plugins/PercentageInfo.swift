/// How far an item is from where it is fully seen, as the seed's `PercentageInfo`: three
/// numbers in `-1...1`, negative before (left or above), positive after (right or below).
///
/// Each attribute a ``PluginableFlowLayout`` hands out carries one, as
/// ``PluginableFlowLayoutAttributes/percentageInfo``; ``init(frame:in:)`` gives the formulas.
public struct PercentageInfo: Hashable, Sendable {
    /// The share of the item clipped by the viewport: 0 when fully visible, −0.5 when half cut
    /// off at the leading edge, ±1 when fully out. Independent of the alignment.
    public var collectionVisibility: Double
    /// The item's distance from its slot in the alignment (its "ideal frame"), in item
    /// lengths: 0 in the slot, ±1 a whole item length or more away.
    public var idealFrameVisibility: Double
    /// The item's distance from its slot, scaled so that −1 is just fully out at the leading
    /// edge and +1 just fully out at the trailing edge.
    public var idealFrameAndCollectionVisibility: Double

    /// Creates the three values.
    public init(collectionVisibility: Double, idealFrameVisibility: Double, idealFrameAndCollectionVisibility: Double) {
        self.collectionVisibility = collectionVisibility
        self.idealFrameVisibility = idealFrameVisibility
        self.idealFrameAndCollectionVisibility = idealFrameAndCollectionVisibility
    }

    /// All three values 0: an item fully seen in its slot.
    public static let zero = PercentageInfo(
        collectionVisibility: 0, idealFrameVisibility: 0,
        idealFrameAndCollectionVisibility: 0)
}
