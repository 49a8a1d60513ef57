import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// The backdrops a frame's scene and overlays are not drawn under, worked out once a frame.
@Suite("Opaque covers")
struct OpaqueCoversTests {
    static func pressing(_ keys: [Key], preset: String) throws -> PlaygroundCore {
        var core = try PlaygroundCore(preset: preset, viewport: Size(width: 1280, height: 720))
        for (index, key) in keys.enumerated() {
            _ = core.handle(.keyDown(key, modifiers: [], isRepeat: false), at: 0.1 * Double(index + 1))
        }
        // A second of frames, for the layers to finish opening.
        for frame in 1...60 {
            core.update(at: FrameTime(now: 1 + Double(frame) / 60, delta: 1.0 / 60, index: frame))
        }
        return core
    }

    // With the panel and the motion lab open, each cover is its layer's first node's, in
    // pixels, and both are over the scene; nothing is over the overlays.
    @Test func thePanelAndTheDocksCoverTheScene() throws {
        let layers = try Self.pressing([.tab, .m], preset: "coverflow").layers()
        let covers = OpaqueCovers(of: layers, pixelScale: 2)
        let panel = try #require(layers.panel.first?.opaqueCover(pixelScale: 2))
        #expect(covers.panel == panel && covers.help == nil)
        #expect(covers.docks == layers.docks.first?.opaqueCover(pixelScale: 2))
        #expect(covers.overScene == [panel] + (covers.docks.map { [$0] } ?? []))
        #expect(covers.overOverlays.isEmpty)
    }

    // The help (drawn alone, over everything) covers both the scene and the overlays.
    @Test func theHelpCoversTheSceneAndTheOverlays() throws {
        let layers = try Self.pressing([.f1], preset: "coverflow").layers()
        let covers = OpaqueCovers(of: layers, pixelScale: 1)
        let help = try #require(layers.help.first?.opaqueCover(pixelScale: 1))
        #expect(covers.help == help && covers.panel == nil)
        #expect(covers.overScene == [help] && covers.overOverlays == [help])
    }

    // With nothing open nothing covers the scene.
    @Test func aBareSceneHasNoCovers() throws {
        let covers = OpaqueCovers(of: try Self.pressing([], preset: "coverflow").layers(), pixelScale: 1)
        #expect(covers.panel == nil && covers.docks == nil && covers.help == nil)
        #expect(covers.overScene.isEmpty && covers.overOverlays.isEmpty)
    }
}
