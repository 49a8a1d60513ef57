import CSDL2
import VitrineCanvas

extension Renderer {
    /// Draws a draw list: one `SDL_RenderGeometryRaw` call per command of
    /// `DrawList/makeDrawCalls()` (a handful a frame), each with its material: no texture for
    /// solid shapes (blending off for opaque fills), the atlas sampled with the command's filter
    /// for glyphs and masks, a picture's texture from `pictures` for a picture.
    public func draw(_ list: DrawList, atlas: Atlas?, pictures: PictureLibrary? = nil) throws(SDLError) {
        let calls = list.makeDrawCalls()
        for command in calls.commands where command.indexCount > 0 {
            let texture =
                if let picture = command.material.picture {
                    pictures?.texture(numbered: picture)
                } else {
                    command.filter.flatMap { atlas?.texture(for: $0) }
                }
            if command.filter != nil, texture == nil { continue }
            try draw(list, calls, command, texture: texture)
        }
    }

    private func draw(_ list: DrawList, _ calls: DrawCalls, _ command: DrawCommand, texture: Texture?) throws(SDLError) {
        let stride = Int32(MemoryLayout<DrawVertex>.stride)
        guard let colorOffset = MemoryLayout<DrawVertex>.offset(of: \.color),
            let uOffset = MemoryLayout<DrawVertex>.offset(of: \.u)
        else {
            throw SDLError(operation: "draw", message: "the vertex layout has no stored color or texture coordinate")
        }
        // Blending comes from the texture when there is one, else from the renderer.
        func setBlending(_ mode: SDL_BlendMode) {
            if let texture {
                SDL_SetTextureBlendMode(texture.pointer, mode)
            } else {
                SDL_SetRenderDrawBlendMode(pointer, mode)
            }
        }
        let unblended = !command.material.isBlended
        if unblended { setBlending(SDL_BLENDMODE_NONE) }
        defer { if unblended { setBlending(SDL_BLENDMODE_BLEND) } }
        let result = list.vertices.withUnsafeBytes { vertexBytes -> Int32 in
            calls.indices.withUnsafeBytes { indexBytes -> Int32 in
                guard let vertexBase = vertexBytes.baseAddress, let indexBase = indexBytes.baseAddress else { return -1 }
                // Pass only the command's vertices: SDL checks every vertex it is given.
                let base = vertexBase + command.vertexStart * Int(stride)
                return SDL_RenderGeometryRaw(
                    pointer, texture?.pointer,
                    base.assumingMemoryBound(to: Float.self), stride,
                    (base + colorOffset).assumingMemoryBound(to: SDL_Color.self), stride,
                    texture == nil ? nil : (base + uOffset).assumingMemoryBound(to: Float.self), stride,
                    Int32(command.vertexCount),
                    indexBase + command.indexStart * MemoryLayout<UInt32>.stride, Int32(command.indexCount), 4)
            }
        }
        guard result == 0 else { throw .current("draw \(command.indexCount / 3) triangles") }
    }

    /// Waits until everything drawn so far has reached the output, by reading one pixel back.
    /// Without it an OpenGL renderer returns before drawing, and a frame cannot be timed.
    public func synchronize() {
        var pixel: UInt32 = 0
        var rect = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        _ = SDL_RenderReadPixels(pointer, &rect, SDL_PIXELFORMAT_RGBA32.rawValue, &pixel, 4)
    }

    /// The pixels drawn so far in the viewport (call it before ``present()``).
    public func readPixels() throws(SDLError) -> Bitmap {
        let (width, height) = viewportSize
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
