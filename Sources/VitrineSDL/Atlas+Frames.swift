extension Atlas {
    /// Builds a frame's draw list with `build`, which draws with this atlas: begins the frame,
    /// empties the atlas first when `startingEmpty`, and when an image found no room beside
    /// earlier frames' images, empties the atlas (or, for a mask, only the masks) and builds the
    /// frame again.
    ///
    /// Which shapes get masks depends on the frame alone. Where each image lands in the atlas
    /// follows the order frames first drew them, which moves a turned image's bilinear samples
    /// by a level in a pixel here and there; a frame built `startingEmpty` (one saved as a
    /// screenshot) has pixels of its own, whatever was drawn before it.
    ///
    /// ```swift
    /// atlas.buildFrame {
    ///     list.removeAll()
    ///     for node in nodes { list.append(node, glyphs: atlas) }
    /// }
    /// ```
    public func buildFrame(startingEmpty: Bool = false, _ build: () -> Void) {
        startFrame()
        if startingEmpty { restart() }
        build()
        if isRestartNeeded {
            restart()
            build()
        } else if isMaskRestartNeeded {
            restartMasks()
            build()
        }
    }
}
