import Foundation
import Testing
import VitrineCanvas
import VitrineGeometry
@testable import VitrineSDL

@Suite("The atlas", .serialized)
@MainActor
struct AtlasTests {
    static var fontPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/fonts/DejaVuSans.ttf").path
    }

    func makeRenderer() throws -> Renderer {
        let library = try SDLLibrary(videoDriver: "offscreen")
        let window = try Window(library: library, title: "test", size: Size(width: 240, height: 80), isHidden: true)
        return try Renderer(window: window, vsync: false)
    }

    /// A renderer and an atlas of the shipped font.
    func makeAtlas() throws -> (Renderer, Atlas) {
        let renderer = try makeRenderer()
        return (renderer, try Atlas(renderer: renderer, fontFile: try FontFile(library: renderer.library, path: Self.fontPath)))
    }

    /// A 200 × 40 label centered in the 240 × 80 window.
    func label(_ text: String, fontSize: Double) -> Node {
        var label = Node(center: Point(x: 120, y: 40), size: Size(width: 200, height: 40))
        label.text = text
        label.fontSize = fontSize
        return label
    }

    @Test func eachGlyphIsRasterizedOnce() throws {
        let (_, atlas) = try makeAtlas()
        let label = label("Hello, hello", fontSize: 20)
        for _ in 0..<3 {
            try atlas.beginFrame()
            var list = DrawList()
            list.append(label, glyphs: atlas)
            #expect(list.statistics.glyphs == 11)   // every letter and the comma; the space has no image
        }
        // H e l o , h — six distinct images at one size, whatever the number of frames.
        #expect(atlas.rasterizedGlyphs == 6)
    }

    @Test func textIsDrawnInItsColor() throws {
        let (renderer, atlas) = try makeAtlas()
        var label = label("MMMM", fontSize: 30)
        label.textColor = Color(hex: 0xFFCC00)
        var list = DrawList()
        list.append(label, glyphs: atlas)
        renderer.clear(to: .black)
        try renderer.draw(list, atlas: atlas)
        let frame = try renderer.readPixels()
        var solid = 0
        for y in 0..<80 { for x in 0..<240 where frame[x, y] == RGBA8(red: 0xFF, green: 0xCC, blue: 0) { solid += 1 } }
        #expect(solid > 100, "only \(solid) pixels in the text color")
        #expect(frame[5, 5] == RGBA8(red: 0, green: 0, blue: 0))
    }

    @Test func texturesAreCountedAndFreed() throws {
        let renderer = try makeRenderer()
        var atlas: Atlas? = try Atlas(renderer: renderer,
                                                fontFile: try FontFile(library: renderer.library, path: Self.fontPath))
        #expect(renderer.liveTextures == 2)
        _ = atlas?.glyph(for: "A", pixelSize: 12)
        atlas = nil
        #expect(renderer.liveTextures == 0)
    }

    @Test func missingFontNamesThePath() throws {
        let renderer = try makeRenderer()
        #expect {
            _ = try FontFile(library: renderer.library, path: "/nonexistent/font.ttf")
        } throws: { error in
            "\(error)".contains("/nonexistent/font.ttf")
        }
    }

    @Test func eachMaskIsRasterizedOnceAndTheBudgetHolds() throws {
        let (_, atlas) = try makeAtlas()
        atlas.maskBudgetPerFrame = 3
        let masks = (1...5).map {
            RoundedRectMask(quarterWidth: 40 * $0, quarterHeight: 40, quarterRadius: 8, phaseX: 0, phaseY: 0)
        }
        try atlas.beginFrame()
        let first = masks.map { atlas.region(for: $0) }
        #expect(first.map { $0 != nil } == [true, true, true, false, false])
        try atlas.beginFrame()
        let second = masks.map { atlas.region(for: $0) }
        #expect(second.allSatisfy { $0 != nil })
        #expect(second.prefix(3).elementsEqual(first.prefix(3)))
        #expect(atlas.rasterizedMasks == 5)
    }

    // Masks of ever-new sizes stop at three quarters of a 256-texel atlas: the glyphs keep their
    // quarter for the rest of the frame, and the next frame starts afresh.
    @Test func masksLeaveAQuarterOfTheAtlasToGlyphs() throws {
        let renderer = try makeRenderer()
        let atlas = try Atlas(renderer: renderer, fontFile: try FontFile(library: renderer.library, path: Self.fontPath),
                              size: 256)
        atlas.maskBudgetPerFrame = 1000
        try atlas.beginFrame()
        // 60-pixel squares take 64-row shelves (a pixel of border and of padding on each side).
        var made: [RoundedRectMask] = []
        for width in 1...40 {
            let mask = RoundedRectMask(quarterWidth: 200 + width, quarterHeight: 240, quarterRadius: 16, phaseX: 0, phaseY: 0)
            guard atlas.region(for: mask) != nil else { break }
            made.append(mask)
        }
        // Below the white texel's 6-row shelf, four masks (53 to 56 texels wide, padded) fill
        // each 64-row shelf: two shelves reach row 134. The ninth mask opens a third shelf, to
        // row 198, past 192 = ¾ · 256, and no mask comes after it.
        #expect(made.count == 9)
        #expect(atlas.glyph(for: "W", pixelSize: 40) != nil)
        #expect(atlas.region(for: made[0]) != nil)          // made this frame: still there
        try atlas.beginFrame()
        // Afresh: the masks are made again (nine, to the same line), and so is the glyph.
        let again = made.filter { atlas.region(for: $0) != nil }
        #expect(again.count == 9)
        #expect(atlas.rasterizedMasks == 18)
        #expect(atlas.glyph(for: "W", pixelSize: 40) != nil)
        #expect(atlas.rasterizedGlyphs == 2)
    }
}
