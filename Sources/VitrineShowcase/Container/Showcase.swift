import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineMotion

/// A carousel whose items ride a path and change shape as they scroll: the seed's `Showcase`,
/// driven by a `Scroller`.
///
/// Register a view type, hand it models with ``reset(_:models:)``, feed it input and time, and
/// draw ``makeNodes()``. Views exist only for the visible slots plus one slot of margin on each
/// side; as slots scroll out and in, views are reused and reconfigured. With looping on (the
/// default), the items repeat without end and without gaps, whatever their number.
///
/// ```swift
/// let showcase = Showcase(viewport: Size(width: 1280, height: 720))
/// showcase.layout.itemSize = Size(width: 200, height: 280)
/// showcase.layout.path = CircularPath()
/// showcase.register(ColorView.self)
/// try showcase.reset(ColorView.self, models: colors)
/// showcase.handle(event, at: time)      // for every input event
/// showcase.update(at: now)              // once a frame
/// let nodes = showcase.makeNodes()
/// ```
public final class Showcase {
    /// Item size, spacing, direction, path and transform. A change of the spacing of the items
    /// (their size, the line spacing or the direction) keeps the item at the center at the
    /// center; a fling or glide under way ends at once where it was heading, on the same item.
    public var layout: Layout {
        didSet { layoutDidChange(from: oldValue) }
    }
    /// Where flings rest: anywhere (`ScrollSnapping/free`, the default), on the item nearest
    /// where they would have stopped (`ScrollSnapping/stick`, iCarousel's
    /// `scrollToItemBoundary`), or one item a flick (`ScrollSnapping/paging`). Wheel notches,
    /// keys and ``scrollToItem(_:animated:at:)`` always end with an item centered.
    public var snapping = ScrollSnapping.free {
        didSet { configureScroller() }
    }
    /// Whether flings move one item at a time, the seed's switch: ``snapping`` is
    /// `ScrollSnapping/paging`. Turning it off makes flings free.
    public var isPagingEnabled: Bool {
        get { snapping == .paging }
        set { snapping = newValue ? .paging : .free }
    }
    /// Whether the items repeat without end; otherwise the first and last items stop at the
    /// center, bouncing.
    public var isLooping = true {
        didSet { configureScroller() }
    }
    /// How quickly a fling slows down, as UIScrollView's `decelerationRate` (`.normal` by default).
    public var decelerationRate = DecelerationRate.normal {
        didSet { configureScroller() }
    }
    /// What the ends of content that does not loop do when scrolled past: iOS's rubber band
    /// (`Scroller/EdgeBehavior/bounce`, the default), Android 12's stretch
    /// (`Scroller/EdgeBehavior/stretch`: ``makeNodes()`` draws the items stretched along the
    /// axis, more near the pulled edge) or a hard stop (`Scroller/EdgeBehavior/clamp`).
    public var edgeBehavior = Scroller.EdgeBehavior.bounce {
        didSet { configureScroller() }
    }
    /// Whether the ends of content that does not loop stretch on a rubber band and spring back,
    /// as UIScrollView's `bounces`: ``edgeBehavior`` is `Scroller/EdgeBehavior/bounce`.
    /// Turning it off makes the scroll stop hard at the first and last item.
    public var bounces: Bool {
        get { edgeBehavior == .bounce }
        set { edgeBehavior = newValue ? .bounce : .clamp }
    }
    /// How the mouse wheel and the touchpad move the items: smoothly (`WheelPolicy/smooth`, the
    /// default: a notch glides one item, a touchpad follows 1:1), or one item per gesture;
    /// the threshold a gesture must reach; and whether, without looping, the first and last
    /// item let the wheel go on to the page around (`WheelPolicy`).
    public var wheelPolicy = WheelPolicy.smooth {
        didSet { configureScroller() }
    }
    /// Whether the person prefers reduced motion: flings slow down faster and glides are
    /// shorter (see `ReducedMotion` in VitrineMotion). Off by default. The layout is yours to
    /// reduce too: set ``layout`` to ``Layout/reducingMotion()``.
    public var reducesMotion = false {
        didSet { configureScroller() }
    }
    /// Whether a tap on an item glides it to the center, as iCarousel's `centerItemWhenSelected`
    /// (and Swiper's `slideToClickedSlide`). On by default.
    public var centerItemWhenSelected = true
    /// Each item's length along the axis, in points, when the items differ (pictures of different
    /// proportions); `nil` (the default) for every item ``Layout/itemLength`` long, the seed's
    /// strip. Item k takes `itemLengths[k mod itemLengths.count]`, so a shorter list repeats; a
    /// length that is not finite and positive, or an empty list, counts as the layout's.
    ///
    /// Neighbors stay ``Layout/lineSpacing`` apart, item k rests (is centered) at
    /// ``restingOffset(ofItem:)``, and snapping, paging, wheel notches, keys and
    /// ``scrollToItem(_:animated:at:)`` land on those offsets. Across the axis, items keep the
    /// layout's size. Flat layouts read the path and transform at each item's own rate (where its
    /// center is); the 3-D family spreads items one period of the layout apart by their place
    /// counted in items (see <doc:ItemLengths>). A change keeps the item at the center there.
    public var itemLengths: [Double]? {
        didSet {
            guard itemLengths != oldValue else { return }
            keepingCenterItem { configureScroller() }
        }
    }
    /// The size of the area the showcase fills, in points.
    public private(set) var viewport: Size
    /// The scroll along the layout's axis; its offset is the distance of item 0 from the center.
    public internal(set) var scroller = Scroller()

    var registered: [ObjectIdentifier: String] = [:]
    /// Where items of different lengths sit, when ``itemLengths`` gives lengths and there are
    /// models; `nil` for the uniform strip.
    var strip: ItemStrip?
    var content = Content.empty
    /// Views by the slot they show (slot k shows model k mod count).
    var liveViews: [Int: AnyObject] = [:]
    /// Views waiting to be reused.
    var reusePool: [AnyObject] = []

    /// Creates an empty showcase filling `viewport`.
    public init(viewport: Size, layout: Layout = Layout()) {
        self.viewport = viewport
        self.layout = layout
        configureScroller()
    }

    /// Makes `type` available to ``reset(_:models:)``.
    public func register<View: ReusableView>(_ type: View.Type) {
        registered[ObjectIdentifier(type)] = String(describing: type)
    }

    /// Shows `models` with views of `type`, from the first model, centered. Can be called any
    /// number of times; existing views are dropped.
    ///
    /// - Throws: ``ShowcaseError/unregisteredView(type:registered:)`` when `type` was not
    ///   registered.
    public func reset<View: ReusableView>(_ type: View.Type, models: [View.Model]) throws(ShowcaseError) {
        try reset(type, count: models.count) { models[$0] }
    }

    /// Shows `count` models with views of `type`, each asked of `model` when its item comes
    /// into view (as a collection view asks its data source), from the first, centered: a
    /// million items cost what ten do, since only the visible ones are ever made. Can be called
    /// any number of times; existing views are dropped.
    ///
    /// ```swift
    /// try showcase.reset(ColorView.self, count: 1_000_000) { ColorModel(number: $0) }
    /// ```
    ///
    /// - Throws: ``ShowcaseError/unregisteredView(type:registered:)`` when `type` was not
    ///   registered.
    public func reset<View: ReusableView>(
        _ type: View.Type, count: Int,
        model: @escaping (Int) -> View.Model
    ) throws(ShowcaseError) {
        guard registered[ObjectIdentifier(type)] != nil else {
            throw .unregisteredView(type: String(describing: type), registered: registered.values.sorted())
        }
        liveViews.removeAll()
        reusePool.removeAll()
        content = Content(
            count: max(count, 0),
            makeView: { View() },
            configure: { view, index in (view as? View)?.configure(with: model(index)) },
            node: { ($0 as? View)?.node ?? Node() })
        configureScroller()
        scroller.jump(to: 0)
        arrangeViews()
    }

    /// The number of models.
    public var count: Int { content.count }

    /// Feeds an input event that happened at `time`. A tap (a press and release that moved
    /// less than the drag slop, on content at rest) on an item centers it when
    /// ``centerItemWhenSelected`` is on, unless `selectsOnTap` is off: where the caller draws
    /// something of its own over the items there, such as a bar.
    public func handle(_ event: InputEvent, at time: Double, selectsOnTap: Bool = true) {
        let isTap = if case .pointerUp(_, .left) = event { scroller.isTapping } else { false }
        scroller.handle(event, at: time)
        if isTap, selectsOnTap, centerItemWhenSelected, case .pointerUp(let point, _) = event {
            centerItem(at: point, at: time)
        }
    }

    /// Moves to `time`: advances the scroll and reuses views for the slots now on screen.
    public func update(at time: Double) {
        scroller.update(at: time)
        arrangeViews()
    }

    /// Changes the viewport; the item at the center stays at the center.
    public func resize(to viewport: Size) {
        guard viewport != self.viewport else { return }
        self.viewport = viewport
        configureScroller()
        arrangeViews()
    }

    /// Sets the scroller up for the new layout and, when the period changed, moves the scroll so
    /// that it is as many items along as before (where it was heading, if it was moving).
    func layoutDidChange(from old: Layout) {
        if strip != nil || usesItemLengths {
            keepingCenterItem(oldPeriod: old.period) { configureScroller() }
            return
        }
        let oldPeriod = old.period, newPeriod = layout.period
        guard oldPeriod > 0, newPeriod > 0, oldPeriod != newPeriod else {
            configureScroller()
            return
        }
        var items = scroller.restingOffset / oldPeriod
        if isLooping, count > 0 { items = items.truncatingRemainder(dividingBy: Double(count)) }
        configureScroller()
        scroller.jump(to: items * newPeriod)
        arrangeViews()
    }

    /// Sets up the scroller for the layout, the count and the switches.
    func configureScroller() {
        updateStrip()
        let period = layout.period
        var configuration = scroller.configuration
        configuration.axis = layout.direction == .horizontal ? .horizontal : .vertical
        if let strip {
            configureScroller(for: strip, configuration: configuration)
            return
        }
        configuration.snapPoints = nil
        configuration.step = period > 0 ? period : 53
        configuration.pageSize = period > 0 ? period : nil
        configuration.snapping = snapping
        configuration.loopPeriod = isLooping && count > 0 && period > 0 ? Double(count) * period : nil
        configuration.decelerationRate = decelerationRate
        configuration.edgeBehavior = edgeBehavior
        configuration.wheelPolicy = wheelPolicy
        configuration.reducesMotion = reducesMotion
        scroller.configuration = configuration
        let viewportLength = layout.direction == .horizontal ? viewport.width : viewport.height
        // Offsets run from item 0 centered to the last item centered.
        scroller.setContent(length: Double(max(count - 1, 0)) * period + viewportLength, viewport: viewportLength)
    }
}
