import Foundation
import Testing
import VitrineGeometry

@_spi(Vitrine) @testable import VitrineCanvas
@_spi(Vitrine) @testable import VitrineSDL

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
            #expect(list.statistics.glyphs == 11)  // every letter and the comma; the space has no image
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
        var atlas: Atlas? = try Atlas(
            renderer: renderer,
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

    // Each mask is rasterized once. A frame draws its first `masksPerFrame` distinct masks from
    // the atlas, in the order it asks for them, whatever earlier frames made.
    @Test func eachMaskIsRasterizedOnceAndAFrameDrawsItsFirstMasks() throws {
        let (_, atlas) = try makeAtlas()
        atlas.masksPerFrame = 3
        let masks = (1...5).map {
            RoundedRectMask(quarterWidth: 40 * $0, quarterHeight: 40, quarterRadius: 8, phaseX: 0, phaseY: 0)
        }
        try atlas.beginFrame()
        let first = masks.map { atlas.region(for: $0) }
        #expect(first.map { $0 != nil } == [true, true, true, false, false])
        // The next frame asks the other way round: its first three are 5, 4 and 3.
        try atlas.beginFrame()
        let second = Array(masks.reversed().map { atlas.region(for: $0) }.reversed())
        #expect(second.map { $0 != nil } == [false, false, true, true, true])
        #expect(second[2] == first[2])
        #expect(atlas.rasterizedMasks == 5)
    }

    /// A shape gets its mask from the first frame it is drawn in, so that a frame's pixels never
    /// depend on the frames before it. One moving by quarter pixels steps through its four
    /// phases' masks, each rasterized once.
    @Test func aShapeGetsItsMaskInItsFirstFrame() throws {
        let (_, atlas) = try makeAtlas()
        for frame in 0..<8 {
            try atlas.beginFrame()
            let moving = RoundedRectMask(quarterWidth: 200, quarterHeight: 120, quarterRadius: 16, phaseX: frame % 4, phaseY: 0)
            #expect(atlas.region(for: moving) != nil)
        }
        #expect(atlas.rasterizedMasks == 4)
    }

    /// 1/64 of a 1024-texel atlas is 16,384 texels: a 128 × 128 image (126 × 126 pixels of
    /// shape and a pixel of border around) gets a mask, a 129 × 128 one never does.
    @Test func largeShapesAreTessellated() throws {
        let (_, atlas) = try makeAtlas()
        let largest = RoundedRectMask(quarterWidth: 504, quarterHeight: 504, quarterRadius: 40, phaseX: 0, phaseY: 0)
        let tooLarge = RoundedRectMask(quarterWidth: 508, quarterHeight: 504, quarterRadius: 40, phaseX: 0, phaseY: 0)
        #expect(largest.imageWidth * largest.imageHeight == 128 * 128)
        #expect(tooLarge.imageWidth * tooLarge.imageHeight == 129 * 128)
        for _ in 0..<3 {
            try atlas.beginFrame()
            #expect(atlas.region(for: largest) != nil)
            #expect(atlas.region(for: tooLarge) == nil)
        }
        #expect(atlas.rasterizedMasks == 1)
    }

    /// A 256-texel atlas that makes every mask a frame asks for.
    func makeSmallAtlas() throws -> Atlas {
        let renderer = try makeRenderer()
        let atlas = try Atlas(
            renderer: renderer, fontFile: try FontFile(library: renderer.library, path: Self.fontPath),
            size: 256)
        atlas.masksPerFrame = 1000
        return atlas
    }

    /// 30 × 30 mask images (the largest a 256 atlas takes is 1,024 texels), told apart by their
    /// radii, 1 to 56 quarter pixels.
    static let squares = (1...56).map {
        RoundedRectMask(quarterWidth: 112, quarterHeight: 112, quarterRadius: $0, phaseX: 0, phaseY: 0)
    }

    // Masks of ever-new shapes stop at three quarters of a 256-texel atlas: the glyphs keep their
    // quarter for the rest of the frame. In a later frame, a mask without room beside the earlier
    // frame's masks asks for the masks to start afresh: built again, the frame gets the same
    // masks, and the glyph is not made again.
    @Test func masksLeaveAQuarterOfTheAtlasToGlyphs() throws {
        let atlas = try makeSmallAtlas()
        let masks = Self.squares
        #expect(masks[0].imageWidth == 30 && masks[0].imageHeight == 30)
        try atlas.beginFrame()
        let made = masks.filter { atlas.region(for: $0) != nil }
        // 32-row shelves of eight padded masks from the bottom: six shelves, 48 masks, reach
        // row 192 = ¾ · 256, and no mask comes after them.
        #expect(made == Array(masks.prefix(48)))
        #expect(atlas.glyph(for: "W", pixelSize: 40) != nil)
        #expect(!atlas.isRestartNeeded && !atlas.isMaskRestartNeeded)
        try atlas.beginFrame()
        #expect(atlas.restarts == 0 && atlas.maskRestarts == 0)
        // The next frame asks the other way round: the 56th mask finds no room.
        #expect(atlas.region(for: masks[55]) == nil)
        #expect(atlas.isMaskRestartNeeded && !atlas.isRestartNeeded)
        atlas.restartMasks()
        #expect(atlas.maskRestarts == 1 && atlas.restarts == 0 && !atlas.isMaskRestartNeeded)
        let again = masks.reversed().filter { atlas.region(for: $0) != nil }
        #expect(again == Array(masks.suffix(48).reversed()))
        #expect(atlas.rasterizedMasks == 96)
        #expect(atlas.glyph(for: "W", pixelSize: 40) != nil)
        #expect(atlas.rasterizedGlyphs == 1)
    }

    // A frame whose mask finds no room beside the last frame's masks is built again on emptied
    // masks, within the same call; one whose glyph finds none, on the emptied atlas; a frame
    // built `startingEmpty` starts on one.
    @Test func aFrameWithoutRoomIsBuiltAgainOnTheEmptiedAtlas() throws {
        let atlas = try makeSmallAtlas()
        let masks = Self.squares
        var builds = 0
        atlas.buildFrame {
            builds += 1
            #expect(masks.prefix(48).allSatisfy { atlas.region(for: $0) != nil })
            #expect(atlas.glyph(for: "W", pixelSize: 40) != nil)
        }
        #expect(builds == 1 && atlas.restarts == 0 && atlas.maskRestarts == 0)
        // The 49th mask finds the glyphs' quarter: the frame is built again on emptied masks,
        // and all eight fit, from the bottom row up; the glyph is kept.
        var regions: [TextureRegion?] = []
        atlas.buildFrame {
            builds += 1
            regions = masks.suffix(8).map { atlas.region(for: $0) }
        }
        #expect(builds == 3 && atlas.maskRestarts == 1 && atlas.restarts == 0 && !atlas.isMaskRestartNeeded)
        #expect(regions.allSatisfy { $0 != nil })
        #expect(regions.first == atlas.region(x: 1, y: 256 - 1 - 30, width: 30, height: 30))
        #expect(atlas.rasterizedGlyphs == 1)
        // A glyph that finds no room beside earlier frames' images starts the whole atlas afresh.
        atlas.buildFrame {
            builds += 1
            _ = (41...200).map { atlas.glyph(for: "W", pixelSize: $0) }
        }
        // Built again once; its own glyphs did not all fit either, so the next frame starts
        // afresh before it is built, and then again because it is built `startingEmpty`.
        #expect(builds == 5 && atlas.restarts == 1)
        atlas.buildFrame(startingEmpty: true) { builds += 1 }
        #expect(builds == 6 && atlas.restarts == 3)
        #expect(atlas.rasterizedMasks == 56)
    }

    /// The region generation moves on at each restart and each restart of the masks, so a
    /// list kept from frame to frame and keyed on it asks for its masks again: after the masks
    /// start afresh and another mask takes the first place, the kept list is the one appended
    /// afresh, not one pointing at the other mask's texels.
    @Test func aKeptListFollowsTheMasksStartingAfresh() throws {
        let atlas = try makeSmallAtlas()
        #expect(atlas.regionGeneration == 0)
        // 28 × 28 points on whole pixels: one quad of a mask.
        let box = Node(
            center: Point(x: 20, y: 20), size: Size(width: 28, height: 28), fillColor: Color(hex: 0x4A90E2),
            cornerRadius: 6)
        func fresh() -> DrawList {
            var list = DrawList()
            list.append(box, pixelScale: 1, glyphs: atlas)
            return list
        }
        var kept = RetainedDrawList()
        try atlas.beginFrame()
        kept.update(with: [box], pixelScale: 1, glyphs: atlas, atlasGeneration: atlas.regionGeneration)
        let first = kept.list.vertices
        #expect(first.count == 4 && first == fresh().vertices)
        atlas.restartMasks()
        #expect(atlas.regionGeneration == 1)
        try atlas.beginFrame()
        #expect(atlas.region(for: Self.squares[0]) != nil)
        kept.update(with: [box], pixelScale: 1, glyphs: atlas, atlasGeneration: atlas.regionGeneration)
        let expected = fresh().vertices
        #expect(expected != first, "the box's mask moved")
        #expect(kept.list.vertices == expected && kept.rebuilds == 2)
        atlas.restart()
        #expect(atlas.regionGeneration == 2)
    }

    /// When glyphs fill the atlas, masks that do not fit are tessellated and the atlas does not
    /// start afresh for them: it would only make the same glyphs again, frame after frame.
    @Test func glyphsThatFillTheAtlasDoNotRestartItForMasks() throws {
        let renderer = try makeRenderer()
        let atlas = try Atlas(
            renderer: renderer, fontFile: try FontFile(library: renderer.library, path: Self.fontPath),
            size: 256)
        let mask = RoundedRectMask(quarterWidth: 112, quarterHeight: 112, quarterRadius: 20, phaseX: 0, phaseY: 0)
        for _ in 0..<3 {
            try atlas.beginFrame()
            for scalar in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123".unicodeScalars {
                #expect(atlas.glyph(for: scalar, pixelSize: 56) != nil)
            }
            #expect(atlas.region(for: mask) == nil)
        }
        #expect(atlas.restarts == 0)
    }

    /// Starting afresh leaves the old texels in place: each image brings its own transparent
    /// frame, so a glyph sampled bilinearly at its edge never picks up what was there before.
    @Test func imagesAreFramedInTransparentTexels() throws {
        let renderer = try makeRenderer()
        let atlas = try Atlas(
            renderer: renderer, fontFile: try FontFile(library: renderer.library, path: Self.fontPath),
            size: 256)
        // An old 6 × 6 white image at texels 38...43, then a new 2 × 2 one at 40...41 over it.
        try atlas.upload(x: 38, y: 38, width: 6, height: 6, rgba: [UInt8](repeating: 255, count: 6 * 6 * 4))
        try atlas.upload(x: 40, y: 40, width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 2 * 2 * 4))
        // Texels 39...42 drawn texel for pixel at (0, 0).
        let region = atlas.region(x: 39, y: 39, width: 4, height: 4)
        var list = DrawList()
        list.beginRun(.atlas(.nearest))
        let white = RGBA8(red: 255, green: 255, blue: 255), black = RGBA8(red: 0, green: 0, blue: 0)
        for (x, y) in [(0, 0), (4, 0), (4, 4), (0, 4)] {
            list.appendVertex(
                DrawVertex(
                    x: Float(x), y: Float(y), color: white,
                    u: x == 0 ? region.topLeft.u : region.bottomRight.u,
                    v: y == 0 ? region.topLeft.v : region.bottomRight.v))
        }
        list.appendTriangle(0, 0, 1, 2)
        list.appendTriangle(0, 0, 2, 3)
        renderer.clear(to: .black)
        try renderer.draw(list, atlas: atlas)
        let frame = try renderer.readPixels()
        #expect((0..<4).map { frame[$0, 0] } == [black, black, black, black])
        #expect((0..<4).map { frame[$0, 1] } == [black, white, white, black])
        #expect((0..<4).map { frame[$0, 2] } == [black, white, white, black])
        #expect((0..<4).map { frame[$0, 3] } == [black, black, black, black])
    }
}
