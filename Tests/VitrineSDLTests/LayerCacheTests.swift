import Testing
@_spi(Vitrine) import VitrineCanvas
import VitrineGeometry
import VitrineTestSupport

@_spi(Vitrine) @testable import VitrineSDL

/// A layer copied from its texture lands as its triangles would: exactly where it is opaque,
/// within a level where it is translucent over what lies under it; it is drawn into the
/// texture only when it holds still after a change.
@Suite("A layer kept in a texture", .serialized)
@MainActor
struct LayerCacheTests {
    static let size = Size(width: 320, height: 240)

    /// A panel with rows of text and translucent boxes, and a menu reaching out of it over the
    /// cards, placed at (`x`, `y`).
    static func panel(x: Double, y: Double) -> [Node] {
        var nodes = [
            Node(
                center: Point(x: x + 80, y: y + 100), size: Size(width: 160, height: 200), fillColor: Color(hex: 0x23232E),
                cornerRadius: 12)
        ]
        for row in 0..<6 {
            var label = Node(
                center: Point(x: x + 60, y: y + 20 + Double(row) * 28), size: Size(width: 100, height: 20),
                fillColor: Color(hex: 0x4A90E2, alpha: 0.35), cornerRadius: 5)
            label.text = "Row \(row) ▾"
            label.fontSize = 13
            label.textColor = Color(hex: 0xF0F0F0, alpha: 0.9)
            nodes.append(label)
        }
        var menu = Node(
            center: Point(x: x - 20, y: y + 150), size: Size(width: 90, height: 60), fillColor: Color(hex: 0x30303C, alpha: 0.8),
            cornerRadius: 8)
        menu.text = "menu"
        menu.fontSize = 12
        nodes.append(menu)
        return nodes
    }

    /// The cards under the panel: turned, translucent and opaque.
    static func cards() -> [Node] {
        var random = SplitMix64(seed: 7)
        return (0..<40).map { index in
            var card = Node(
                center: Point(x: random.double(in: 0...320), y: random.double(in: 0...240)),
                size: Size(width: random.double(in: 10...70), height: random.double(in: 10...70)),
                fillColor: Color(
                    red: random.unit(), green: random.unit(), blue: random.unit(), alpha: index % 3 == 0 ? 0.5 : 1),
                cornerRadius: random.double(in: 0...10))
            if index % 2 == 1 { card.transform = .makeRotation(random.double(in: -1...1), 0, 0, 1) }
            return card
        }
    }

    /// What `renderer` shows after the cards and then the layer: as triangles, or through
    /// `cache` when one is given, the layer's list at `version`.
    static func picture(
        _ renderer: Renderer, atlas: Atlas, layer: [Node], cache: LayerCache?, version: Int = 0
    ) throws -> Bitmap {
        var under = DrawList(), list = DrawList()
        try atlas.beginFrame()
        for card in cards() { under.append(card, glyphs: atlas) }
        for node in layer { list.append(node, glyphs: atlas) }
        renderer.clear(to: Color(hex: 0x15161C))
        try renderer.draw(under, atlas: atlas)
        if let cache {
            try cache.draw(list, version: version, opaqueRect: layer[0].opaqueCover(), atlas: atlas)
        } else {
            try renderer.draw(list, atlas: atlas)
        }
        return try renderer.readPixels()
    }

    /// The largest difference of a channel between two pictures, and the number of pixels
    /// that differ at all.
    static func difference(_ first: Bitmap, _ second: Bitmap) -> (largest: Int, pixels: Int) {
        var largest = 0, pixels = 0
        for start in stride(from: 0, to: first.bytes.count, by: 4) {
            let channels = (0..<4).map { abs(Int(first.bytes[start + $0]) - Int(second.bytes[start + $0])) }
            largest = max(largest, channels.max() ?? 0)
            if channels.contains(where: { $0 > 0 }) { pixels += 1 }
        }
        return (largest, pixels)
    }

    static func openGL() throws -> (Renderer, Atlas) {
        let library = try SDLLibrary(videoDriver: "offscreen")
        let window = try Window(library: library, title: "test", size: size, isHidden: true)
        let renderer = try Renderer(window: window, vsync: false)
        let atlas = try Atlas(renderer: renderer, fontFile: try FontFile(library: library, path: AtlasTests.fontPath))
        return (renderer, atlas)
    }

    @Test func aCopiedLayerLandsAsItsTrianglesWould() throws {
        let (renderer, atlas) = try Self.openGL()
        let layer = Self.panel(x: 150.3, y: 20.6)
        let drawn = try Self.picture(renderer, atlas: atlas, layer: layer, cache: nil)
        let cache = LayerCache(renderer: renderer)
        // The first frame draws the new layer's triangles; the second, holding still, copies.
        _ = try Self.picture(renderer, atlas: atlas, layer: layer, cache: cache)
        #expect(!cache.isCopied)
        let copied = try Self.picture(renderer, atlas: atlas, layer: layer, cache: cache)
        #expect(cache.isCopied && cache.redraws == 1)
        let (largest, pixels) = Self.difference(drawn, copied)
        #expect(largest <= 1, "\(pixels) pixels differ, by up to \(largest) levels")
        // Where the panel is opaque, not a level apart.
        let cover = try #require(layer[0].opaqueCover())
        var inside = 0
        for y in Int(cover.minY.rounded(.up))..<Int(cover.maxY.rounded(.down)) {
            for x in Int(cover.minX.rounded(.up))..<Int(cover.maxX.rounded(.down)) {
                let start = (y * drawn.width + x) * 4
                if drawn.bytes[start..<start + 4] != copied.bytes[start..<start + 4] { inside += 1 }
            }
        }
        #expect(inside == 0, "\(inside) pixels under the opaque backdrop differ")
    }

    @Test func theTextureIsDrawnOnlyOnceTheLayerHoldsStill() throws {
        let (renderer, atlas) = try Self.openGL()
        let cache = LayerCache(renderer: renderer)
        let layer = Self.panel(x: 150, y: 20)
        let drawn = try Self.picture(renderer, atlas: atlas, layer: layer, cache: nil)
        // New: triangles, no texture drawn.
        let changed = try Self.picture(renderer, atlas: atlas, layer: layer, cache: cache, version: 1)
        #expect(!cache.isCopied && cache.redraws == 0)
        #expect(Self.difference(drawn, changed).pixels == 0)
        // Still: drawn into the texture once, then copied.
        for frame in 1...3 {
            _ = try Self.picture(renderer, atlas: atlas, layer: layer, cache: cache, version: 1)
            #expect(cache.isCopied && cache.redraws == 1, "frame \(frame)")
        }
        // Moved: the same triangles elsewhere, drawn afresh.
        let moved = Self.panel(x: 100, y: 30)
        let copied = try Self.picture(renderer, atlas: atlas, layer: moved, cache: cache, version: 1)
        #expect(cache.redraws == 2)
        let expected = try Self.picture(renderer, atlas: atlas, layer: moved, cache: nil)
        #expect(Self.difference(expected, copied).largest <= 1)
        // Gone: the texture with it.
        let before = renderer.liveTextures
        try cache.draw(DrawList(), version: 2, opaqueRect: nil, atlas: atlas)
        #expect(!cache.isCopied && renderer.liveTextures == before - 1)
    }

    /// The panel's text changes in place (a row's "on" becoming "off"): its bounds stay, only
    /// its version says it changed. A new version is drawn as it is, then kept; the version
    /// given again is the same list, copied.
    @Test func aNewVersionInTheSamePlaceIsDrawnAgain() throws {
        let (renderer, atlas) = try Self.openGL()
        let cache = LayerCache(renderer: renderer)
        var edited = Self.panel(x: 150, y: 20)
        _ = try Self.picture(renderer, atlas: atlas, layer: Self.panel(x: 150, y: 20), cache: cache, version: 4)
        _ = try Self.picture(renderer, atlas: atlas, layer: Self.panel(x: 150, y: 20), cache: cache, version: 4)
        #expect(cache.isCopied && cache.redraws == 1)
        edited[3].text = "Row 2 ▴"
        let expected = try Self.picture(renderer, atlas: atlas, layer: edited, cache: nil)
        let before = try Self.picture(renderer, atlas: atlas, layer: Self.panel(x: 150, y: 20), cache: nil)
        #expect(Self.difference(expected, before).pixels > 0)
        // The frame the version changes: the triangles.
        let changed = try Self.picture(renderer, atlas: atlas, layer: edited, cache: cache, version: 5)
        #expect(!cache.isCopied && cache.redraws == 1)
        #expect(Self.difference(expected, changed).pixels == 0)
        // Held still: the texture is drawn again, from the new list.
        for frame in 1...2 {
            let copied = try Self.picture(renderer, atlas: atlas, layer: edited, cache: cache, version: 5)
            #expect(cache.isCopied && cache.redraws == 2, "frame \(frame)")
            #expect(Self.difference(expected, copied).largest <= 1, "frame \(frame)")
        }
    }

    /// One frame of the cards and a panel kept in `retained`, put on the frame through `cache`
    /// at the version of what the list draws, as the app does.
    static func keptPicture(
        _ renderer: Renderer, atlas: Atlas, layer: [Node], retained: inout RetainedDrawList, cache: LayerCache
    ) throws -> Bitmap {
        try atlas.beginFrame()
        var under = DrawList()
        for card in cards() { under.append(card, glyphs: atlas) }
        retained.update(with: layer, pixelScale: 1, glyphs: atlas, atlasGeneration: atlas.regionGeneration)
        renderer.clear(to: Color(hex: 0x15161C))
        try renderer.draw(under, atlas: atlas)
        try cache.draw(retained.list, version: retained.contentChanges, opaqueRect: layer[0].opaqueCover(), atlas: atlas)
        return try renderer.readPixels()
    }

    /// When the atlas's masks start afresh (cards of ever-new sizes fill their rows) or the
    /// whole atlas does, the panel's rows get their masks and glyphs in new places: its list is
    /// made again, yet it draws the same pixels, so the texture is still copied, not drawn
    /// again (on llvmpipe a drawing into it took 3.5–4.5 ms of a `drawn-curves` frame each
    /// time its masks started afresh). An edit still draws it again.
    @Test func aLayerWhoseImagesMovedInTheAtlasIsStillCopied() throws {
        let (renderer, atlas) = try Self.openGL()
        let cache = LayerCache(renderer: renderer)
        var retained = RetainedDrawList()
        var layer = Self.panel(x: 150, y: 20)
        _ = try Self.keptPicture(renderer, atlas: atlas, layer: layer, retained: &retained, cache: cache)
        _ = try Self.keptPicture(renderer, atlas: atlas, layer: layer, retained: &retained, cache: cache)
        #expect(cache.isCopied && cache.redraws == 1 && retained.rebuilds == 1)
        for restart in [atlas.restartMasks, atlas.restart] {
            let generation = atlas.regionGeneration
            restart()
            #expect(atlas.regionGeneration != generation)
            let copied = try Self.keptPicture(renderer, atlas: atlas, layer: layer, retained: &retained, cache: cache)
            #expect(cache.isCopied && cache.redraws == 1)
            let expected = try Self.picture(renderer, atlas: atlas, layer: layer, cache: nil)
            #expect(Self.difference(expected, copied).largest <= 1)
        }
        #expect(retained.rebuilds == 3 && retained.contentChanges == 1)
        // A row edited: drawn as triangles, then into the texture again.
        layer[2].text = "Row 1 ▴"
        _ = try Self.keptPicture(renderer, atlas: atlas, layer: layer, retained: &retained, cache: cache)
        #expect(!cache.isCopied && retained.contentChanges == 2)
        let copied = try Self.keptPicture(renderer, atlas: atlas, layer: layer, retained: &retained, cache: cache)
        #expect(cache.isCopied && cache.redraws == 2)
        let expected = try Self.picture(renderer, atlas: atlas, layer: layer, cache: nil)
        #expect(Self.difference(expected, copied).largest <= 1)
    }

    @Test func theSoftwareRendererDrawsTheTriangles() throws {
        let library = try SDLLibrary(videoDriver: "offscreen")
        let renderer = try Renderer(library: library, surfaceWidth: 320, height: 240)
        let atlas = try Atlas(renderer: renderer, fontFile: try FontFile(library: library, path: AtlasTests.fontPath))
        let layer = Self.panel(x: 150, y: 20)
        let drawn = try Self.picture(renderer, atlas: atlas, layer: layer, cache: nil)
        let cache = LayerCache(renderer: renderer)
        let copied = try Self.picture(renderer, atlas: atlas, layer: layer, cache: cache)
        #expect(!cache.isCopied && cache.redraws == 0)
        #expect(Self.difference(drawn, copied).pixels == 0)
    }
}
