import VitrineGeometry
import VitrineShowcase

/// An ``VitrineShowcase/ItemAppearance`` as the numbers a person's `AppearanceTransform` gives
/// back (``LiveMethod/appearance``).
///
/// | numbers | field |
/// |---|---|
/// | 0–15 | `transform` (m11, m12, … m44) |
/// | 16 | `opacity` |
/// | 17 | `zPosition` |
/// | 18 | `isDoubleSided` (1 or 0) |
/// | 19 | `isHidden` (1 or 0) |
extension ItemAppearance {
    /// How many numbers an appearance takes: 20.
    public static let liveNumberCount = 20

    /// The appearance's numbers, in the order of the table above.
    public var liveNumbers: [Double] {
        transform.entries + [opacity, zPosition, isDoubleSided ? 1 : 0, isHidden ? 1 : 0]
    }

    /// The appearance `numbers[start..<start + 20]` describe, in the order of the table above;
    /// `nil` when there are fewer numbers than that.
    public init?(liveNumbers numbers: [Double], from start: Int = 0) {
        guard LiveNumberReader.hasRoom(for: Self.liveNumberCount, in: numbers, from: start) else { return nil }
        var reader = LiveNumberReader(numbers, from: start + 16)
        self.init(
            transform: Transform3D(entries: numbers, from: start), opacity: reader.number(), zPosition: reader.number(),
            isDoubleSided: reader.flag(), isHidden: reader.flag())
    }
}
