import CSDL2

/// An SDL surface in memory, owned by this object.
final class Surface {
    let pointer: UnsafeMutablePointer<SDL_Surface>

    /// A new RGBA surface of `width` × `height` pixels.
    init(width: Int, height: Int) throws(SDLError) {
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 32,
                SDL_PIXELFORMAT_RGBA32.rawValue)
        else {
            throw .current("create a \(width)×\(height) surface")
        }
        pointer = surface
    }

    /// Takes ownership of a surface SDL returned.
    init(owning pointer: UnsafeMutablePointer<SDL_Surface>) {
        self.pointer = pointer
    }

    deinit {
        SDL_FreeSurface(pointer)
    }

    var width: Int { Int(pointer.pointee.w) }
    var height: Int { Int(pointer.pointee.h) }

    /// The same pixels converted to RGBA byte order.
    func convertedToRGBA() throws(SDLError) -> Surface {
        guard let converted = SDL_ConvertSurfaceFormat(pointer, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw .current("convert a surface to RGBA")
        }
        return Surface(owning: converted)
    }

    /// Copies the pixels out row by row, dropping the pitch's padding. The surface must be RGBA32.
    func rgbaBytes() -> [UInt8] {
        withPixels { pixels, pitch in Self.packedRows(pixels, width: width, height: height, pitch: pitch) }
    }

    /// The rows of a `width` × `height` RGBA image that start `pitch` bytes apart in `pixels`,
    /// copied one after another without the padding; zeros where `pixels` is empty.
    static func packedRows(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, pitch: Int) -> [UInt8] {
        let rowBytes = width * 4
        var bytes = [UInt8](repeating: 0, count: rowBytes * height)
        guard let from = pixels.baseAddress else { return bytes }
        bytes.withUnsafeMutableBytes { destination in
            guard let to = destination.baseAddress else { return }
            for row in 0..<height { (to + row * rowBytes).copyMemory(from: from + row * pitch, byteCount: rowBytes) }
        }
        return bytes
    }

    /// Calls `body` with the surface's pixels and the bytes between the starts of its rows,
    /// locked where it must be; an empty buffer when it has none.
    func withPixels<Result>(_ body: (UnsafeRawBufferPointer, Int) -> Result) -> Result {
        let pitch = Int(pointer.pointee.pitch)
        let mustLock = vitrine_surface_must_lock(pointer) != 0
        if mustLock { SDL_LockSurface(pointer) }
        defer { if mustLock { SDL_UnlockSurface(pointer) } }
        guard let pixels = pointer.pointee.pixels else { return body(UnsafeRawBufferPointer(start: nil, count: 0), pitch) }
        return body(UnsafeRawBufferPointer(start: pixels, count: pitch * height), pitch)
    }
}
