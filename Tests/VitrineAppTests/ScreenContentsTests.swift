import Testing
import VitrineCanvas
import VitrineGeometry

@testable import VitrineApp
@testable import VitrinePlayground

/// The window's memory of the frame it shows: the same layers, scale and size are the same
/// frame; anything else, or a forgotten screen, is drawn.
@Suite("The frame on screen")
struct ScreenContentsTests {
    static func layers(_ color: UInt32) -> FrameLayers {
        let card = Node(center: Point(x: 50, y: 50), size: Size(width: 40, height: 40), fillColor: Color(hex: color))
        return FrameLayers(scene: [card], panel: [], overlays: [], help: [])
    }

    @Test func onlyTheSameLayersScaleAndSizeAreTheFrameOnScreen() {
        let size = Size(width: 1280, height: 720)
        var screen = ScreenContents()
        #expect(!screen.shows(Self.layers(0xFF0000), pixelScale: 1, drawableSize: size), "nothing drawn yet")
        screen.remember(Self.layers(0xFF0000), pixelScale: 1, drawableSize: size)
        #expect(screen.shows(Self.layers(0xFF0000), pixelScale: 1, drawableSize: size))
        #expect(!screen.shows(Self.layers(0xFF0001), pixelScale: 1, drawableSize: size))
        #expect(!screen.shows(Self.layers(0xFF0000), pixelScale: 2, drawableSize: size))
        #expect(!screen.shows(Self.layers(0xFF0000), pixelScale: 1, drawableSize: Size(width: 1280, height: 721)))
        screen.forget()
        #expect(!screen.shows(Self.layers(0xFF0000), pixelScale: 1, drawableSize: size), "forgotten")
    }
}
