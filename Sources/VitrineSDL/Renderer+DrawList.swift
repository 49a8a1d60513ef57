import CSDL2
import VitrineCanvas

extension Renderer {
    /// Draws a whole draw list in one `SDL_RenderGeometryRaw` call, sampling `texture` (the
    /// glyph atlas, whose white texel the shapes use).
    public func draw(_ list: DrawList, texture: Texture?) throws(SDLError) {
        guard !list.isEmpty else { return }
        let stride = Int32(MemoryLayout<DrawVertex>.stride)
        guard let colorOffset = MemoryLayout<DrawVertex>.offset(of: \.color),
              let uOffset = MemoryLayout<DrawVertex>.offset(of: \.u) else {
            throw SDLError(operation: "draw", message: "the vertex layout has no stored color or texture coordinate")
        }
        let result = list.vertices.withUnsafeBytes { vertexBytes -> Int32 in
            list.indices.withUnsafeBytes { indexBytes -> Int32 in
                guard let base = vertexBytes.baseAddress else { return -1 }
                return SDL_RenderGeometryRaw(
                    pointer, texture?.pointer,
                    base.assumingMemoryBound(to: Float.self), stride,
                    (base + colorOffset).assumingMemoryBound(to: SDL_Color.self), stride,
                    (base + uOffset).assumingMemoryBound(to: Float.self), stride,
                    Int32(list.vertices.count),
                    indexBytes.baseAddress, Int32(list.indices.count), 4)
            }
        }
        guard result == 0 else { throw .current("draw \(list.triangleCount) triangles") }
    }

    /// Waits until everything drawn so far has reached the output, by reading one pixel back.
    /// Without it an OpenGL renderer returns before drawing, and a frame cannot be timed.
    public func synchronize() {
        var pixel: UInt32 = 0
        var rect = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        _ = SDL_RenderReadPixels(pointer, &rect, SDL_PIXELFORMAT_RGBA32.rawValue, &pixel, 4)
    }

    /// The pixels drawn so far (call it before ``present()``).
    public func readPixels() throws(SDLError) -> Bitmap {
        let (width, height) = outputSize
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let result = bytes.withUnsafeMutableBytes {
            SDL_RenderReadPixels(pointer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, $0.baseAddress, Int32(width * 4))
        }
        guard result == 0, let bitmap = Bitmap(width: width, height: height, bytes: bytes) else {
            throw .current("read back the \(width)×\(height) frame")
        }
        return bitmap
    }
}
