import VitrineMotion

/// The motion module's values as Swift.
extension SwiftCode {
    /// `.normal`, `.fast`, or `DecelerationRate(rawValue: 0.995) ?? .normal` for another rate
    /// (which is valid, so the fallback is never taken).
    static func decelerationRate(_ rate: DecelerationRate) -> SwiftCode {
        if rate == .normal { return .plain(".normal") }
        if rate == .fast { return .plain(".fast") }
        return .plain("DecelerationRate(rawValue: \(SwiftLiteral.number(rate.rawValue))) ?? .normal")
    }
}
