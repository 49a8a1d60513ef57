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

    /// `.smooth` for the default policy, else `WheelPolicy(mode: .oneItemPerGesture,
    /// threshold: 0.5, releasesAtEdges: true)` without the arguments that are the defaults.
    static func wheelPolicy(_ policy: WheelPolicy) -> SwiftCode {
        if policy == .smooth { return .plain(".smooth") }
        let plain = WheelPolicy()
        let arguments: [SwiftArgument?] = [
            .value("mode", policy.mode, default: plain.mode) { .plain(".\(wheelModeCase($0))") },
            .number("threshold", policy.threshold, default: plain.threshold),
            .value("releasesAtEdges", policy.releasesAtEdges, default: plain.releasesAtEdges) { .plain("\($0)") },
            .number("gestureGap", policy.gestureGap, default: plain.gestureGap),
        ]
        return .call("WheelPolicy", arguments.compactMap { $0 })
    }

    /// The case's name in Swift: `smooth`, `oneItemPerGesture`.
    static func wheelModeCase(_ mode: WheelPolicy.Mode) -> String {
        switch mode {
        case .smooth: "smooth"
        case .oneItemPerGesture: "oneItemPerGesture"
        }
    }

    /// `Autoplay(configuration: Autoplay.Configuration(isEnabled: true, delay: 2.5))`, without
    /// the arguments that are the defaults.
    static func autoplay(_ configuration: Autoplay.Configuration) -> SwiftCode {
        let plain = Autoplay.Configuration()
        let flag = { (value: Bool) in SwiftCode.plain("\(value)") }
        let arguments: [SwiftArgument?] = [
            .value("isEnabled", configuration.isEnabled, default: plain.isEnabled, flag),
            .number("delay", configuration.delay, default: plain.delay),
            .value("direction", configuration.direction, default: plain.direction) { .plain(".\($0.rawValue)") },
            .value("pausesOnHover", configuration.pausesOnHover, default: plain.pausesOnHover, flag),
            .value("pausesOnInteraction", configuration.pausesOnInteraction, default: plain.pausesOnInteraction, flag),
            .number("resumeDelay", configuration.resumeDelay, default: plain.resumeDelay),
        ]
        return .call(
            "Autoplay", [SwiftArgument("configuration", .call("Autoplay.Configuration", arguments.compactMap { $0 }))])
    }
}
