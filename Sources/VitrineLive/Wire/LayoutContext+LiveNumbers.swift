import VitrineGeometry
import VitrineShowcase

/// A ``VitrineShowcase/LayoutContext`` as the numbers that cross the pipe to a person's
/// `AppearanceTransform` (``LiveMethod/appearance``, ``LiveMethod/visibleOffsetLimit``).
///
/// | numbers | field |
/// |---|---|
/// | 0–1 | `itemSize` (width, height) |
/// | 2 | `lineSpacing` |
/// | 3–4 | `viewportSize` (width, height) |
/// | 5 | `direction` (0 horizontal, 1 vertical) |
/// | 6 | `itemCount` |
/// | 7 | `offset` |
extension LayoutContext {
    /// How many numbers a context takes: 8.
    public static let liveNumberCount = 8

    /// The context's numbers, in the order of the table above.
    public var liveNumbers: [Double] {
        [
            itemSize.width, itemSize.height, lineSpacing, viewportSize.width, viewportSize.height,
            direction == .vertical ? 1 : 0, Double(itemCount), offset,
        ]
    }

    /// The context `numbers[start..<start + 8]` describe, in the order of the table above;
    /// `nil` when there are fewer numbers than that.
    public init?(liveNumbers numbers: [Double], from start: Int = 0) {
        guard LiveNumberReader.hasRoom(for: Self.liveNumberCount, in: numbers, from: start) else { return nil }
        var reader = LiveNumberReader(numbers, from: start)
        let itemSize = reader.size(), lineSpacing = reader.number(), viewportSize = reader.size()
        let direction: LayoutDirection = reader.flag() ? .vertical : .horizontal
        self.init(
            itemSize: itemSize, lineSpacing: lineSpacing, viewportSize: viewportSize, direction: direction,
            itemCount: reader.whole(), offset: reader.number())
    }
}
