import VitrineGeometry
import VitrineInput

/// Turns input events and time into a scroll offset along one axis, with the feel of
/// UIScrollView: drags that follow the pointer, flings that decay, paging, rubber-band bounce at
/// the ends (or Android 12's stretch, or a hard stop), endless looping, smooth mouse-wheel glides
/// and touchpad flings.
///
/// A scroller knows nothing of scenes or SDL. Feed it events with the time they happened and ask
/// for the offset at the frame's time; every motion is a closed-form function of time, so the same
/// input gives the same offsets at any frame rate.
///
/// ```swift
/// var scroller = Scroller(configuration: .init(axis: .horizontal))
/// scroller.setContent(length: 3000, viewport: 1280)
/// scroller.handle(.pointerDown(Point(x: 600, y: 300), button: .left), at: 0)
/// scroller.handle(.pointerMoved(Point(x: 500, y: 300)), at: 0.05)
/// scroller.handle(.pointerUp(Point(x: 500, y: 300), button: .left), at: 0.06)
/// scroller.update(at: 1 / 60.0)
/// let offset = scroller.offset      // about 96 points in, and gliding on
/// ```
public struct Scroller: Sendable {
    /// How the scroller behaves.
    public var configuration: Configuration {
        didSet { configurationDidChange(from: oldValue) }
    }
    /// The length of the viewport along the axis, in points.
    public private(set) var viewportLength: Double = 0
    /// The length of the content along the axis, in points (the loop period when looping).
    public private(set) var contentLength: Double = 0
    /// Where the content is scrolled to, as shown this frame (rubber band included).
    public internal(set) var position = ScrollPosition()
    /// How the content is stretched past an edge this frame, with ``EdgeBehavior/stretch``:
    /// draw the content through ``OverscrollStretch/stretched(_:length:)`` over the viewport's
    /// length. ``OverscrollStretch/none`` at rest and with the other edge behaviors.
    public internal(set) var stretch = OverscrollStretch.none
    /// What the scroller made of the wheel's latest gesture, under the configuration's
    /// ``WheelPolicy``: its sum so far, whether it moved, whether its last event was left to the
    /// page at an end.
    public internal(set) var wheelGesture = WheelGesture()
    /// What the scroller is doing.
    var phase: Phase = .idle

    /// Creates a scroller at offset 0.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        self.position = ScrollPosition(offset: 0, period: configuration.loopPeriod)
    }

    /// The offset as one number (see ``ScrollPosition/offset``).
    public var offset: Double { position.offset }

    /// The smallest offset at rest: 0.
    public var minimumOffset: Double { 0 }

    /// The largest offset at rest: the content's length beyond the viewport (0 when it fits).
    public var maximumOffset: Double { max(contentLength - viewportLength, 0) }

    /// Whether the content loops (has no ends).
    public var isLooping: Bool { configuration.loopPeriod != nil }

    /// Whether anything is moving: a drag, a fling, a spring, a glide or touchpad motion.
    public var isMoving: Bool {
        if case .idle = phase { return false }
        return true
    }

    /// Whether the pointer is dragging the content right now.
    public var isDragging: Bool {
        if case .dragging(let drag) = phase { return drag.hasPassedSlop }
        return false
    }

    /// Whether the pointer is down on content that was at rest and has not moved past the slop:
    /// letting it go now is a tap (a click), not a drag. Read it before handing the scroller the
    /// `pointerUp`, to select what was tapped; a press that stopped moving content only stops it.
    public var isTapping: Bool {
        if case .dragging(let drag) = phase { return !drag.hasPassedSlop && !drag.caughtMotion }
        return false
    }

    /// Tells the scroller the sizes along its axis; keeps the offset, pulling it back into range
    /// (by a spring when bouncing) if the content shrank.
    public mutating func setContent(length: Double, viewport: Double) {
        contentLength = length.isFinite ? max(length, 0) : 0
        viewportLength = viewport.isFinite ? max(viewport, 0) : 0
    }

    /// Moves to `offset` at once, stopping any motion (and letting go of any stretch).
    public mutating func jump(to offset: Double) {
        phase = .idle
        stretch = .none
        position = ScrollPosition(offset: clampedIfBounded(offset), period: configuration.loopPeriod)
    }

    private mutating func configurationDidChange(from old: Configuration) {
        if old.loopPeriod != configuration.loopPeriod {
            phase = .idle
            stretch = .none
            position = ScrollPosition(offset: position.inPeriod, period: configuration.loopPeriod)
        }
        if old.edgeBehavior != configuration.edgeBehavior, configuration.edgeBehavior != .stretch {
            // Another model: a stretch showing goes at once.
            stretch = .none
            if case .animating(var animation) = phase {
                animation.stretch = nil
                phase = .animating(animation)
            }
        }
    }

    /// `offset` pulled into `minimumOffset...maximumOffset` unless the content loops.
    func clampedIfBounded(_ offset: Double) -> Double {
        guard !isLooping else { return offset }
        return min(max(offset, minimumOffset), maximumOffset)
    }
}
