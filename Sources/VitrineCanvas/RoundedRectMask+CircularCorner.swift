extension RoundedRectMask {
    /// The pixels of a circular corner that its arc leaves wholly covered or wholly bare,
    /// found without a square root.
    ///
    /// Beyond the inner ends of both straight edges a pixel's distance to the outline is
    /// `√(qx² + qy²) − r`. Where `qx² + qy²` is at most `(r − ½)²` that distance is at most −½
    /// and the pixel is covered (255); where it is at least `(r + ½)²`, the distance is at least
    /// ½ and the pixel is bare (0). Both squares are exact in `Double` (the radius is a whole
    /// number of quarters), and the square root rounds monotonically, so these bytes are the
    /// ones the square root would give.
    struct CircularCorner {
        /// `(r − ½)²`, or −1 when the radius is under half a pixel (no pixel is surely covered).
        let coveredSquared: Double
        /// `(r + ½)²`.
        let bareSquared: Double

        /// The corner of `mask`, or `nil` when its corners are not circles of a radius above 0.
        init?(_ mask: RoundedRectMask) {
            guard mask.quarterRadius == mask.quarterRadiusY, mask.quarterRadius > 0 else { return nil }
            let radius = Double(mask.quarterRadius) / 4
            coveredSquared = radius >= 0.5 ? (radius - 0.5) * (radius - 0.5) : -1
            bareSquared = (radius + 0.5) * (radius + 0.5)
        }

        /// The coverage of the pixel `(qx, qy)` beyond both inner ends (both positive) when it is
        /// 255 or 0; `nil` within half a pixel of the arc.
        func coverageByte(_ qx: Double, _ qy: Double) -> UInt8? {
            let squared = qx * qx + qy * qy
            if squared <= coveredSquared { return 255 }
            if squared >= bareSquared { return 0 }
            return nil
        }
    }
}
