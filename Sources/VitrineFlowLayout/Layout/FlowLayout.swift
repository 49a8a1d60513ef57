import VitrineGeometry

/// A one-section flow layout, as UICollectionViewFlowLayout describes it: items fill lines
/// across the scroll axis and lines follow each other along it.
///
/// A `FlowLayout` is only a description; ``prepared(for:)`` lays it out for a viewport.
///
/// ```swift
/// var layout = FlowLayout(scrollDirection: .horizontal,
///                         items: .uniform(Size(width: 200, height: 300), count: 50))
/// layout.minimumLineSpacing = 20
/// layout.sectionInset = EdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
/// let geometry = layout.prepared(for: Size(width: 800, height: 300))
/// geometry.frame(ofItem: 1)   // (260, 0, 200, 300)
/// ```
///
/// How lines are filled, justified and placed is told in ``FlowLayoutGeometry``.
public struct FlowLayout: Hashable, Sendable {
    /// The direction content scrolls in. The default is `.vertical`, as in UIKit.
    public var scrollDirection: FlowScrollDirection
    /// The items and their sizes. The default is no items of UIKit's 50 × 50.
    public var items: FlowItemSizes
    /// The smallest gap between neighbouring lines, along the scroll axis. The default is 10.
    /// Negative or non-finite values count as 0.
    public var minimumLineSpacing: Double
    /// The smallest gap between neighbouring items of a line, across the scroll axis. Full
    /// lines spread their spare room into these gaps. The default is 10. Negative or
    /// non-finite values count as 0.
    public var minimumInteritemSpacing: Double
    /// The margins around the section's content. The default is none. Non-finite insets count
    /// as 0.
    public var sectionInset: EdgeInsets

    /// Creates a layout; `FlowLayout()` gives UIKit's defaults.
    public init(
        scrollDirection: FlowScrollDirection = .vertical,
        items: FlowItemSizes = .uniform(Size(width: 50, height: 50), count: 0),
        minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
        sectionInset: EdgeInsets = .zero
    ) {
        self.scrollDirection = scrollDirection
        self.items = items
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
    }

    /// The number of items.
    public var itemCount: Int { items.count }

    /// The layout laid out in a viewport of `viewport` size: O(1) for items of one size, O(n)
    /// otherwise.
    public func prepared(for viewport: Size) -> FlowLayoutGeometry {
        FlowLayoutGeometry(layout: self, viewport: viewport)
    }
}
