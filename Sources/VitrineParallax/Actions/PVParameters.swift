/// When, within a page's progress, an action plays and how its progress is eased: the seed's
/// `PVParameters`.
///
/// An action with start 0.2 and stop 0.6 does nothing until the page is 20 % scrolled, plays
/// over the next 40 %, and holds its end after 60 %.
///
/// ```swift
/// let late = try PVParameters(startOffset: 0.5, stopOffset: 1,
///                             timingFunction: PVTimingFunction(name: .easeOut))
/// ```
public struct PVParameters: Sendable {
    /// Where in the page's progress the action starts, 0 ≤ start < stop.
    public let startOffset: Double
    /// Where in the page's progress the action ends, start < stop ≤ 1.
    public let stopOffset: Double
    /// How the action's progress is eased, or `nil` for linear.
    public let timingFunction: (any PVTimingFunctionType)?

    /// Creates parameters.
    ///
    /// - Throws: ``PVParametersError`` unless 0 ≤ `startOffset` < `stopOffset` ≤ 1 (the seed
    ///   stopped the app with a precondition here).
    public init(
        startOffset: Double = 0, stopOffset: Double = 1,
        timingFunction: (any PVTimingFunctionType)? = nil
    ) throws(PVParametersError) {
        guard startOffset.isFinite, stopOffset.isFinite, startOffset >= 0, startOffset < stopOffset, stopOffset <= 1 else {
            throw PVParametersError(startOffset: startOffset, stopOffset: stopOffset)
        }
        self.init(checkedStart: startOffset, stop: stopOffset, timingFunction: timingFunction)
    }

    private init(checkedStart: Double, stop: Double, timingFunction: (any PVTimingFunctionType)?) {
        self.startOffset = checkedStart
        self.stopOffset = stop
        self.timingFunction = timingFunction
    }

    /// The whole page, linear: start 0, stop 1.
    public static let `default` = PVParameters(checkedStart: 0, stop: 1, timingFunction: nil)

    /// The action's eased progress for a page progress `progress`, as the seed maps it: shifted
    /// by the start and scaled by the span; below 0 (a bounce before the page) only when the
    /// action starts at 0, above 1 (a bounce past the end) only when it stops at 1; then eased.
    public func actionProgress(forPageProgress progress: Double) -> Double {
        guard progress.isFinite else { return 0 }
        let shifted = startOffset == 0 ? progress : max(progress - startOffset, 0)
        var scaled = shifted / (stopOffset - startOffset)
        if stopOffset != 1 { scaled = min(scaled, 1) }
        let eased = timingFunction?.evaluate(scaled) ?? scaled
        return eased.isFinite ? eased : 0
    }
}
