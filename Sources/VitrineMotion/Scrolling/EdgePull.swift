/// Content pulled past an edge: how far the pointer or touchpad went past it, how far the
/// rubber band lets the content follow, and what brings it back.
///
/// ```swift
/// // A drag 100 points past the start of a 960-point viewport:
/// pull.overscroll      // 100: where the content would be without the band
/// pull.displacement    // 52.02: where the band shows it
/// pull.slope           // 0.27: points the content moves per point the pointer moves now
/// ```
public struct EdgePull: Hashable, Sendable {
    /// The offset of the edge the content is past, and where it settles when let go.
    public var edge: Double
    /// How far past the edge the content would be without the band (signed: negative past the
    /// start, positive past the end).
    public var overscroll: Double
    /// How far past the edge the content shows (signed like ``overscroll``).
    public var displacement: Double
    /// The band's slope there: how many points the content moves for each point the pointer
    /// moves (``RubberBand/slope(atDisplacement:)``).
    public var slope: Double
    /// The pull of the spring back towards the edge at this displacement, in points per second
    /// squared: ω²·|displacement|, with ω the spring's angular frequency (see
    /// ``SpringSimulation/defaultAngularFrequency``).
    public var springAcceleration: Double
    /// Whether the content is stretched over the pull (``Scroller/EdgeBehavior/stretch``)
    /// rather than displaced by a rubber band.
    public var isStretched: Bool

    /// Creates a pull description.
    public init(
        edge: Double, overscroll: Double, displacement: Double, slope: Double, springAcceleration: Double,
        isStretched: Bool = false
    ) {
        self.isStretched = isStretched
        self.edge = edge
        self.overscroll = overscroll
        self.displacement = displacement
        self.slope = slope
        self.springAcceleration = springAcceleration
    }
}
