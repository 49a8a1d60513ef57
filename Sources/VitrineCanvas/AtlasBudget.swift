/// How a square atlas of glyphs and rounded-rectangle masks spends its room: where each image
/// goes, which masks are made, and when the atlas starts afresh.
///
/// A backend's atlas asks its budget before it rasterizes anything, and does the texture work
/// itself. Glyphs take room while there is any. A mask is made only for a small shape (see
/// ``largestMaskShare``) asked for in two frames in a row, at most ``maskBudgetPerFrame`` a
/// frame, while more than ``glyphReserve`` of the rows are free. At the start of each frame,
/// ``beginFrame()`` says whether the atlas must start afresh.
///
/// ```swift
/// var budget = AtlasBudget(side: 1024)
/// if budget.beginFrame() {
///     // Forget every image, and empty `budget` with `removeAll()`.
/// }
/// if let spot = budget.placeGlyph(width: 9, height: 14) {
///     // Copy the glyph's image to `spot`.
/// }
/// ```
public struct AtlasBudget: Sendable {
    /// The share of the atlas's rows that masks leave to glyphs. Masks are a speed-up with a
    /// fallback (the shape is tessellated); a glyph without room is text that goes missing, so
    /// shapes of ever-changing sizes must not crowd the glyphs out. When masks reach the
    /// reserve, the rest of the frame tessellates, and the next frame starts the atlas afresh
    /// if masks hold more of it than glyphs.
    public static let glyphReserve = 0.25
    /// The largest mask as a share of the atlas's texels: 1/64, 128 × 128 texels in a 1024
    /// atlas. Larger shapes are tessellated: their pixels, not their triangles, make most of
    /// their cost, and a few masks of that size crowded the atlas so that it started afresh
    /// every other frame.
    public static let largestMaskShare = 1.0 / 64
    /// The most font sizes kept open. Text that scales (a card zooming in 3-D) asks for a new
    /// pixel size nearly every frame, and each open size holds a FreeType face with its caches;
    /// beyond this many, the sizes used longest ago are closed at the start of a frame.
    public static let maximumOpenFonts = 16
    /// The most kerning pairs remembered.
    public static let maximumKernings = 65_536

    /// The most masks rasterized in one frame; shapes beyond it are tessellated that frame, so a
    /// scene whose shapes change size every frame never spends its frame filling the atlas.
    public var maskBudgetPerFrame = 32
    /// Where the images since the last restart are.
    public private(set) var packer: ShelfPacker
    /// Whether an image found no room since the last restart.
    public private(set) var isFull = false
    /// Whether masks reached ``glyphReserve`` holding more of the atlas than glyphs.
    public internal(set) var masksReachedReserve = false
    /// Texels taken by masks since the last restart.
    public internal(set) var maskTexels = 0
    /// Texels taken by glyphs since the last restart.
    public private(set) var glyphTexels = 0
    /// Masks made this frame.
    public internal(set) var masksThisFrame = 0
    /// Masks asked for this frame.
    var masksAskedThisFrame: Set<RoundedRectMask> = []
    /// Masks asked for in the previous frame: the ones made when asked for again.
    var masksAskedLastFrame: Set<RoundedRectMask> = []

    /// Creates the budget of an empty atlas of `side` × `side` texels.
    public init(side: Int) {
        packer = ShelfPacker(width: side, height: side)
    }

    /// Starts a frame: renews the mask budget and moves this frame's masks to the last frame's.
    /// Returns whether the atlas must start afresh, because an image found no room or masks
    /// reached the glyphs' reserve; the atlas then forgets its images and calls ``removeAll()``.
    public mutating func beginFrame() -> Bool {
        masksThisFrame = 0
        swap(&masksAskedThisFrame, &masksAskedLastFrame)
        masksAskedThisFrame.removeAll(keepingCapacity: true)
        return isFull || masksReachedReserve
    }

    /// Forgets every place given out and the texels counted, keeping which masks were asked for.
    public mutating func removeAll() {
        packer.removeAll()
        isFull = false
        masksReachedReserve = false
        maskTexels = 0
        glyphTexels = 0
    }

    /// A place for a `width` × `height` image, or `nil` (marking the atlas full) when none is left.
    public mutating func place(width: Int, height: Int) -> (x: Int, y: Int)? {
        guard let spot = packer.insert(width: width, height: height) else {
            isFull = true
            return nil
        }
        return spot
    }

    /// A place for a glyph's `width` × `height` image, counted as glyph texels; `nil` (marking
    /// the atlas full) when none is left.
    public mutating func placeGlyph(width: Int, height: Int) -> (x: Int, y: Int)? {
        guard let spot = place(width: width, height: height) else { return nil }
        glyphTexels += width * height
        return spot
    }
}
