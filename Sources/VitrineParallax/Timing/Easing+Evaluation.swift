extension Easing: PVTimingFunctionType {
    /// The eased progress at `input`.
    ///
    /// Exactly 0 at 0 and 1 at 1; the easings.net formula in between; outside [0, 1], the straight
    /// line through the end point with that end's slope (``startSlope`` below 0, ``endSlope`` above
    /// 1), so an overshooting action keeps moving without a kink in position. NaN gives 0, and
    /// ±∞ gives ±∞ unless that end's slope is 0.
    public func evaluate(_ input: Double) -> Double {
        if input.isNaN || input == 0 { return 0 }
        if input < 0 { return startSlope == 0 ? 0 : startSlope * input }
        if input == 1 { return 1 }
        if input > 1 { return endSlope == 0 ? 1 : 1 + endSlope * (input - 1) }
        return closedForm(input)
    }

    /// The easings.net formula at `x`, for 0 < x < 1.
    func closedForm(_ x: Double) -> Double {
        switch self {
        case .easeInSine: Self.inSine(x)
        case .easeOutSine: Self.outSine(x)
        case .easeInOutSine: Self.inOutSine(x)
        case .easeInQuad: Self.inPower(x, 2)
        case .easeOutQuad: Self.outPower(x, 2)
        case .easeInOutQuad: Self.inOutPower(x, 2)
        case .easeInCubic: Self.inPower(x, 3)
        case .easeOutCubic: Self.outPower(x, 3)
        case .easeInOutCubic: Self.inOutPower(x, 3)
        case .easeInQuart: Self.inPower(x, 4)
        case .easeOutQuart: Self.outPower(x, 4)
        case .easeInOutQuart: Self.inOutPower(x, 4)
        case .easeInQuint: Self.inPower(x, 5)
        case .easeOutQuint: Self.outPower(x, 5)
        case .easeInOutQuint: Self.inOutPower(x, 5)
        case .easeInExpo: Self.inExpo(x)
        case .easeOutExpo: Self.outExpo(x)
        case .easeInOutExpo: Self.inOutExpo(x)
        case .easeInCirc: Self.inCirc(x)
        case .easeOutCirc: Self.outCirc(x)
        case .easeInOutCirc: Self.inOutCirc(x)
        case .easeInBack: Self.inBack(x)
        case .easeOutBack: Self.outBack(x)
        case .easeInOutBack: Self.inOutBack(x)
        case .easeInElastic: Self.inElastic(x)
        case .easeOutElastic: Self.outElastic(x)
        case .easeInOutElastic: Self.inOutElastic(x)
        case .easeInBounce: 1 - Self.outBounce(1 - x)
        case .easeOutBounce: Self.outBounce(x)
        case .easeInOutBounce: Self.inOutBounce(x)
        }
    }
}
