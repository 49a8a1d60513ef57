import VitrineFlowLayout
import VitrineGeometry

/// ``VitrineFlowLayout/PluginableFlowLayoutAttributes`` as the numbers that cross the pipe to a
/// person's Flow plugin (``LiveMethod/prepareAttributes``) and back.
///
/// Of the values plugins store under a ``VitrineFlowLayout/FlowLayoutAttributeKey``, only
/// ``VitrineFlowLayout/PluginableFlowLayoutAttributes/percentageInfo`` crosses (the window's
/// own plugins store nothing else): the person's plugin reads it, and may change it for the
/// plugins after it; values it stores under keys of its own stay in its process and are gone
/// when the call returns, as the window draws none of them.
///
/// | numbers | field |
/// |---|---|
/// | 0 | `index` |
/// | 1–4 | `frame` (x, y, width, height) |
/// | 5 | `scrollDirection` (0 vertical, 1 horizontal) |
/// | 6–21 | `transform` (m11 … m44) |
/// | 22 | `alpha` |
/// | 23 | `zIndex` |
/// | 24–25 | `contentTranslation` (x, y) |
/// | 26 | `overlayAlpha` |
/// | 27–29 | `percentageInfo`: `collectionVisibility`, `idealFrameVisibility`, `idealFrameAndCollectionVisibility` |
extension PluginableFlowLayoutAttributes {
    /// How many numbers attributes take: 30.
    public static let liveNumberCount = 30

    /// The attributes' numbers, in the order of the table above.
    public var liveNumbers: [Double] {
        let percentages = percentageInfo
        return [Double(index), frame.minX, frame.minY, frame.width, frame.height, scrollDirection == .horizontal ? 1 : 0]
            + transform.entries
            + [alpha, Double(zIndex), contentTranslation.x, contentTranslation.y, overlayAlpha]
            + [
                percentages.collectionVisibility, percentages.idealFrameVisibility,
                percentages.idealFrameAndCollectionVisibility,
            ]
    }

    /// The attributes `numbers[start..<start + 30]` describe, in the order of the table above,
    /// with their percentages stored; `nil` when there are fewer numbers than that.
    public init?(liveNumbers numbers: [Double], from start: Int = 0) {
        guard LiveNumberReader.hasRoom(for: Self.liveNumberCount, in: numbers, from: start) else { return nil }
        var reader = LiveNumberReader(numbers, from: start)
        let index = reader.whole(), frame = reader.rect()
        self.init(index: index, frame: frame, scrollDirection: reader.number() >= 0.5 ? .horizontal : .vertical)
        transform = reader.transform()
        alpha = reader.number()
        zIndex = reader.whole()
        contentTranslation = reader.point()
        overlayAlpha = reader.number()
        percentageInfo = PercentageInfo(
            collectionVisibility: reader.number(), idealFrameVisibility: reader.number(),
            idealFrameAndCollectionVisibility: reader.number())
    }
}
