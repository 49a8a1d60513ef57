import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineMotion

/// Parallax pages whose items act out timed actions as the pages scroll: the seed's `PVView`,
/// driven by a paging `Scroller`.
///
/// The view asks its ``delegate`` for pages, items, nodes and actions. The items do not scroll
/// with the pages; they sit still in the view and move only by their actions, which play as the
/// active page's progress runs from 0 (the page at rest) to 1 (the next page at rest).
///
/// ```swift
/// let parallax = PVView(viewport: Size(width: 1280, height: 720))
/// parallax.delegate = story          // held weakly: keep `story` alive
/// parallax.reload()
/// parallax.handle(event, at: time)   // for every input event
/// parallax.update(at: now)           // once a frame
/// let nodes = parallax.makeNodes()
/// ```
///
/// Beyond the seed: items of pages that are not active are hidden (``hidesItemsOfOtherPages``),
/// a jump across several pages plays every skipped page to its end, a resize keeps the page in
/// place, the delegate is weak, and one page works even when the last page is ignored.
public final class PVView {
    /// The directions the pages can scroll in.
    public enum PVDirection: Hashable, Sendable {
        /// Pages side by side; the next page is to the right.
        case horizontal
        /// Pages stacked; the next page is below.
        case vertical
    }

    /// Who supplies pages, items, nodes and actions; held weakly, so the view never outlives
    /// it with a dangling reference.
    public weak var delegate: (any PVViewDelegate)?
    /// The direction the pages scroll in, read from the delegate at ``reload()``.
    public private(set) var direction = PVDirection.horizontal
    /// The number of pages, read from the delegate at ``reload()`` (a negative count is 0).
    public private(set) var numberOfPages = 0
    /// The page the scroll offset is on, or `nil` before the first update after a reload.
    public internal(set) var currentPageIndex: Int?
    /// Whether the new page's actions play in the very update that moves to it (the default);
    /// otherwise they start with the next update.
    public var runActionsAfterTransition = true
    /// Whether the last page only ends the page before it (the default): its items stay, at
    /// progress 1, instead of loading items of its own.
    public var ignoreLastPage = true
    /// Whether items that are not on the active page are hidden (the default); otherwise they
    /// stay in the state their last page left them in.
    public var hidesItemsOfOtherPages = true
    /// How quickly a fling slows down before it settles on a page, as UIScrollView's
    /// `decelerationRate` (`.normal` by default).
    public var decelerationRate = DecelerationRate.normal {
        didSet { configureScroller() }
    }
    /// What the first and last pages do when scrolled past: iOS's rubber band
    /// (`Scroller/EdgeBehavior/bounce`, the default), Android 12's stretch
    /// (`Scroller/EdgeBehavior/stretch`: ``makeNodes()`` draws the items stretched along the
    /// direction, more near the pulled edge) or a hard stop (`Scroller/EdgeBehavior/clamp`).
    public var edgeBehavior = Scroller.EdgeBehavior.bounce {
        didSet { configureScroller() }
    }
    /// Whether the first and last pages stretch on a rubber band and spring back when dragged
    /// past, as UIScrollView's `bounces`: ``edgeBehavior`` is `Scroller/EdgeBehavior/bounce`.
    /// Turning it off makes the scroll stop hard at them.
    public var bounces: Bool {
        get { edgeBehavior == .bounce }
        set { edgeBehavior = newValue ? .bounce : .clamp }
    }
    /// How long a page turned by a wheel notch or a key takes, in seconds: 0.4 by default, as
    /// UIScrollView's paging animation (0.3–0.5 s), so the actions that play across the turn can
    /// be seen. Drags and flicks keep their own motion.
    public var pageTurnDuration = 0.4 {
        didSet { configureScroller() }
    }
    /// How far the pointer moves, in the view's points, before a press becomes a drag (4 by
    /// default); a view drawn scaled sets it so that the slop stays 4 points on screen.
    public var dragSlop = 4.0 {
        didSet { configureScroller() }
    }
    /// How the mouse wheel and the touchpad turn the pages: smoothly (`WheelPolicy/smooth`,
    /// the default: a notch turns a page, a touchpad follows 1:1), or one page per gesture; the
    /// threshold a gesture must reach; and whether the first and last page let the wheel go on
    /// to the page around (`WheelPolicy`).
    public var wheelPolicy = WheelPolicy.smooth {
        didSet { configureScroller() }
    }
    /// How far the eye is from items that turn about x or y, in points.
    public var perspectiveDistance = 800.0
    /// Whether the person prefers reduced motion: no item turns (a turn about x or y fades it
    /// instead, by the share of its face the turn would show; a turn about z is left out, see
    /// ``PVTarget/reducedMotionNode()``), a page turn takes half its ``pageTurnDuration`` and
    /// flings slow down faster (see `ReducedMotion` in VitrineMotion). Off by default.
    public var reducesMotion = false {
        didSet { configureScroller() }
    }
    /// The size of the view in points; a page is this long along the direction.
    public private(set) var viewport: Size
    /// The paging scroll.
    public internal(set) var scroller = Scroller()

    /// Item states by identifier, kept until a reload.
    var targets: [String: PVTarget] = [:]
    /// The items of the active page, containers before the items they hold.
    var loadedItems: [LoadedItem] = []
    /// The page whose items and actions are loaded.
    var loadedPage: Int?
    /// Identifiers in the order their nodes were first made, for drawing items off the page.
    var creationOrder: [String] = []

    /// Creates a view of `viewport` with no pages; set a delegate and call ``reload()``.
    public init(viewport: Size) {
        self.viewport = viewport
        configureScroller()
    }

    /// The length of one page along the direction.
    public var pageLength: Double {
        direction == .horizontal ? viewport.width : viewport.height
    }

    /// Forgets every item and node, reads the direction and page count again and goes back to
    /// the first page.
    public func reload() {
        targets.removeAll()
        loadedItems.removeAll()
        creationOrder.removeAll()
        loadedPage = nil
        currentPageIndex = nil
        direction = delegate.map { $0.direction(of: self) } ?? .horizontal
        numberOfPages = max(delegate.map { $0.numberOfPages(in: self) } ?? 0, 0)
        configureScroller()
        scroller.jump(to: 0)
        updatePages()
    }

    /// Feeds an input event that happened at `time`.
    public func handle(_ event: InputEvent, at time: Double) {
        scroller.handle(event, at: time)
    }

    /// Moves to `time`: advances the scroll and plays the active page's actions. A view left at
    /// rest between two pages (a resize that stopped a fling, a programmatic scroll) glides to
    /// the nearest page.
    public func update(at time: Double) {
        scroller.update(at: time)
        if !scroller.isMoving, pageLength > 0 {
            let nearest = (scroller.offset / pageLength).rounded() * pageLength
            if abs(nearest - scroller.offset) > 1e-6 {
                scroller.scroll(to: nearest, animated: true, at: time)
            }
        }
        updatePages()
    }

    /// Changes the size of the view, keeping the page in place: the same fraction of a page is
    /// scrolled, and a view resting on a page stays exactly on it.
    public func resize(to viewport: Size) {
        guard viewport != self.viewport, viewport.width.isFinite, viewport.height.isFinite else { return }
        let oldLength = pageLength
        let pages = oldLength > 0 ? scroller.offset / oldLength : 0
        self.viewport = viewport
        configureScroller()
        let onPage = abs(pages - pages.rounded()) < 1e-9
        scroller.jump(to: (onPage ? pages.rounded() : pages) * pageLength)
        updatePages()
    }

    /// Sets up the scroller for the direction, the page size and the page count.
    func configureScroller() {
        var configuration = scroller.configuration
        configuration.axis = direction == .horizontal ? .horizontal : .vertical
        configuration.pageSize = pageLength > 0 ? pageLength : nil
        configuration.step = pageLength > 0 ? pageLength : 53
        configuration.stepDuration = pageTurnDuration
        configuration.dragSlop = dragSlop.isFinite && dragSlop >= 0 ? dragSlop : 4
        configuration.decelerationRate = decelerationRate
        configuration.edgeBehavior = edgeBehavior
        configuration.wheelPolicy = wheelPolicy
        configuration.reducesMotion = reducesMotion
        scroller.configuration = configuration
        scroller.setContent(length: Double(numberOfPages) * pageLength, viewport: pageLength)
    }
}
