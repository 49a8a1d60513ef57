import VitrineGeometry

/// How many items a flow layout has and how large each one is: UICollectionViewFlowLayout's
/// `itemSize`, or its delegate's `sizeForItemAt`.
///
/// ```swift
/// let grid: FlowItemSizes = .uniform(Size(width: 100, height: 100), count: 1_000_000)
/// let tags: FlowItemSizes = .individual(count: 20) { index in
///     Size(width: 40 + Double(index % 5) * 12, height: 32)
/// }
/// ```
///
/// Sizes that are negative or not finite count as 0.
public enum FlowItemSizes: Hashable, Sendable {
    /// `count` items of the same `size`. Laid out arithmetically: preparing and querying cost
    /// the same for ten items as for a million.
    case uniform(Size, count: Int)
    /// One size per item, in order. Preparing costs O(n), once per change.
    case individual([Size])

    /// Individual sizes taken from `size(index)` for every index in `0..<count`: a data source.
    public static func individual(count: Int, _ size: (Int) -> Size) -> FlowItemSizes {
        .individual((0..<max(count, 0)).map(size))
    }

    /// The number of items (a negative uniform count counts as 0).
    public var count: Int {
        switch self {
        case .uniform(_, let count): max(count, 0)
        case .individual(let sizes): sizes.count
        }
    }

    /// The size of the item at `index`, or `nil` when there is no such item.
    public func size(ofItem index: Int) -> Size? {
        guard index >= 0, index < count else { return nil }
        switch self {
        case .uniform(let size, _): return size
        case .individual(let sizes): return sizes[index]
        }
    }

    /// The one size every item shares, or `nil` when the sizes differ or there are no items.
    ///
    /// Individual sizes that are all equal lay out exactly as `.uniform`.
    public var commonSize: Size? {
        switch self {
        case .uniform(let size, let count):
            return count > 0 ? size : nil
        case .individual(let sizes):
            guard let first = sizes.first, sizes.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
    }
}
