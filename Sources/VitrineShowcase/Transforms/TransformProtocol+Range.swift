extension TransformProtocol {
    /// The rate reshaped as `type` says: `.centerPeak` gives `||rate| − 1|`, `.centerTrough`
    /// gives `|rate|`, and `.default` gives `rate`. As the seed's `transformRange`.
    ///
    /// ```swift
    /// TransformScale().transformRange(withType: .centerPeak, rate: -0.25)  // 0.75
    /// ```
    public func transformRange(withType type: NormalizedRangeType, rate: Double) -> Double {
        switch type {
        case .centerPeak: return abs(abs(rate) - 1)
        case .centerTrough: return abs(rate)
        case .default: return rate
        }
    }
}
