import Foundation
import Testing
import VitrineCanvas
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

    func render(_ nodes: [Node], software: Bool = false) throws -> (Bitmap, Renderer) {
        let library = try SDLLibrary(videoDriver: "offscreen")
        let window = try Window(library: library, title: "test", size: Size(width: 200, height: 200), isHidden: true)
        let renderer = try Renderer(window: window, vsync: false, software: software)
        var list = DrawList()
        for node in nodes { list.append(node) }
        renderer.clear(to: Self.background)
        try renderer.draw(list, texture: nil)
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
                #expect(abs(Double(edge) - halfway) <= Double(inside - outside) * 0.15 + 1,
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
