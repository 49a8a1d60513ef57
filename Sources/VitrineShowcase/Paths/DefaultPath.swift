/// Items stay on the axis: the path is 0 everywhere. The seed's `DefaultPath`.
public struct DefaultPath: PathProtocol, Hashable {
    /// Creates the path.
    public init() {}

    /// Always 0: on the axis.
    public func normalizedPath(withCoordinate value: Double) -> Double {
        0
    }
}
