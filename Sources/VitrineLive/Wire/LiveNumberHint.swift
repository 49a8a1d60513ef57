import Foundation

/// What the source says about one of a type's numbers beyond its default: whether it is whole
/// (`Int`) or on/off (`Bool`), and the range a `// 0...2` comment on its line gives.
public struct LiveNumberHint: Hashable, Sendable {
    /// Whether the property is an `Int`.
    public var isWhole: Bool
    /// Whether the property is a `Bool`.
    public var isSwitch: Bool
    /// The range the property's comment gives, if any.
    public var range: ClosedRange<Double>?

    /// A hint from its parts.
    public init(isWhole: Bool = false, isSwitch: Bool = false, range: ClosedRange<Double>? = nil) {
        self.isWhole = isWhole
        self.isSwitch = isSwitch
        self.range = range
    }

    /// The range the window's panel gives the number whose default is `value`: the comment's;
    /// 0…1 for a switch; otherwise from 0 to twice the default (−1…1 around 0; at least 0…10
    /// for a whole number).
    public func panelRange(around value: Double) -> ClosedRange<Double> {
        if isSwitch { return 0...1 }
        if let range { return range }
        let value = value.isFinite ? value : 0
        if isWhole { return min(0, 2 * value)...max(10, 2 * value) }
        if value == 0 { return -1...1 }
        return value > 0 ? 0...(2 * value) : (2 * value)...0
    }

    /// The step the panel moves the number by, in `range`: 1 for a whole number or a switch;
    /// otherwise the largest of 1, 2 or 5 times a power of ten, at least 0.01 (the panel shows
    /// hundredths), that is at most a 40th of the range.
    public func panelStep(in range: ClosedRange<Double>) -> Double {
        if isWhole || isSwitch { return 1 }
        let most = (range.upperBound - range.lowerBound) / 40
        guard most.isFinite, most > 0.01 else { return 0.01 }
        let power = pow(10, (log10(most)).rounded(.down))
        return [5, 2, 1].map { $0 * power }.first { $0 <= most * (1 + 1e-12) } ?? power
    }
}
