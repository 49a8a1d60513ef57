import VitrineGeometry

/// Moves and resizes an item between two absolute frames, as the seed's `PVActionFrame`.
public struct PVActionFrame: PVActionBasicType {
    /// The frame at the start, in the container's coordinates.
    public var fromValue: Rect
    /// The frame at the end.
    public var toValue: Rect
    /// When within the page the change plays.
    public var parameters: PVParameters

    /// Changes the frame from `fromFrame` to `toFrame`.
    public init(fromFrame: Rect, toFrame: Rect, parameters: PVParameters = .default) {
        self.fromValue = fromFrame
        self.toValue = toFrame
        self.parameters = parameters
    }

    /// Sets the frame whose origin and size are `progress` of the way from ``fromValue`` to
    /// ``toValue``.
    public func step(_ progress: Double, target: inout PVTarget) {
        target.node.frame = Rect(
            origin: interpolate(fromValue.origin, toValue.origin, progress),
            size: interpolate(fromValue.size, toValue.size, progress))
    }

    /// The change from ``toValue`` back to ``fromValue``.
    public func reverse(with newParameters: PVParameters) -> PVActionFrame {
        PVActionFrame(fromFrame: toValue, toFrame: fromValue, parameters: newParameters)
    }

    /// The same change with other parameters.
    public func copy(with newParameters: PVParameters = .default) -> PVActionFrame {
        PVActionFrame(fromFrame: fromValue, toFrame: toValue, parameters: newParameters)
    }

    /// A change that starts where this one ends.
    public func continueChange(to value: Rect, newParameters: PVParameters = .default) -> PVActionFrame {
        PVActionFrame(fromFrame: toValue, toFrame: value, parameters: newParameters)
    }
}
