/// The 30 easing functions of easings.net in closed form, usable wherever a
/// ``PVTimingFunctionType`` is.
///
/// Each case's documentation gives its formula on x ∈ [0, 1], from easings.net's own definitions
/// (`src/easings.yml`). Every one is exactly 0 at 0 and 1 at 1. Back, elastic and bounce leave
/// [0, 1] in between, and elastic and bounce are not Béziers at all, so ``PVTimingFunctionName``
/// cannot express them. Outside [0, 1] ``evaluate(_:)`` continues each function as a straight line
/// with its end slope (``startSlope``, ``endSlope``), as ``PVTimingFunction`` does.
///
/// ```swift
/// Easing.easeOutBounce.evaluate(0.5)   // 0.765625
/// let timings: [any PVTimingFunctionType] = [Easing.easeOutElastic,
///                                            PVTimingFunction(name: .easeOutBack)]
/// ```
public enum Easing: CaseIterable, Hashable, Sendable {
    /// 1 − cos(xπ/2).
    case easeInSine
    /// sin(xπ/2).
    case easeOutSine
    /// −(cos(πx) − 1)/2.
    case easeInOutSine
    /// x².
    case easeInQuad
    /// 1 − (1 − x)².
    case easeOutQuad
    /// 2x² below ½, else 1 − (2 − 2x)²/2.
    case easeInOutQuad
    /// x³.
    case easeInCubic
    /// 1 − (1 − x)³.
    case easeOutCubic
    /// 4x³ below ½, else 1 − (2 − 2x)³/2.
    case easeInOutCubic
    /// x⁴.
    case easeInQuart
    /// 1 − (1 − x)⁴.
    case easeOutQuart
    /// 8x⁴ below ½, else 1 − (2 − 2x)⁴/2.
    case easeInOutQuart
    /// x⁵.
    case easeInQuint
    /// 1 − (1 − x)⁵.
    case easeOutQuint
    /// 16x⁵ below ½, else 1 − (2 − 2x)⁵/2.
    case easeInOutQuint
    /// 2^(10x − 10), and 0 at x = 0 (where the formula gives 2⁻¹⁰).
    case easeInExpo
    /// 1 − 2^(−10x), and 1 at x = 1 (where the formula gives 1 − 2⁻¹⁰).
    case easeOutExpo
    /// 2^(20x − 10)/2 below ½, else (2 − 2^(10 − 20x))/2; 0 at 0 and 1 at 1.
    case easeInOutExpo
    /// 1 − √(1 − x²).
    case easeInCirc
    /// √(1 − (x − 1)²).
    case easeOutCirc
    /// (1 − √(1 − (2x)²))/2 below ½, else (√(1 − (2 − 2x)²) + 1)/2.
    case easeInOutCirc
    /// c3·x³ − c1·x², with c1 = 1.70158 and c3 = c1 + 1: dips to about −0.1 before rising.
    case easeInBack
    /// 1 + c3·(x − 1)³ + c1·(x − 1)², with c1 = 1.70158 and c3 = c1 + 1: overshoots to about 1.1.
    case easeOutBack
    /// (2x)²·((c2 + 1)·2x − c2)/2 below ½, else ((2x − 2)²·((c2 + 1)(2x − 2) + c2) + 2)/2, with
    /// c2 = 1.70158 · 1.525.
    case easeInOutBack
    /// −2^(10x − 10)·sin((10x − 10.75)·c4), with c4 = 2π/3; 0 at 0 and 1 at 1.
    case easeInElastic
    /// 2^(−10x)·sin((10x − 0.75)·c4) + 1, with c4 = 2π/3; 0 at 0 and 1 at 1.
    case easeOutElastic
    /// −2^(20x − 10)·sin((20x − 11.125)·c5)/2 below ½, else 2^(10 − 20x)·sin((20x − 11.125)·c5)/2
    /// + 1, with c5 = 2π/4.5; 0 at 0 and 1 at 1.
    case easeInOutElastic
    /// 1 − easeOutBounce(1 − x).
    case easeInBounce
    /// Four parabolas with n1 = 7.5625 and d1 = 2.75: n1·x² below 1/d1; n1(x − 1.5/d1)² + 0.75
    /// below 2/d1; n1(x − 2.25/d1)² + 0.9375 below 2.5/d1; else n1(x − 2.625/d1)² + 0.984375.
    case easeOutBounce
    /// (1 − easeOutBounce(1 − 2x))/2 below ½, else (1 + easeOutBounce(2x − 1))/2.
    case easeInOutBounce
}
