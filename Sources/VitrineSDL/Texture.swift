import CSDL2

/// An RGBA texture owned by a renderer.
public final class Texture {
    let pointer: OpaquePointer
    /// The renderer the texture belongs to; it outlives the texture.
    public let renderer: Renderer
    /// The width in texels.
    public let width: Int
    /// The height in texels.
    public let height: Int

    /// Creates a blended RGBA texture whose contents can be updated piece by piece.
    ///
    /// - Parameters:
    ///   - renderer: The renderer that draws it.
    ///   - width: Its width in texels.
    ///   - height: Its height in texels.
    ///   - smooth: Whether scaled sampling is bilinear (`true`) or nearest.
    public init(renderer: Renderer, width: Int, height: Int, smooth: Bool = true) throws(SDLError) {
        guard
            let texture = SDL_CreateTexture(
                renderer.pointer, SDL_PIXELFORMAT_RGBA32.rawValue,
                Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                Int32(width), Int32(height))
        else {
            throw .current("create a \(width)×\(height) texture")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, smooth ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
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

    /// Replaces the texels of a rectangle with RGBA bytes, `rectWidth * rectHeight * 4` of them.
    public func replace(
        x: Int, y: Int, width rectWidth: Int, height rectHeight: Int,
        with rgba: [UInt8]
    ) throws(SDLError) {
        precondition(rgba.count == rectWidth * rectHeight * 4, "texture update needs 4 bytes per texel")
        var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(rectWidth), h: Int32(rectHeight))
        let result = rgba.withUnsafeBytes { SDL_UpdateTexture(pointer, &rect, $0.baseAddress, Int32(rectWidth * 4)) }
        guard result == 0 else { throw .current("update a texture") }
    }
}
