import CSDL2

/// The bytes of a TrueType font file, read once and kept in memory for every size opened from it.
public final class FontFile {
    /// The path the font was read from.
    public let path: String
    let library: SDLLibrary
    private let bytes: UnsafeMutableRawPointer
    private let count: Int

    /// Reads the font at `path` and checks that SDL2_ttf can open it.
    public init(library: SDLLibrary, path: String) throws(SDLError) {
        var size = 0
        guard let data = SDL_LoadFile(path, &size) else { throw .current("read the font \(path)") }
        self.path = path
        self.library = library
        self.bytes = data
        self.count = size
        _ = try Font(file: self, pixelSize: 16)
    }

    deinit {
        SDL_free(bytes)
    }

    /// A stream over the bytes that SDL2_ttf reads from; it frees only the stream, not the bytes.
    func makeStream() -> UnsafeMutablePointer<SDL_RWops>? {
        SDL_RWFromConstMem(bytes, Int32(count))
    }
}
