import VitrineCanvas
import VitrineGeometry

/// A monospaced font for tests: at every size, glyphs advance 0.6 em, their images are
/// 0.5 em wide and 0.7 em tall sitting on the baseline, the ascent is 0.8 em, the descent
/// 0.2 em and lines are 1.2 em apart. A space has no image.
final class FakeGlyphs: TextureAtlas {
    private(set) var requestedSizes: [Int] = []
    var kerningPerPair = 0.0
    /// Whether the atlas hands out rounded-rectangle masks.
    var keepsMasks = false
    /// A letter the atlas has no room for: asked for, it gives no glyph.
    var missingScalar: Unicode.Scalar?
    private(set) var requestedMasks: [RoundedRectMask] = []

    func lineMetrics(pixelSize: Int) -> LineMetrics? {
        let em = Double(pixelSize)
        return LineMetrics(ascent: 0.8 * em, descent: 0.2 * em, lineHeight: 1.2 * em)
    }

    func glyph(for scalar: Unicode.Scalar, pixelSize: Int) -> Glyph? {
        requestedSizes.append(pixelSize)
        guard scalar != missingScalar else { return nil }
        let em = Double(pixelSize)
        let bounds = scalar == " " ? Rect.zero : Rect(x: 0, y: -0.7 * em, width: 0.5 * em, height: 0.7 * em)
        return Glyph(
            advance: 0.6 * em, bounds: bounds,
            texture: TextureRegion(
                topLeft: TextureCoordinate(u: 0.25, v: 0.5),
                bottomRight: TextureCoordinate(u: 0.75, v: 1)))
    }

    func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar, pixelSize: Int) -> Double {
        kerningPerPair
    }

    func region(for mask: RoundedRectMask) -> TextureRegion? {
        guard keepsMasks else { return nil }
        requestedMasks.append(mask)
        return TextureRegion(topLeft: TextureCoordinate(u: 0.5, v: 0.5), bottomRight: TextureCoordinate(u: 0.75, v: 0.625))
    }
}
