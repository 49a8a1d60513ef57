import VitrineGeometry

/// The seed's `PluginableFlowLayout`: a flow layout that brings flings to rest on an item in
/// its ``alignment`` and runs ``plugins`` over every attribute it hands out.
///
/// ```swift
/// var layout = PluginableFlowLayout(alignment: .lineStart,
///                                   plugins: [ParallaxDimmingFlowLayoutPlugin()])
/// layout.scrollDirection = .horizontal
/// layout.items = .uniform(Size(width: 300, height: 400), count: 20)
/// layout.sectionInset = EdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
/// layout.prepare(for: Size(width: 800, height: 400))
///
/// let bounds = layout.bounds(atContentOffset: scroller.offset)
/// for attributes in layout.layoutAttributesForElements(in: bounds, bounds: bounds) { … }
/// let rest = layout.targetContentOffset(forProposedContentOffset: proposed, currentOffset: offset,
///                                       velocity: velocity, viewport: layout.viewport)
/// ```
///
/// The layout keeps its ``geometry`` prepared for one viewport; it is rebuilt whenever the
/// configuration or the viewport changes (O(1) when all items share one size, O(n) otherwise;
/// assign ``flowLayout`` whole to change several settings at once). Queries for another
/// viewport size still answer correctly, by laying out afresh for that call.
public struct PluginableFlowLayout: Sendable {
    /// The attributes this layout hands out.
    public typealias LayoutAttributes = PluginableFlowLayoutAttributes
    /// Where items come to rest.
    public typealias Alignment = PluginableFlowLayoutAlignment

    /// The seed's UIKit threshold of 0.3 points per millisecond, in points per second: releases
    /// faster than this are flicks.
    public static let defaultFlickVelocityThreshold = 300.0

    /// Where flings come to rest, or `nil` to leave them where they would end.
    public var alignment: Alignment?
    /// The plugins, run in order on every attribute after the built-in
    /// ``PercentageFlowLayoutPlugin``.
    public var plugins: [any FlowLayoutPlugin]
    /// How far a flick may travel. The default is `.oneItem`, the seed's behaviour.
    public var flickBehavior: FlickBehavior = .oneItem
    /// The release speed, in points per second, above which a release counts as a flick. The
    /// default is ``defaultFlickVelocityThreshold`` (300).
    public var flickVelocityThreshold: Double = PluginableFlowLayout.defaultFlickVelocityThreshold
    /// Whether the content scrolls from the first item's slot to the last's, so that every item
    /// can rest in its slot (``contentOffsetRange``). The default is `.alignment`; `.never` keeps
    /// the seed's range, `0...contentLength − viewport`.
    public var contentInsetAdjustment: ContentInsetAdjustment = .alignment
    /// The flow layout underneath: direction, items, spacing and insets.
    public var flowLayout: FlowLayout {
        didSet { geometry = FlowLayoutGeometry(layout: flowLayout, viewport: geometry.viewport) }
    }
    /// The flow layout laid out for ``viewport``.
    public private(set) var geometry: FlowLayoutGeometry

    /// Creates a layout with the seed's two arguments; the flow layout and viewport may follow.
    public init(
        alignment: Alignment?, plugins: [any FlowLayoutPlugin], flowLayout: FlowLayout = FlowLayout(),
        viewport: Size = .zero
    ) {
        self.alignment = alignment
        self.plugins = plugins
        self.flowLayout = flowLayout
        self.geometry = FlowLayoutGeometry(layout: flowLayout, viewport: viewport)
    }

    /// The viewport size the layout is prepared for.
    public var viewport: Size { geometry.viewport }

    /// Lays the items out for a viewport of `viewport` size, unless already done.
    public mutating func prepare(for viewport: Size) {
        guard viewport != geometry.viewport else { return }
        geometry = FlowLayoutGeometry(layout: flowLayout, viewport: viewport)
    }

    /// The size of the scrollable content in the prepared viewport.
    public var contentSize: Size { geometry.contentSize }

    /// The frame of item `index` in the prepared viewport, or `nil` when there is no such item.
    public func frame(ofItem index: Int) -> Rect? {
        geometry.frame(ofItem: index)
    }

    /// The prepared geometry when it is for `viewport`, else a fresh one for it.
    func geometry(for viewport: Size) -> FlowLayoutGeometry {
        viewport == geometry.viewport ? geometry : FlowLayoutGeometry(layout: flowLayout, viewport: viewport)
    }
}
