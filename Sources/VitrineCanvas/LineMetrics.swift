/// The vertical measures of a font at one pixel size.
public struct LineMetrics: Hashable, Sendable {
    /// The distance from the baseline up to the top of the tallest glyph, in pixels.
    public var ascent: Double
    /// The distance from the baseline down to the bottom of the lowest glyph, in pixels
    /// (positive).
    public var descent: Double
    /// The distance from one baseline to the next, in pixels.
    public var lineHeight: Double

    /// Creates line metrics.
    public init(ascent: Double, descent: Double, lineHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }
}
