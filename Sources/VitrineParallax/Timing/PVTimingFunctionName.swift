/// The 29 named curves of ``PVTimingFunction``, as in the seed: Core Animation's five, and
/// cubic-Bézier approximations of 24 of the easings.net functions (https://easings.net).
///
/// Each case's documentation gives its control points P1; P2. Elastic and bounce have no Bézier
/// approximation; ``Easing`` has them, and the exact closed forms of all the others.
///
/// ```swift
/// let fade = PVTimingFunction(name: .easeOutCubic)
/// fade.controlPoint1   // (0.215, 0.61)
/// ```
public enum PVTimingFunctionName: CaseIterable, Hashable, Sendable {
    /// Core Animation's `default` (CSS `ease`): (0.25, 0.1); (0.25, 1).
    case `default`
    /// The identity: (0, 0); (1, 1).
    case linear
    /// Core Animation's `easeIn` (CSS `ease-in`): (0.42, 0); (1, 1).
    case easeIn
    /// Core Animation's `easeOut` (CSS `ease-out`): (0, 0); (0.58, 1).
    case easeOut
    /// Core Animation's `easeInEaseOut` (CSS `ease-in-out`): (0.42, 0); (0.58, 1).
    case easeInOut
    /// Approximates ``Easing/easeInSine``: (0.47, 0); (0.745, 0.715).
    case easeInSine
    /// Approximates ``Easing/easeOutSine``: (0.39, 0.575); (0.565, 1).
    case easeOutSine
    /// Approximates ``Easing/easeInOutSine``: (0.445, 0.05); (0.55, 0.95).
    case easeInOutSine
    /// Approximates ``Easing/easeInQuad``: (0.55, 0.085); (0.68, 0.53).
    case easeInQuad
    /// Approximates ``Easing/easeOutQuad``: (0.25, 0.46); (0.45, 0.94).
    case easeOutQuad
    /// Approximates ``Easing/easeInOutQuad``: (0.455, 0.03); (0.515, 0.955).
    case easeInOutQuad
    /// Approximates ``Easing/easeInCubic``: (0.55, 0.055); (0.675, 0.19).
    case easeInCubic
    /// Approximates ``Easing/easeOutCubic``: (0.215, 0.61); (0.355, 1).
    case easeOutCubic
    /// Approximates ``Easing/easeInOutCubic``: (0.645, 0.045); (0.355, 1).
    case easeInOutCubic
    /// Approximates ``Easing/easeInQuart``: (0.895, 0.03); (0.685, 0.22).
    case easeInQuart
    /// Approximates ``Easing/easeOutQuart``: (0.165, 0.84); (0.44, 1).
    case easeOutQuart
    /// Approximates ``Easing/easeInOutQuart``: (0.77, 0); (0.175, 1).
    case easeInOutQuart
    /// Approximates ``Easing/easeInQuint``: (0.755, 0.05); (0.855, 0.06).
    case easeInQuint
    /// Approximates ``Easing/easeOutQuint``: (0.23, 1); (0.32, 1).
    case easeOutQuint
    /// Approximates ``Easing/easeInOutQuint``: (0.86, 0); (0.07, 1).
    case easeInOutQuint
    /// Approximates ``Easing/easeInExpo``: (0.95, 0.05); (0.795, 0.035).
    case easeInExpo
    /// Approximates ``Easing/easeOutExpo``: (0.19, 1); (0.22, 1).
    case easeOutExpo
    /// Approximates ``Easing/easeInOutExpo``: (1, 0); (0, 1), vertical at x = ½.
    case easeInOutExpo
    /// Approximates ``Easing/easeInCirc``: (0.6, 0.04); (0.98, 0.335).
    case easeInCirc
    /// Approximates ``Easing/easeOutCirc``: (0.075, 0.82); (0.165, 1).
    case easeOutCirc
    /// Approximates ``Easing/easeInOutCirc``: (0.785, 0.135); (0.15, 0.86).
    case easeInOutCirc
    /// Approximates ``Easing/easeInBack``, dipping below 0: (0.6, −0.28); (0.735, 0.045).
    case easeInBack
    /// Approximates ``Easing/easeOutBack``, overshooting 1: (0.175, 0.885); (0.32, 1.275).
    case easeOutBack
    /// Approximates ``Easing/easeInOutBack``, past both ends: (0.68, −0.55); (0.265, 1.55).
    case easeInOutBack
}
