extension Scroller {
    /// What happens at the ends of content that does not loop.
    ///
    /// The three overscroll models: iOS's rubber band, Android 12's stretch, and none.
    public enum EdgeBehavior: Hashable, Sendable {
        /// Drags go past the edge on a rubber band and everything springs back, as on iOS
        /// (UIScrollView's `bounces`).
        case bounce
        /// The offset stops at the edge while the content is drawn stretched along the axis, more
        /// near the pulled edge, and springs back to rest, as Android 12's `EdgeEffect` stretch:
        /// drags and touchpad motion past the edge pull the stretch, a fling that meets the edge
        /// is absorbed into it. The scroller's ``Scroller/stretch`` says how to draw it.
        case stretch
        /// The offset stops at the edge.
        case clamp
    }

    /// How a scroller behaves; scenes set it up and may change it at any time.
    public struct Configuration: Sendable {
        /// The direction of scrolling.
        public var axis: ScrollAxis = .horizontal
        /// How fast a fling slows down: UIScrollView's `.normal` (0.998 per ms) or `.fast` (0.99).
        public var decelerationRate: DecelerationRate = .normal
        /// Rubber band and spring at the ends, a stretch, or a hard stop.
        public var edgeBehavior: EdgeBehavior = .bounce
        /// The distance between resting positions (an item plus its spacing, or the viewport),
        /// from offset 0; `nil` when the content has none. Wheel notches, keys and programmatic
        /// glides end on them; where flings end, ``snapping`` says.
        public var pageSize: Double?
        /// Resting positions that are not evenly spaced (the centers of items of different
        /// lengths), repeating every ``loopPeriod`` when looping; they take the place of
        /// ``pageSize``, which should then be `nil`. Wheel notches and arrow keys move from one to
        /// the next, glides end on them, and flings rest on them as ``snapping`` says.
        public var snapPoints: ScrollSnapPoints?
        /// Where flings rest: on the resting positions of ``pageSize``, ``snapPoints`` or
        /// ``targetContentOffset`` (``ScrollSnapping/paging`` or ``ScrollSnapping/stick``), or
        /// anywhere (``ScrollSnapping/free``). Paging by default, so that a page size alone pages.
        public var snapping = ScrollSnapping.paging
        /// The loop period when the content has no end (the length of all items); `nil` for
        /// content with two ends.
        public var loopPeriod: Double?
        /// How far one wheel notch or arrow key moves: one item where the scene has items.
        public var step: Double = 53
        /// How long a glide started by a wheel notch or a key takes, in seconds; `nil` for
        /// Chromium's: 0.1–0.2 s by distance for notches, 0.15 s for keys. Content that turns
        /// whole pages sets a longer one, so a page turn can be watched.
        public var stepDuration: Double?
        /// Points per unit of a touchpad's precise wheel delta (SDL reports about one unit per
        /// wheel notch).
        public var touchpadScale: Double = 53
        /// How far the pointer moves before a press becomes a drag, so that clicks stay clicks.
        public var dragSlop: Double = 4
        /// The release speed above which a paging drag moves to the next page, in points per second.
        public var pagingFlickVelocity: Double = 300
        /// How long touchpad deltas must pause, in seconds, before their motion is taken as a
        /// finished gesture and turned into a fling (SDL2 reports no "fingers lifted").
        public var touchpadPause: Double = 0.06
        /// The window of touchpad deltas, in seconds, whose average speed starts the fling.
        public var touchpadVelocityWindow: Double = 0.15
        /// How the wheel and the touchpad move the content: smoothly (the default), or one item
        /// per gesture; the threshold a gesture must reach; whether the ends let the wheel go on
        /// to the page around (see ``WheelPolicy``).
        public var wheelPolicy = WheelPolicy.smooth
        /// Whether the person prefers reduced motion: flings slow down at the square of
        /// ``decelerationRate`` and glides take half their time (see ``ReducedMotion``). Off by
        /// default.
        public var reducesMotion = false
        /// The scene's say in where a fling ends: given the offset the fling would rest at, the
        /// offset at release and the release velocity (points per second), the offset to rest at
        /// instead, as `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
        /// (which reads the current offset from its collection view).
        public var targetContentOffset: (@Sendable (_ proposed: Double, _ current: Double, _ velocity: Double) -> Double)?
        /// The scene's say in where wheel notches and arrow keys go: given the offset the content
        /// would rest at and a whole number of steps (notches, or ±1 for a key; negative moves
        /// back), the offset to glide to instead of `steps · step` further, or `nil` for that.
        /// Aligned content uses it to move from slot to slot.
        public var stepTarget: (@Sendable (_ restingOffset: Double, _ steps: Int) -> Double?)?

        /// The rate flings slow down at: ``decelerationRate``, or with ``reducesMotion`` its
        /// square (``ReducedMotion/decelerationRate(for:)``).
        public var effectiveDecelerationRate: DecelerationRate {
            reducesMotion ? ReducedMotion.decelerationRate(for: decelerationRate) : decelerationRate
        }

        /// Creates a configuration; every setting can be changed afterwards.
        public init(axis: ScrollAxis = .horizontal) {
            self.axis = axis
        }
    }
}
