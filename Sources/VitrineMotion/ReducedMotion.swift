/// What a person's preference for reduced motion (macOS's and iOS's Reduce Motion, GNOME's
/// animations switched off, CSS's `prefers-reduced-motion: reduce`) does to a scroll: flings
/// slow down faster and glides are shorter, so the content gets where it goes in less time.
///
/// Set ``Scroller/Configuration/reducesMotion`` (or a container's `reducesMotion`) from the
/// platform's setting; the scroller then
///
/// - decelerates flings with ``decelerationRate(for:)``, the rate squared: per millisecond the
///   velocity is multiplied by d² instead of d, so it decays twice as fast and a fling travels
///   d/(1 + d) of its usual distance (at 0.998, 1000 points per second travel about 249.25 points instead of 499);
/// - gives every glide (a wheel notch, an arrow key, Page Up and Down, Home and End, a
///   programmatic scroll, a page turn) ``glideDurationFactor`` of its usual duration.
///
/// ```swift
/// var configuration = Scroller.Configuration()
/// configuration.reducesMotion = true
/// ReducedMotion.decelerationRate(for: .normal).rawValue   // 0.996004
/// WheelGlide.programmaticDuration(forDistance: 400) * ReducedMotion.glideDurationFactor   // 1/6 s
/// ```
public enum ReducedMotion {
    /// How long a glide takes with reduced motion, against its usual duration: 0.5.
    public static let glideDurationFactor = 0.5

    /// The deceleration rate with reduced motion: `rate` squared (the smallest valid rate where
    /// the square underflows to 0).
    public static func decelerationRate(for rate: DecelerationRate) -> DecelerationRate {
        DecelerationRate(rawValue: rate.rawValue * rate.rawValue)
            ?? DecelerationRate(rawValue: .leastNonzeroMagnitude) ?? rate
    }
}
