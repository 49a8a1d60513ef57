/// Estimates the velocity of a drag at release from recent pointer samples, as Flutter's default
/// (least-squares) `VelocityTracker` does.
///
/// Add one sample per pointer event along one axis; ask for ``velocity(at:)`` at release. The
/// estimate fits a polynomial of degree 2 to position against time over the recent samples and
/// takes its slope at the newest sample:
/// - only samples within ``horizon`` (100 ms) of the newest one count, at most ``capacity`` (20);
/// - walking back from the newest sample stops at a gap longer than ``stopGap`` (40 ms) between
///   consecutive samples: the pointer had stopped there, and older motion is no longer relevant;
/// - with fewer than 3 such samples (or too few distinct times for a parabola), it falls back to a
///   straight line (two samples: their difference quotient), and with one sample to 0;
/// - if the newest sample is more than ``stopGap`` older than the release time, the pointer had
///   stopped before release and the velocity is 0.
///
/// Boundaries are inclusive, with a nanosecond of slack so that a sample exactly 100 ms old counts
/// whatever the rounding of its timestamp.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.addSample(position: 10, time: 0.000)
/// tracker.addSample(position: 18, time: 0.008)
/// tracker.addSample(position: 26, time: 0.016)
/// tracker.velocity(at: 0.020)   // 1000 px/s
/// ```
public struct VelocityTracker: Hashable, Sendable {
    /// How far back from the newest sample samples are used: 0.1 s.
    public static let horizon = 0.100
    /// The longest pause, in seconds, that still counts as continuous motion: 0.04 s.
    public static let stopGap = 0.040
    /// The most samples kept and used: 20.
    public static let capacity = 20
    /// The fewest samples for which a parabola is fitted: 3.
    public static let minimumSampleCount = 3
    /// The slack, in seconds, on every time boundary above, to absorb rounding of timestamps.
    static let slack = 1e-9

    /// Sample times, oldest first, non-decreasing.
    private var times: [Double] = []
    /// Sample positions, matching `times`.
    private var positions: [Double] = []

    /// An empty tracker.
    public init() {}

    /// How many samples are held (at most ``capacity``).
    public var sampleCount: Int {
        times.count
    }

    /// Records that the pointer was at `position` (px) at `time` (s).
    ///
    /// Samples with a non-finite position or time are ignored, and so are samples older than the
    /// newest one held (timestamps must not decrease). Once ``capacity`` samples are held, the
    /// oldest is dropped.
    public mutating func addSample(position: Double, time: Double) {
        guard position.isFinite, time.isFinite else { return }
        if let newest = times.last, time < newest { return }
        if times.count >= Self.capacity {
            times.removeFirst()
            positions.removeFirst()
        }
        times.append(time)
        positions.append(position)
    }

    /// Forgets every sample, as at the start of a new drag.
    public mutating func reset() {
        times.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
    }

    /// The estimated velocity in px/s, as of `time` (the release time), or as of the newest sample
    /// when `time` is `nil` (or not finite).
    ///
    /// Always finite; 0 without samples, with a single usable sample, or when the pointer had
    /// stopped (see the type's discussion).
    public func velocity(at time: Double? = nil) -> Double {
        guard let newestTime = times.last, let newestPosition = positions.last else { return 0 }
        if let time, time.isFinite, time - newestTime > Self.stopGap + Self.slack { return 0 }

        // Ages (≤ 0, relative to the newest sample) and positions relative to the newest one,
        // newest first.
        var ages: [Double] = []
        var offsets: [Double] = []
        var previousTime = newestTime
        for index in stride(from: times.count - 1, through: 0, by: -1) {
            let sampleTime = times[index]
            if newestTime - sampleTime > Self.horizon + Self.slack { break }
            if previousTime - sampleTime > Self.stopGap + Self.slack { break }
            ages.append(sampleTime - newestTime)
            offsets.append(positions[index] - newestPosition)
            previousTime = sampleTime
        }

        let estimate = Self.slope(ages: ages, offsets: offsets)
        return estimate.isFinite ? estimate : 0
    }

    /// The slope at age 0 of the best parabola (else line) through the samples.
    private static func slope(ages: [Double], offsets: [Double]) -> Double {
        guard let oldest = ages.last, oldest < 0, ages.count >= 2 else { return 0 }
        if ages.count < minimumSampleCount {
            return (offsets[0] - offsets[ages.count - 1]) / (ages[0] - oldest)
        }
        // Scale time to u ∈ [−1, 0] so the columns 1, u, u² are well conditioned; dy/dt = c₁/span.
        let span = -oldest
        let u = ages.map { $0 / span }
        for degree in [2, 1] {
            if let c = PolynomialFit.coefficients(u: u, y: offsets, degree: degree) {
                return c[1] / span
            }
        }
        return 0
    }
}
