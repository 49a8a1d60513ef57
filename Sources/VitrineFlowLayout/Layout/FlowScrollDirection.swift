import VitrineMotion

/// The direction a flow layout scrolls in, as `UICollectionView.ScrollDirection`.
///
/// Items fill a line across the scroll axis and lines follow each other along it: rows for
/// `.vertical`, columns for `.horizontal`.
public enum FlowScrollDirection: Hashable, Sendable, Codable {
    /// Content scrolls up and down; lines are rows, filled from left to right.
    case vertical
    /// Content scrolls left and right; lines are columns, filled from top to bottom.
    case horizontal

    /// The matching `VitrineMotion/ScrollAxis`, for configuring a `Scroller`.
    public var scrollAxis: ScrollAxis {
        self == .horizontal ? .horizontal : .vertical
    }

    /// The direction that scrolls along `axis`.
    public init(_ axis: ScrollAxis) {
        self = axis == .horizontal ? .horizontal : .vertical
    }
}
