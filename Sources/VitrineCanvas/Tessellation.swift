import Foundation

/// How finely a ``DrawList`` tessellates rounded corners and how wide its anti-aliasing
/// fringe is, both in window pixels.
public struct Tessellation: Hashable, Sendable {
    /// The largest distance, in pixels, between a true corner arc and the straight segments
    /// that replace it. Dear ImGui's default, 0.3 px, is below what the eye resolves.
    public var maximumError: Double
    /// The width of the alpha ramp across every edge, in pixels, centered on the true edge.
    public var fringeWidth: Double
    /// The most segments one corner may get, however large its radius.
    public var maximumSegmentsPerCorner: Int

    /// Creates tessellation settings.
    public init(maximumError: Double = 0.3, fringeWidth: Double = 1, maximumSegmentsPerCorner: Int = 64) {
        self.maximumError = maximumError
        self.fringeWidth = fringeWidth
        self.maximumSegmentsPerCorner = maximumSegmentsPerCorner
    }

    /// How many straight segments replace a quarter circle of `radius` pixels on screen so that
    /// no point of the arc is farther than ``maximumError`` from them.
    ///
    /// A segment spanning the angle θ strays from the arc by `r·(1 − cos(θ/2))`, so a quarter
    /// needs `⌈(π/2) / (2·acos(1 − e/r))⌉` segments, at most ``maximumSegmentsPerCorner``. A
    /// radius under half a pixel, or not finite, gets none: the corner is drawn square.
    ///
    /// Total on every input: a radius so large that `1 − e/r` rounds to 1 (the angle then
    /// comes out 0), or an error that is not a positive number, gets the most segments.
    public func segmentsPerCorner(radius: Double) -> Int {
        let most = max(maximumSegmentsPerCorner, 0)
        guard radius.isFinite, radius >= 0.5 else { return 0 }
        guard maximumError > 0, maximumError.isFinite else { return most }
        guard radius > maximumError else { return min(1, most) }
        let segmentAngle = 2 * acos(1 - maximumError / radius)
        let segments = (Double.pi / 2) / segmentAngle
        // Also false for NaN and infinity, which a zero angle gives.
        guard segments < Double(most) else { return most }
        return min(max(Int(segments.rounded(.up)), 1), most)
    }
}
