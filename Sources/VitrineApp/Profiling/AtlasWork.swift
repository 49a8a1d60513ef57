import VitrinePlayground
@_spi(Vitrine) import VitrineSDL

/// What the glyph atlas did: glyph images and masks rasterized, and restarts (each of which
/// rasterizes again what is drawn next). A frame's work is the difference of the totals after
/// and before it.
struct AtlasWork: Hashable, Sendable {
    /// Glyph images rasterized.
    var glyphs = 0
    /// Rounded-rectangle masks rasterized.
    var masks = 0
    /// Times the atlas started afresh.
    var restarts = 0

    /// The totals of `atlas` since it was made; none without an atlas.
    init(totalsOf atlas: Atlas?) {
        glyphs = atlas?.rasterizedGlyphs ?? 0
        masks = atlas?.rasterizedMasks ?? 0
        restarts = atlas?.restarts ?? 0
    }

    /// The work done between `earlier` totals and these.
    func since(_ earlier: AtlasWork) -> AtlasWork {
        var work = self
        work.glyphs -= earlier.glyphs
        work.masks -= earlier.masks
        work.restarts -= earlier.restarts
        return work
    }
}
