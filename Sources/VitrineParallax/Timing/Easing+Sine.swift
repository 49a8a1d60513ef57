import Foundation

extension Easing {
    /// easeInSine: 1 − cos(xπ/2).
    static func inSine(_ x: Double) -> Double {
        1 - cos(x * .pi / 2)
    }

    /// easeOutSine: sin(xπ/2).
    static func outSine(_ x: Double) -> Double {
        sin(x * .pi / 2)
    }

    /// easeInOutSine: −(cos(πx) − 1)/2.
    static func inOutSine(_ x: Double) -> Double {
        -(cos(.pi * x) - 1) / 2
    }
}
