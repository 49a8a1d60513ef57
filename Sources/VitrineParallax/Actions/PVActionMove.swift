/// Moves an item, as the seed's `PVActionMove`: its center (`position`), its top-left corner
/// (`origin`), or a translation on top of its frame (`translation`). Points may be relative to
/// the item's container (``PVPoint/isRelative``), resolved on every step.
///
/// ```swift
/// PVActionMove(fromOrigin: PVPoint(x: 50, y: 200), toOrigin: PVPoint(x: 250, y: 200))
/// ```
public struct PVActionMove: PVActionBasicType {
    /// What a move sets.
    public enum MoveType: Hashable, Sendable {
        /// The center, as `layer.position`.
        case position
        /// The translation of the transform, on top of the frame.
        case translation
        /// The top-left corner of the frame, keeping the size.
        case origin
    }

    /// Where the move starts.
    public var fromValue: PVPoint
    /// Where the move ends.
    public var toValue: PVPoint
    /// What the move sets.
    public var moveType: MoveType
    /// When within the page the move plays.
    public var parameters: PVParameters

    /// Moves between two values of `moveType`.
    public init(fromValue: PVPoint, toValue: PVPoint, moveType: MoveType, parameters: PVParameters = .default) {
        self.fromValue = fromValue
        self.toValue = toValue
        self.moveType = moveType
        self.parameters = parameters
    }

    /// Moves the item's center.
    public init(fromPosition: PVPoint, toPosition: PVPoint, parameters: PVParameters = .default) {
        self.init(fromValue: fromPosition, toValue: toPosition, moveType: .position, parameters: parameters)
    }

    /// Translates the item, leaving its frame alone.
    public init(fromTranslation: PVPoint = .zero, toTranslation: PVPoint = .zero, parameters: PVParameters = .default) {
        self.init(fromValue: fromTranslation, toValue: toTranslation, moveType: .translation, parameters: parameters)
    }

    /// Moves the item's top-left corner, keeping its size.
    public init(fromOrigin: PVPoint, toOrigin: PVPoint, parameters: PVParameters = .default) {
        self.init(fromValue: fromOrigin, toValue: toOrigin, moveType: .origin, parameters: parameters)
    }

    /// Sets the point `progress` of the way from ``fromValue`` to ``toValue``.
    public func step(_ progress: Double, target: inout PVTarget) {
        let point = interpolate(
            fromValue.resolved(in: target.containerSize),
            toValue.resolved(in: target.containerSize), progress)
        switch moveType {
        case .position:
            target.node.center = point
        case .translation:
            target.translation = point
        case .origin:
            target.node.frame.origin = point
        }
    }

    /// The move from ``toValue`` back to ``fromValue``.
    public func reverse(with newParameters: PVParameters) -> PVActionMove {
        PVActionMove(fromValue: toValue, toValue: fromValue, moveType: moveType, parameters: newParameters)
    }

    /// The same move with other parameters.
    public func copy(with newParameters: PVParameters = .default) -> PVActionMove {
        PVActionMove(fromValue: fromValue, toValue: toValue, moveType: moveType, parameters: newParameters)
    }

    /// A move of the same kind that starts where this one ends.
    public func continueMove(to value: PVPoint, newParameters: PVParameters = .default) -> PVActionMove {
        PVActionMove(fromValue: toValue, toValue: value, moveType: moveType, parameters: newParameters)
    }
}
