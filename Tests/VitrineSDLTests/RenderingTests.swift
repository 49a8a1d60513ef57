import Foundation
import Testing
@_spi(Vitrine) import VitrineCanvas
import VitrineGeometry

@testable import VitrineSDL

/// Frames drawn in this process with no display: SDL's offscreen video driver and its OpenGL
/// renderer (Mesa's llvmpipe), the same path `vitrine --headless` takes.
@Suite("Pixels of a headless frame", .serialized)
@MainActor
struct RenderingTests {
    static let background = Color(hex: 0x101010)
    static let fill = Color(hex: 0x3366CC)

    /// A 120 × 80 card with 20-point corners whose edges fall on half pixels: x 40.5…160.5,
    /// y 60.5…140.5.
    static var card: Node {
        Node(center: Point(x: 100.5, y: 100.5), size: Size(width: 120, height: 80), fillColor: fill, cornerRadius: 20)
    }

    /// Draws `nodes` headless; with `masks`, through an atlas, so that axis-aligned shapes
    /// become mask quads instead of tessellated fans.
    func render(_ nodes: [Node], software: Bool = false, masks: Bool = false) throws -> (Bitmap, Renderer) {
        let library = try SDLLibrary(videoDriver: "offscreen")
        let window = try Window(library: library, title: "test", size: Size(width: 200, height: 200), isHidden: true)
        let renderer = try Renderer(window: window, vsync: false, software: software)
        let atlas =
            masks ? try Atlas(renderer: renderer, fontFile: try FontFile(library: library, path: AtlasTests.fontPath)) : nil
        var list = DrawList()
        try atlas?.beginFrame()
        for node in nodes { list.append(node, glyphs: atlas) }
        #expect(list.statistics.maskedShapes == (masks ? nodes.count : 0))
        renderer.clear(to: Self.background)
        try renderer.draw(list, atlas: atlas)
        return (try renderer.readPixels(), renderer)
    }

    @Test func centerIsExactlyTheFillAndOutsideTheCornerIsBackground() throws {
        let (frame, renderer) = try render([Self.card])
        #expect(renderer.name != "software", "the offscreen driver should give OpenGL here, got \(renderer.name)")
        #expect(frame[100, 100] == Self.fill.rgba8)
        #expect(frame[60, 100] == Self.fill.rgba8)
        // Inside the bounding box but outside the 20-point arc: pixel (44, 64) is 21.9 points
        // from the arc's center (60.5, 80.5).
        #expect(frame[44, 64] == Self.background.rgba8)
        #expect(frame[5, 5] == Self.background.rgba8)
    }

    @Test func edgePixelsAreBlends() throws {
        let (frame, _) = try render([Self.card])
        // The top edge lies on y = 60.5, the middle of row 60: half covered.
        for pixel in [frame[100, 60], frame[40, 100], frame[160, 100], frame[100, 140]] {
            for (edge, inside, outside) in [(pixel.red, 0x33, 0x10), (pixel.green, 0x66, 0x10), (pixel.blue, 0xCC, 0x10)] {
                let halfway = Double(inside + outside) / 2
                #expect(
                    abs(Double(edge) - halfway) <= Double(inside - outside) * 0.15 + 1,
                    "edge channel \(edge) is not about halfway between \(outside) and \(inside)")
            }
        }
        // One row farther out is background, one row in is fill.
        #expect(frame[100, 59] == Self.background.rgba8)
        #expect(frame[100, 61] == Self.fill.rgba8)
    }

    @Test func roundedCornerEdgeIsSmooth() throws {
        let (frame, _) = try render([Self.card])
        // Along the diagonal through the top-left arc, coverage falls from fill to background
        // over a pixel or two, never in one step: some pixel is a strict blend.
        let diagonal = (40...60).map { frame[$0, $0 + 20] }
        let blends = diagonal.filter { $0 != Self.fill.rgba8 && $0 != Self.background.rgba8 }
        #expect(!blends.isEmpty && blends.count <= 3)
    }

    @Test func maskQuadsMatchTheTessellatedShape() throws {
        let (tessellated, _) = try render([Self.card])
        let (masked, _) = try render([Self.card], masks: true)
        #expect(masked[100, 100] == Self.fill.rgba8)
        #expect(masked[44, 64] == Self.background.rgba8)
        // The mask's coverage and the fringe's ramp are the same one-pixel ramp: along the
        // straight edges the two agree to rounding; at the corners the fringe follows a polygon
        // within 0.3 px of the true arc that the mask follows, so they may differ by up to 0.3
        // of the blue channel's range (0x10 to 0xCC: 188 levels), 56 levels.
        func difference(_ x: Int, _ y: Int) -> Int {
            let a = tessellated[x, y], b = masked[x, y]
            return max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
        }
        var corners = 0, edges = 0
        for y in 0..<200 {
            for x in 0..<200 {
                let onStraightEdge = (62...139).contains(x) || (82...119).contains(y)
                if onStraightEdge { edges = max(edges, difference(x, y)) } else { corners = max(corners, difference(x, y)) }
            }
        }
        #expect(edges <= 2, "the straight edges differ by \(edges) levels")
        #expect(corners <= 58, "the corners differ by \(corners) levels")
        #expect(masked[100, 60] == tessellated[100, 60])
    }

    @Test func softwareRendererDrawsTheSameInteriorAndBackground() throws {
        let (frame, renderer) = try render([Self.card], software: true)
        #expect(renderer.name == "software")
        #expect(frame[100, 100] == Self.fill.rgba8)
        #expect(frame[44, 64] == Self.background.rgba8)
    }

    @Test func surfaceRendererNeedsNoVideo() throws {
        let library = try SDLLibrary(video: false)
        let renderer = try Renderer(library: library, surfaceWidth: 64, height: 48)
        renderer.clear(to: Self.fill)
        let frame = try renderer.readPixels()
        #expect(frame.width == 64 && frame.height == 48)
        #expect(frame[63, 47] == Self.fill.rgba8)
    }
}
