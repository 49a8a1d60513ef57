/// Which requirement of a person's type the window calls: each takes a list of numbers and
/// gives one back, so one call can carry many inputs.
public enum LiveMethod: UInt8, CaseIterable, Sendable {
    /// `PathProtocol.normalizedPath(withCoordinate:)`: one number in, one out, per input.
    case normalizedPath = 1
    /// `TransformProtocol.transform(withScrollingRate:)`: one number in, the 16 entries of a
    /// `Transform3D` out (m11, m12, … m44), per input.
    case transform = 2
    /// `PVTimingFunctionType.evaluate(_:)`: one number in, one out, per input.
    case evaluate = 3

    /// How many numbers one input takes.
    public var inputWidth: Int { 1 }

    /// How many numbers one input gives.
    public var outputWidth: Int {
        switch self {
        case .normalizedPath, .evaluate: 1
        case .transform: 16
        }
    }

    /// The kind of type the method belongs to.
    public var kind: LiveKind {
        switch self {
        case .normalizedPath: .path
        case .transform: .transform
        case .evaluate: .timingFunction
        }
    }
}
