import CSDL2
import VitrineGeometry

/// A texture a renderer draws into instead of its output, then copied onto the output pixel
/// for pixel: how a half of a compared window is drawn, by the very triangles, in the very
/// pixels, of a window of the half's size, and moved into place whole.
public final class RenderTarget {
    let pointer: OpaquePointer
    /// The renderer the target belongs to; it outlives the target.
    public let renderer: Renderer
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    /// Creates a target of `width` × `height` pixels.
    public init(renderer: Renderer, width: Int, height: Int) throws(SDLError) {
        guard
            let texture = SDL_CreateTexture(
                renderer.pointer, SDL_PIXELFORMAT_RGBA32.rawValue,
                Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                Int32(width), Int32(height))
        else {
            throw .current("create a \(width)×\(height) render target")
        }
        // Copied as it is: no blending with what is under it, no filtering.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
        self.pointer = texture
        self.renderer = renderer
        self.width = width
        self.height = height
        renderer.liveTextures += 1
    }

    deinit {
        SDL_DestroyTexture(pointer)
        renderer.liveTextures -= 1
    }

    /// Runs `body` with the renderer drawing into this target (cleared to `color` first), then
    /// gives the renderer back its output with the viewport it had.
    public func draw(clearedTo color: Color, _ body: () throws(SDLError) -> Void) throws(SDLError) {
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(renderer.pointer, &viewport)
        guard SDL_SetRenderTarget(renderer.pointer, pointer) == 0 else { throw .current("draw into a render target") }
        defer {
            SDL_SetRenderTarget(renderer.pointer, nil)
            SDL_RenderSetViewport(renderer.pointer, &viewport)
        }
        renderer.clear(to: color)
        try body()
    }

    /// Copies the target onto the renderer's output with its top-left corner at (`x`, `y`)
    /// pixels of the viewport, one pixel for one.
    public func copy(toX x: Int, y: Int) throws(SDLError) {
        try copy(PixelBox(minX: 0, minY: 0, maxX: width, maxY: height), toX: x, y: y)
    }

    /// Copies `part` of the target (in its pixels) onto the renderer's output with the part's
    /// top-left corner at (`x`, `y`) pixels of the viewport, one pixel for one, blended as the
    /// target's blend mode says.
    func copy(_ part: PixelBox, toX x: Int, y: Int) throws(SDLError) {
        guard !part.isEmpty else { return }
        var source = SDL_Rect(x: Int32(part.minX), y: Int32(part.minY), w: Int32(part.width), h: Int32(part.height))
        var destination = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(part.width), h: Int32(part.height))
        guard SDL_RenderCopy(renderer.pointer, pointer, &source, &destination) == 0 else {
            throw .current("copy a \(part.width)×\(part.height) part of a render target")
        }
    }
}
