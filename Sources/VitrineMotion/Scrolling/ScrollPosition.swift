/// A scroll offset along one axis that keeps its precision after any distance: a whole number of
/// loop periods apart from the position inside the period.
///
/// Content that does not loop has one period as long as anything can be (``period`` is `nil`):
/// ``cycle`` stays 0 and ``inPeriod`` is the offset itself. Looping content of period P at offset
/// k·P + r has `cycle == k` and `inPeriod == r`, with 0 ≤ r < P, and moving by a small delta
/// changes r by exactly that delta, however large k has grown.
///
/// ```swift
/// var position = ScrollPosition(period: 300)
/// position.move(by: 1_000_000_000.25)
/// position.cycle      // 3_333_333
/// position.inPeriod   // 100.25
/// ```
public struct ScrollPosition: Hashable, Sendable {
    /// The loop period in points, or `nil` for content that does not loop.
    public private(set) var period: Double?
    /// How many whole periods the offset has passed (negative before the start); 0 without a period.
    public private(set) var cycle: Int
    /// The offset inside the current period, in `0..<period`; the whole offset without a period.
    public private(set) var inPeriod: Double

    /// A position at `offset`, looping every `period` points when a period is given.
    public init(offset: Double = 0, period: Double? = nil) {
        self.period = period.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.cycle = 0
        self.inPeriod = 0
        move(by: offset)
    }

    /// The offset as one number: `cycle · period + inPeriod`. Exact while it is below 2⁵³;
    /// scenes that loop should use ``cycle`` and ``inPeriod`` instead.
    public var offset: Double {
        guard let period else { return inPeriod }
        return Double(cycle) * period + inPeriod
    }

    /// The largest move taken at once, in points; larger ones are clamped to it.
    public static let maximumMove = 1e12

    /// Moves by `delta` points. A delta that is not finite is ignored; one beyond
    /// ±``maximumMove`` is clamped.
    public mutating func move(by delta: Double) {
        guard delta.isFinite else { return }
        inPeriod += min(max(delta, -Self.maximumMove), Self.maximumMove)
        guard let period else { return }
        if inPeriod >= period || inPeriod < 0 {
            let whole = (inPeriod / period).rounded(.down)
            inPeriod -= whole * period
            // Guard against rounding landing exactly on the period.
            if inPeriod >= period {
                inPeriod -= period
                cycle += 1
            }
            if inPeriod < 0 {
                inPeriod += period
                cycle -= 1
            }
            cycle += Int(whole)
        }
    }

    /// The signed distance from `other` to this position: small and exact when both are near,
    /// however far they have travelled.
    public func distance(from other: ScrollPosition) -> Double {
        guard let period else { return inPeriod - other.inPeriod }
        return Double(cycle - other.cycle) * period + (inPeriod - other.inPeriod)
    }

    /// This position moved by `delta`.
    public func moved(by delta: Double) -> ScrollPosition {
        var copy = self
        copy.move(by: delta)
        return copy
    }
}
