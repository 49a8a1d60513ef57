import VitrineGeometry
import VitrinePlayground

/// What a window shows: the layers of the frame last drawn, at its pixel scale and drawable
/// size. A frame with the same three would draw the same pixels, so the window leaves it out:
/// a scene at rest costs the layout of each frame, not its drawing.
///
/// ```swift
/// var screen = ScreenContents()
/// // each frame:
/// if screen.shows(layers, pixelScale: 1, drawableSize: size) { /* wait for the next */ }
/// // else draw, then:
/// screen.remember(layers, pixelScale: 1, drawableSize: size)
/// ```
struct ScreenContents {
    private var layers: FrameLayers?
    private var pixelScale = 0.0
    private var drawableSize = Size.zero

    /// Whether a frame of `layers` at `pixelScale` and `drawableSize` is the frame on screen.
    func shows(_ layers: FrameLayers, pixelScale: Double, drawableSize: Size) -> Bool {
        pixelScale == self.pixelScale && drawableSize == self.drawableSize && layers == self.layers
    }

    /// Notes the frame just drawn.
    mutating func remember(_ layers: FrameLayers, pixelScale: Double, drawableSize: Size) {
        self.layers = layers
        self.pixelScale = pixelScale
        self.drawableSize = drawableSize
    }

    /// Forgets the frame on screen, so that the next is drawn whatever it holds: the window was
    /// uncovered, or something not in the layers changed (a picture's texture came in).
    mutating func forget() {
        layers = nil
    }
}
