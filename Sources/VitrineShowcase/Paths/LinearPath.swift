/// Items ride a straight line, or a V. The seed's `LinearPath`.
///
/// Without ``normalizedInversePosition`` the path is `normalizedGradient · value`. With an
/// inverse position p it is `−normalizedGradient · value` before p and
/// `normalizedGradient · (value − 2p)` from p on: a continuous V with its vertex at p (both
/// branches give `−normalizedGradient · p` there).
///
/// ```swift
/// let path = LinearPath(normalizedGradient: 0.8, normalizedInversePosition: 0.3)
/// path.normalizedPath(withCoordinate: 0.5)  // 0.8 · (0.5 − 0.6) = −0.08
/// ```
public struct LinearPath: PathProtocol, Hashable {
    /// The slope in normalized units. The default is −0.5 (rising to the right when horizontal,
    /// since y points down).
    public var normalizedGradient: Double
    /// Where the line turns back, or `nil` for a straight line. The default is `nil`.
    public var normalizedInversePosition: Double?

    /// Creates a linear path; `LinearPath()` gives the seed's defaults.
    public init(normalizedGradient: Double = -0.5, normalizedInversePosition: Double? = nil) {
        self.normalizedGradient = normalizedGradient
        self.normalizedInversePosition = normalizedInversePosition
    }

    /// `g · value`, or with an inverse position p, `value < p ? −g · value : g · (value − 2p)`.
    public func normalizedPath(withCoordinate value: Double) -> Double {
        guard let inverse = normalizedInversePosition else { return normalizedGradient * value }
        return value < inverse ? -normalizedGradient * value : normalizedGradient * (value - 2 * inverse)
    }
}
