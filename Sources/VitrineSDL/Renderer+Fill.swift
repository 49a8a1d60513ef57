import CSDL2
import VitrineGeometry

extension Renderer {
    /// Paints the rectangle of `width` × `height` pixels at (`x`, `y`) of the viewport
    /// `color`, replacing what is there, with hard edges: the gap between the halves of a
    /// compared window.
    public func fill(x: Int, y: Int, width: Int, height: Int, color: Color) {
        let c = color.rgba8
        var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(width), h: Int32(height))
        SDL_SetRenderDrawColor(pointer, c.red, c.green, c.blue, c.alpha)
        SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_NONE)
        SDL_RenderFillRect(pointer, &rect)
        SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND)
    }
}
