/// How a ``Scroller`` takes the mouse wheel and the touchpad: smoothly (every notch glides an
/// item, a touchpad follows 1:1), or one item per gesture; with a threshold a gesture must reach
/// before it moves anything; and whether, at an end of the content, it lets the event go on to
/// the page around it.
///
/// The default, ``smooth``, is the scroller's behavior without a policy.
///
/// ```swift
/// var configuration = Scroller.Configuration(axis: .horizontal)
/// configuration.wheelPolicy = WheelPolicy(mode: .oneItemPerGesture, threshold: 0.5, releasesAtEdges: true)
/// ```
public struct WheelPolicy: Hashable, Sendable {
    /// What a gesture of the wheel or the touchpad moves.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// Each notch glides one item further (notches during a glide add up); touchpad deltas
        /// move the content 1:1 and fling it when they stop.
        case smooth
        /// A gesture moves exactly one item, however hard: a burst of notches, or a whole
        /// touchpad swipe (a run of precise deltas until they pause), glides one item, as a
        /// page turn.
        case oneItemPerGesture = "one item per gesture"
    }

    /// What a gesture moves.
    public var mode: Mode
    /// How much a gesture must bring, in the wheel's units (one notch is 1, a touchpad's
    /// precise deltas are in the same units), before it moves the content: its events are
    /// ignored until their sum reaches it; from the event that reaches it on, the gesture
    /// moves as ``mode`` says. 0 moves at the first event. Set to a value that is not finite
    /// or is negative, it is 0; above ``maximumThreshold``, that.
    public var threshold: Double {
        didSet { threshold = Self.validThreshold(threshold) }
    }
    /// Whether, on content with ends that rests at an end, the wheel pushing further out is
    /// left to the page around it: the scroller does not take the event (it returns `false`)
    /// and shows no rubber band or stretch. Touchpad motion that reaches the end stops there.
    public var releasesAtEdges: Bool
    /// How long the wheel must rest, in seconds, for its next event to start a new gesture: a
    /// pause of this much, like a change of direction, ends one. 0.15 s, as Swiper's wheel.
    /// Set to a value that is not finite or is negative, it is the default.
    public var gestureGap: Double {
        didSet { gestureGap = Self.validGestureGap(gestureGap) }
    }

    /// The gap after which the wheel's next event starts a new gesture: 0.15 s.
    public static let defaultGestureGap = 0.15
    /// The largest threshold: 10 notches' worth.
    public static let maximumThreshold = 10.0

    /// The scroller's behavior without a policy: smooth, no threshold, the ends keep the wheel.
    public static let smooth = WheelPolicy()

    /// Creates a policy; a threshold that is not finite or is negative is 0, one above
    /// ``maximumThreshold`` is that; a gap that is not finite or is negative is the default.
    public init(
        mode: Mode = .smooth, threshold: Double = 0, releasesAtEdges: Bool = false,
        gestureGap: Double = WheelPolicy.defaultGestureGap
    ) {
        self.mode = mode
        self.threshold = Self.validThreshold(threshold)
        self.releasesAtEdges = releasesAtEdges
        self.gestureGap = Self.validGestureGap(gestureGap)
    }

    /// `threshold` within 0...``maximumThreshold``; 0 when it is not finite.
    static func validThreshold(_ threshold: Double) -> Double {
        threshold.isFinite ? min(max(threshold, 0), maximumThreshold) : 0
    }

    /// `gap` when it is finite and not negative, else ``defaultGestureGap``.
    static func validGestureGap(_ gap: Double) -> Double {
        gap.isFinite && gap >= 0 ? gap : defaultGestureGap
    }
}
