/// Spreads or tightens the letters of an item's text: the seed README's `LetterSpacingAction`,
/// built in, working on the node's `VitrineCanvas/Node/letterSpacing`. Not in the seed's
/// library.
///
/// ```swift
/// PVActionLetterSpacing(from: 0, to: 12)    // a title that breathes out as the page turns
/// ```
public struct PVActionLetterSpacing: PVActionBasicType {
    /// The spacing at the start, in points between characters.
    public var fromValue: Double
    /// The spacing at the end.
    public var toValue: Double
    /// When within the page the change plays.
    public var parameters: PVParameters

    /// Changes the letter spacing from `from` to `to`.
    public init(from: Double, to: Double, parameters: PVParameters = .default) {
        self.fromValue = from
        self.toValue = to
        self.parameters = parameters
    }

    /// Sets the spacing `progress` of the way from ``fromValue`` to ``toValue``.
    public func step(_ progress: Double, target: inout PVTarget) {
        target.node.letterSpacing = interpolate(fromValue, toValue, progress)
    }

    /// The change from ``toValue`` back to ``fromValue``.
    public func reverse(with newParameters: PVParameters) -> PVActionLetterSpacing {
        PVActionLetterSpacing(from: toValue, to: fromValue, parameters: newParameters)
    }

    /// The same change with other parameters.
    public func copy(with newParameters: PVParameters = .default) -> PVActionLetterSpacing {
        PVActionLetterSpacing(from: fromValue, to: toValue, parameters: newParameters)
    }

    /// A change that starts where this one ends.
    public func continueChange(to value: Double, newParameters: PVParameters = .default) -> PVActionLetterSpacing {
        PVActionLetterSpacing(from: toValue, to: value, parameters: newParameters)
    }
}
