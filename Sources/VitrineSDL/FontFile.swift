import CSDL2
import VitrineFiles

/// The bytes of a TrueType font file, read once and kept in memory for every size opened from it.
public final class FontFile {
    /// The path the font was read from.
    public let path: String
    let library: SDLLibrary
    private let bytes: UnsafeMutableRawBufferPointer

    /// The largest font file read: the largest fonts in use (CJK collections) are about 30 MiB.
    public static let maximumSize = 64 << 20

    /// Reads the font at `path` and checks that SDL2_ttf can open it.
    ///
    /// Only a regular file of at most ``maximumSize`` bytes is read; a folder, a device or a
    /// named pipe is refused without blocking.
    public init(library: SDLLibrary, path: String) throws(SDLError) {
        let contents: [UInt8]
        do {
            contents = try FileReader.read(path, maximumSize: Self.maximumSize)
        } catch {
            throw SDLError(operation: "read the font \(path)", message: error.reason)
        }
        guard !contents.isEmpty else {
            throw SDLError(operation: "read the font \(path)", message: "the file is empty, expected a TrueType font")
        }
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: contents.count, alignment: 16)
        contents.withUnsafeBytes { bytes.copyMemory(from: $0) }
        self.path = path
        self.library = library
        self.bytes = bytes
        _ = try Font(file: self, pixelSize: 16)
    }

    deinit {
        bytes.deallocate()
    }

    /// A stream over the bytes that SDL2_ttf reads from; it frees only the stream, not the bytes.
    func makeStream() -> UnsafeMutablePointer<SDL_RWops>? {
        SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count))
    }
}
