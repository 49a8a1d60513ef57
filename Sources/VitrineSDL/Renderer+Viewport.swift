import CSDL2

extension Renderer {
    /// The part of the output that is drawn on and read back, in pixels from its top-left
    /// corner: the whole output unless set smaller. SDL sets it back to the whole output when
    /// the window is resized.
    public var viewportSize: (width: Int, height: Int) {
        var rect = SDL_Rect()
        SDL_RenderGetViewport(pointer, &rect)
        return (Int(rect.w), Int(rect.h))
    }

    /// Draws in the top-left `width` × `height` pixels of the output only (a headless run
    /// keeps one output as large as its largest frame and draws each frame in its corner, so
    /// that a change of frame size never reallocates the driver's buffers).
    public func setViewportSize(width: Int, height: Int) {
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        SDL_RenderSetViewport(pointer, &rect)
    }
}
