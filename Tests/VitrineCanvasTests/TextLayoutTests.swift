import Foundation
import Testing
@_spi(Vitrine) import VitrineCanvas
import VitrineGeometry

@Suite("Text as glyph quads")
struct TextLayoutTests {
    func textNode(_ text: String, alignment: TextAlignment = .center) -> Node {
        var node = Node(center: Point(x: 100, y: 50), size: Size(width: 80, height: 30))
        node.text = text
        node.fontSize = 20
        node.textColor = Color(hex: 0x102030)
        node.textAlignment = alignment
        return node
    }

    /// The top-left vertex of each glyph quad.
    func quadOrigins(_ list: DrawList) -> [Point] {
        stride(from: 0, to: list.vertices.count, by: 4).map { list.vertices[$0].position }
    }

    @Test func centeredLineIsLaidOutFromTheMetrics() {
        // 20 px font: advance 12, image 10 × 14 above the baseline. "ab" is 24 px wide, so the
        // pen starts at 100 − 12 = 88. One line is 24 px tall, centered on y = 50: top 38,
        // baseline 38 + 16 = 54, image top 54 − 14 = 40.
        let glyphs = FakeGlyphs()
        var list = DrawList()
        list.append(textNode("ab"), glyphs: glyphs)
        #expect(list.statistics.glyphs == 2)
        #expect(quadOrigins(list) == [Point(x: 88, y: 40), Point(x: 100, y: 40)])
        #expect(list.vertices[2].position == Point(x: 98, y: 54))
        #expect(list.vertices.allSatisfy { $0.color == RGBA8(red: 0x10, green: 0x20, blue: 0x30) })
        #expect(list.vertices[0].u == 0.25 && list.vertices[2].v == 1)
        #expect(Set(glyphs.requestedSizes) == [20])
    }

    @Test(arguments: [(TextAlignment.leading, 60.0), (.center, 88), (.trailing, 116)])
    func alignmentMovesTheLine(alignment: TextAlignment, penStart: Double) {
        var list = DrawList()
        list.append(textNode("ab", alignment: alignment), glyphs: FakeGlyphs())
        #expect(quadOrigins(list).first?.x == penStart)
    }

    @Test func spacesAdvanceWithoutAQuad() {
        var list = DrawList()
        list.append(textNode("a b"), glyphs: FakeGlyphs())
        // 36 px wide: pen from 82; quads at 82 and 82 + 24.
        #expect(quadOrigins(list) == [Point(x: 82, y: 40), Point(x: 106, y: 40)])
    }

    @Test func kerningShiftsTheNextGlyph() {
        let glyphs = FakeGlyphs()
        glyphs.kerningPerPair = -2
        var list = DrawList()
        list.append(textNode("ab"), glyphs: glyphs)
        // 22 px wide: pen from 89; the second glyph at 89 + 12 − 2.
        #expect(quadOrigins(list) == [Point(x: 89, y: 40), Point(x: 99, y: 40)])
    }

    @Test func letterSpacingWidensTheLineBetweenCharacters() {
        var node = textNode("abc")
        node.letterSpacing = 5
        var list = DrawList()
        list.append(node, glyphs: FakeGlyphs())
        // 3 × 12 + 2 × 5 = 46 px wide, centered on 100: pen from 77, then every 12 + 5.
        #expect(quadOrigins(list) == [Point(x: 77, y: 40), Point(x: 94, y: 40), Point(x: 111, y: 40)])
    }

    @Test func linesStackByTheLineHeight() {
        var list = DrawList()
        list.append(textNode("a\nb"), glyphs: FakeGlyphs())
        // Two lines, 48 px: top 26, baselines 42 and 66, image tops 28 and 52.
        #expect(quadOrigins(list) == [Point(x: 94, y: 28), Point(x: 94, y: 52)])
    }

    @Test func scaledTextIsRasterizedAtItsOnScreenSize() {
        var node = textNode("a")
        node.transform = .makeScale(2.5, 2.5, 1)
        let glyphs = FakeGlyphs()
        var list = DrawList()
        list.append(node, glyphs: glyphs)
        #expect(Set(glyphs.requestedSizes) == [50])
        // The image is 25 × 35 px on screen.
        let quad = Array(list.vertices.prefix(4))
        #expect(quad[2].x - quad[0].x == 25 && quad[2].y - quad[0].y == 35)
    }

    @Test func textTooSmallToReadIsSkipped() {
        var node = textNode("a")
        node.fontSize = 2
        var list = DrawList()
        list.append(node, glyphs: FakeGlyphs())
        #expect(list.isEmpty)
    }

    @Test func axisAlignedGlyphsSnapToWholePixels() {
        var node = textNode("a")
        node.center = Point(x: 100.3, y: 50.6)
        var list = DrawList()
        list.append(node, glyphs: FakeGlyphs())
        let origin = list.vertices[0].position
        #expect(origin == Point(x: origin.x.rounded(), y: origin.y.rounded()))
    }

    @Test func rotatedGlyphsAreNotSnapped() {
        var node = textNode("a")
        node.transform = .makeRotation(0.3, 0, 0, 1)
        var list = DrawList()
        list.append(node, glyphs: FakeGlyphs())
        let quad = Array(list.vertices.prefix(4))
        // The quad's top edge turns by 0.3 rad.
        let angle = atan2(Double(quad[1].y - quad[0].y), Double(quad[1].x - quad[0].x))
        #expect(abs(angle - 0.3) < 1e-5)
    }

    // A tessellated shape samples no texture: its opaque fill is drawn without blending, its
    // fringe blended, neither from the atlas the text shares.
    @Test func tessellatedShapesSampleNoTexture() {
        var list = DrawList()
        list.append(
            Node(center: Point(x: 10, y: 10), size: Size(width: 5, height: 5), fillColor: .white),
            glyphs: FakeGlyphs())
        #expect(list.runs.map(\.material) == [.opaque, .solid])
        var faint = DrawList()
        faint.append(
            Node(center: Point(x: 10, y: 10), size: Size(width: 5, height: 5), fillColor: Color(white: 1, alpha: 0.5)),
            glyphs: FakeGlyphs())
        #expect(faint.runs.map(\.material) == [.solid, .solid])
    }
}
