import VitrineCanvas
import VitrineGeometry
import VitrineSDL

/// The triangles of one half of a compared window, ready to draw in the half's own pixels,
/// and where the half is.
struct HalfDrawing {
    /// The half's rectangle in the window, in points.
    var frame: Rect
    /// What the half is filled with before its triangles (the scene's backdrop when it covers
    /// the half, as a window's clear color is).
    var fillColor: Color
    /// The half's triangles, in the half's pixels.
    var list: DrawList
    /// The texture the half is drawn into, made again when the half changes size.
    var target: RenderTarget?
    /// The half's own atlas of glyphs and masks (`nil` without a font).
    var atlas: Atlas?
}
