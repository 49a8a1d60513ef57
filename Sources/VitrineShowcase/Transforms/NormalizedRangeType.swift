/// How ``TransformProtocol/transformRange(withType:rate:)`` reshapes a scrolling rate.
/// The seed's `NormalizedRangeType`.
public enum NormalizedRangeType: Hashable, Sendable, CaseIterable {
    /// `||rate| − 1|`: 1 at the center, 0 at the edges, rising again beyond them.
    case centerPeak
    /// `|rate|`: 0 at the center, 1 at the edges.
    case centerTrough
    /// The rate itself.
    case `default`
}
