/// Where a ``DrawList`` gets the textures of pictures from: a backend that loads them off the
/// frame loop and keeps as many as its memory allows.
///
/// The canvas asks for a picture each frame it shows one, so a source knows which pictures are
/// in view and which were shown least recently.
public protocol PictureSource: AnyObject {
    /// The texture of picture `number` with about `longestSide` pixels along its longer side
    /// (what it covers on screen), as a number for ``DrawMaterial/picture(_:)``; `nil` while it
    /// is not loaded yet, or could not be, and the node shows its fill alone.
    func texture(forPicture number: Int, longestSide: Int) -> Int?

    /// Whether every texel of picture `number`'s texture, as it is now, is fully opaque. A
    /// card whose picture covers it with such texels is drawn without its fill, which would
    /// only be painted over.
    func isOpaque(picture number: Int) -> Bool
}

extension PictureSource {
    /// Says that no picture is known to be opaque, so every card's fill is drawn under its
    /// picture: for sources that do not look at their texels.
    public func isOpaque(picture number: Int) -> Bool { false }
}
