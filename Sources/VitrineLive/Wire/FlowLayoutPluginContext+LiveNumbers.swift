import VitrineFlowLayout
import VitrineGeometry

/// A ``VitrineFlowLayout/FlowLayoutPluginContext`` as the numbers that cross the pipe to a
/// person's Flow plugin, after the attributes (``LiveMethod/prepareAttributes``).
///
/// | numbers | field |
/// |---|---|
/// | 0–3 | `bounds` (x, y, width, height) |
/// | 4 | `scrollDirection` (0 vertical, 1 horizontal) |
/// | 5 | `alignment` (0 none, 1 `lineStart`, 2 `lineCenter`, 3 `lineEnd`) |
/// | 6–9 | `sectionInset` (top, left, bottom, right) |
/// | 10–11 | `contentSize` (width, height) |
extension FlowLayoutPluginContext {
    /// How many numbers a context takes: 12.
    public static let liveNumberCount = 12

    /// The context's numbers, in the order of the table above.
    public var liveNumbers: [Double] {
        [
            bounds.minX, bounds.minY, bounds.width, bounds.height, scrollDirection == .horizontal ? 1 : 0,
            Double(alignment.flatMap { Self.alignments.firstIndex(of: $0) }.map { $0 + 1 } ?? 0),
            sectionInset.top, sectionInset.left, sectionInset.bottom, sectionInset.right,
            contentSize.width, contentSize.height,
        ]
    }

    /// The context `numbers[start..<start + 12]` describe, in the order of the table above;
    /// `nil` when there are fewer numbers than that.
    public init?(liveNumbers numbers: [Double], from start: Int = 0) {
        guard LiveNumberReader.hasRoom(for: Self.liveNumberCount, in: numbers, from: start) else { return nil }
        var reader = LiveNumberReader(numbers, from: start)
        let bounds = reader.rect()
        let direction: FlowScrollDirection = reader.number() >= 0.5 ? .horizontal : .vertical
        let alignment = reader.whole()
        self.init(
            bounds: bounds, scrollDirection: direction,
            alignment: Self.alignments.indices.contains(alignment - 1) ? Self.alignments[alignment - 1] : nil,
            sectionInset: reader.insets(), contentSize: reader.size())
    }

    /// The alignments by their number, less one.
    private static let alignments: [PluginableFlowLayoutAlignment] = [.lineStart, .lineCenter, .lineEnd]
}
