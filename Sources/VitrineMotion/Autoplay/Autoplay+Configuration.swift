extension Autoplay {
    /// Which way the autoplay turns.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        /// To the next item.
        case forward
        /// To the previous item.
        case backward
    }

    /// How an ``Autoplay`` runs.
    public struct Configuration: Hashable, Sendable {
        /// Whether it runs at all. Off by default.
        public var isEnabled: Bool
        /// Seconds between steps, at least ``minimumDelay``: 3 by default.
        public var delay: Double {
            didSet { delay = Self.clamped(delay, to: Self.minimumDelay...Self.maximumDelay, or: Self.defaultDelay) }
        }
        /// Which way each step turns.
        public var direction: Direction
        /// Whether the pointer over the content pauses it (Swiper's `pauseOnMouseEnter`). Off
        /// by default: in a window the pointer is often over the content without meaning to
        /// hold it.
        public var pausesOnHover: Bool
        /// Whether a person's drag, wheel, touchpad or key pauses it (Swiper's
        /// `disableOnInteraction`, but going on afterwards). On by default.
        public var pausesOnInteraction: Bool
        /// How long after the last interaction (or the pointer leaving) it goes on, in seconds,
        /// 0 to ``maximumDelay``: 2 by default.
        public var resumeDelay: Double {
            didSet { resumeDelay = Self.clamped(resumeDelay, to: 0...Self.maximumDelay, or: Self.defaultResumeDelay) }
        }

        /// The shortest delay: 0.5 s, longer than a step's glide.
        public static let minimumDelay = 0.5
        /// The longest delay and resume delay: 60 s.
        public static let maximumDelay = 60.0
        /// The delay by default: 3 s.
        public static let defaultDelay = 3.0
        /// The resume delay by default: 2 s.
        public static let defaultResumeDelay = 2.0

        /// Creates a configuration; a delay or resume delay out of range is brought into it (one
        /// that is not finite is the default).
        public init(
            isEnabled: Bool = false, delay: Double = Configuration.defaultDelay, direction: Direction = .forward,
            pausesOnHover: Bool = false, pausesOnInteraction: Bool = true,
            resumeDelay: Double = Configuration.defaultResumeDelay
        ) {
            self.isEnabled = isEnabled
            self.delay = Self.clamped(delay, to: Self.minimumDelay...Self.maximumDelay, or: Self.defaultDelay)
            self.direction = direction
            self.pausesOnHover = pausesOnHover
            self.pausesOnInteraction = pausesOnInteraction
            self.resumeDelay = Self.clamped(resumeDelay, to: 0...Self.maximumDelay, or: Self.defaultResumeDelay)
        }

        /// `value` in `range`, or `fallback` when it is not finite.
        private static func clamped(_ value: Double, to range: ClosedRange<Double>, or fallback: Double) -> Double {
            value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : fallback
        }
    }
}
