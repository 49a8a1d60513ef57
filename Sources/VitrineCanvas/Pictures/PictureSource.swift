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
}
