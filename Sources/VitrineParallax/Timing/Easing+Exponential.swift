import Foundation

extension Easing {
    /// easeInExpo away from 0: 2^(10x − 10).
    static func inExpo(_ x: Double) -> Double {
        exp2(10 * x - 10)
    }

    /// easeOutExpo away from 1: 1 − 2^(−10x).
    static func outExpo(_ x: Double) -> Double {
        1 - exp2(-10 * x)
    }

    /// easeInOutExpo away from 0 and 1: 2^(20x − 10)/2 below ½, else (2 − 2^(−20x + 10))/2.
    static func inOutExpo(_ x: Double) -> Double {
        x < 0.5 ? exp2(20 * x - 10) / 2 : (2 - exp2(-20 * x + 10)) / 2
    }
}
