import CSDL2

extension Bitmap {
    /// Reads a PNG file (any format SDL2_image reads, in fact).
    public init(contentsOfFile path: String) throws(SDLError) {
        guard let loaded = IMG_Load(path) else { throw .current("read the image \(path)") }
        let rgba = try Surface(owning: loaded).convertedToRGBA()
        guard let bitmap = Bitmap(width: rgba.width, height: rgba.height, bytes: rgba.rgbaBytes()) else {
            throw SDLError(operation: "read the image \(path)", message: "it has no pixels")
        }
        self = bitmap
    }

    /// Writes the bitmap as a PNG file with SDL2_image.
    public func writePNG(to path: String) throws(SDLError) {
        var pixels = bytes
        let saved = pixels.withUnsafeMutableBytes { buffer -> Int32 in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                SDL_PIXELFORMAT_RGBA32.rawValue) else { return -1 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG(surface, path)
        }
        guard saved == 0 else { throw .current("write the PNG \(path)") }
    }
}
