import CSDL2
import VitrineFiles

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

    /// The bitmap encoded as a PNG file by SDL2_image, in memory.
    public func pngData() throws(SDLError) -> [UInt8] {
        var pixels = bytes
        // Room for the worst case: deflate's stored blocks (5 bytes per 64 KiB), a filter byte
        // per row, chunk headers every 8 KiB and the file's header.
        let raw = height * (width * 4 + 1)
        guard raw + raw / 64 + 64 * 1024 <= Int(Int32.max) else {
            throw SDLError(operation: "encode a \(width)×\(height) PNG", message: "the image is larger than 2 GiB")
        }
        var output = [UInt8](repeating: 0, count: raw + raw / 64 + 64 * 1024)
        let written = pixels.withUnsafeMutableBytes { source -> Int in
            output.withUnsafeMutableBytes { destination -> Int in
                guard
                    let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                        source.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                        SDL_PIXELFORMAT_RGBA32.rawValue)
                else { return -1 }
                defer { SDL_FreeSurface(surface) }
                guard let stream = SDL_RWFromMem(destination.baseAddress, Int32(destination.count)) else { return -1 }
                defer { SDL_RWclose(stream) }
                guard IMG_SavePNG_RW(surface, stream, 0) == 0 else { return -1 }
                return Int(SDL_RWtell(stream))
            }
        }
        guard written > 0 else { throw .current("encode a \(width)×\(height) PNG") }
        return Array(output[..<written])
    }

    /// Writes the bitmap as a PNG file: every byte written or an error, never a broken file
    /// (see `FileWriter`).
    ///
    /// - Parameters:
    ///   - path: Where the file goes.
    ///   - existing: Whether a file already at `path` is replaced or kept (an error).
    public func writePNG(to path: String, existing: FileWriter.Existing = .replace) throws(SDLError) {
        let data = try pngData()
        do {
            try FileWriter.write(data, to: path, existing: existing)
        } catch {
            throw SDLError(operation: "write the PNG \(path)", message: error.reason)
        }
    }
}
