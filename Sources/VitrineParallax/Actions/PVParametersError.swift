/// Offsets that ``PVParameters`` cannot take.
public struct PVParametersError: Error, Equatable, CustomStringConvertible {
    /// The start offset given.
    public var startOffset: Double
    /// The stop offset given.
    public var stopOffset: Double

    /// Creates the error for the offsets given.
    public init(startOffset: Double, stopOffset: Double) {
        self.startOffset = startOffset
        self.stopOffset = stopOffset
    }

    /// One line: what was given and what is expected.
    public var description: String {
        "PVParameters: startOffset \(startOffset) and stopOffset \(stopOffset) must satisfy 0 ≤ start < stop ≤ 1"
    }
}
