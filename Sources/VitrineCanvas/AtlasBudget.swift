/// How a square atlas of glyphs and rounded-rectangle masks spends its room: where each image
/// goes, which masks are made, and when the atlas starts afresh.
///
/// A backend's atlas asks its budget before it rasterizes anything, and does the texture work
/// itself. Glyphs take rows from the top, masks from the bottom, so that either can be
/// forgotten without the other. Glyphs take room while there is any. A mask is made for a small
/// shape (see ``largestMaskShare``), one of the first ``masksPerFrame`` distinct masks a frame
/// asks for, while masks hold less than all but ``glyphReserve`` of the rows.
///
/// Which shapes a frame draws from masks depends on that frame alone, never on the frames
/// before it: so a scene replayed at a quarter of the speed, or from a recording, draws the
/// same pixels at the same scene time. When a glyph finds no room while the atlas holds
/// images of earlier frames, ``isRestartNeeded`` says so: the atlas starts afresh and the frame
/// is built again, rather than drawn with what happened to be left over. When a mask finds no
/// room beside earlier frames' masks, ``isMaskRestartNeeded`` says so: only the masks are
/// forgotten (``removeMasks()``) and the frame is built again, its glyphs kept — a scene whose
/// shapes change size keeps making masks, and starting the whole atlas afresh for them made
/// every glyph again, a frame of a few milliseconds.
///
/// ```swift
/// var budget = AtlasBudget(side: 1024)
/// if budget.beginFrame() {
///     // Forget every image, and empty `budget` with `removeAll()`.
/// }
/// if let spot = budget.placeGlyph(width: 9, height: 14) {
///     // Copy the glyph's image to `spot`.
/// }
/// if budget.isRestartNeeded {
///     // Forget every image, `removeAll()`, and build the frame again.
/// }
/// ```
public struct AtlasBudget: Sendable {
    /// The share of the atlas's rows that masks leave to glyphs. Masks are a speed-up with a
    /// fallback (the shape is tessellated); a glyph without room is text that goes missing, so
    /// shapes of ever-changing sizes must not crowd the glyphs out. When masks reach the
    /// reserve, or the glyphs' rows, beside masks of earlier frames, the masks start afresh;
    /// when the frame's own masks took the room, the rest of its shapes are tessellated.
    public static let glyphReserve = 0.25
    /// The largest mask as a share of the atlas's texels: 1/64, 128 × 128 texels in a 1024
    /// atlas. Larger shapes are tessellated: their pixels, not their triangles, make most of
    /// their cost, and a few masks of that size crowded the atlas so that it started afresh
    /// every other frame.
    public static let largestMaskShare = 1.0 / 64
    /// The most kerning pairs remembered.
    public static let maximumKernings = 65_536

    /// The most distinct masks one frame draws: the first this many it asks for, in the order
    /// it asks. Later shapes are tessellated, so that a scene whose shapes change size every
    /// frame never spends its frame filling the atlas. The built-in presets ask for at most 24.
    public var masksPerFrame = 32
    /// Where the glyphs (and other images) since the last restart are: rows from the top.
    public private(set) var packer: ShelfPacker
    /// Where the masks since the last restart of masks are, counted from the atlas's bottom
    /// row up: a mask at row `y` of this packer is at row `side − y − height` of the atlas.
    public internal(set) var maskPacker: ShelfPacker
    /// Whether an image found no room since the last restart.
    public private(set) var isFull = false
    /// Whether a glyph or another image found no room while the atlas held images of earlier
    /// frames: starting afresh frees room, and the frame should be built again on the emptied
    /// atlas.
    public private(set) var isRestartNeeded = false
    /// Whether a mask found no room while the atlas held masks of earlier frames: forgetting
    /// the masks (``removeMasks()``) frees room, and the frame should be built again, its
    /// glyphs kept.
    public internal(set) var isMaskRestartNeeded = false
    /// Whether the atlas holds masks placed before this frame began.
    public private(set) var holdsEarlierMasks = false
    /// Whether the atlas holds images placed before this frame began, which starting afresh
    /// would free.
    public private(set) var holdsEarlierFrames = false
    /// Texels taken by masks since the last restart.
    public internal(set) var maskTexels = 0
    /// Texels taken by glyphs since the last restart.
    public private(set) var glyphTexels = 0
    /// The distinct masks asked for this frame, at most ``masksPerFrame``.
    public internal(set) var masksAskedThisFrame: Set<RoundedRectMask> = []

    /// Creates the budget of an empty atlas of `side` × `side` texels.
    public init(side: Int) {
        packer = ShelfPacker(width: side, height: side)
        maskPacker = ShelfPacker(width: side, height: side)
    }

    /// Starts a frame: renews the masks the frame may ask for. Returns whether the atlas must
    /// start afresh before the frame is built, because an image found no room (and the frame
    /// that found none was not built again); the atlas then forgets its images and calls
    /// ``removeAll()``.
    public mutating func beginFrame() -> Bool {
        masksAskedThisFrame.removeAll(keepingCapacity: true)
        holdsEarlierFrames = maskTexels + glyphTexels > 0
        holdsEarlierMasks = maskTexels > 0
        return isFull || isRestartNeeded
    }

    /// Forgets every place given out, the texels counted and the masks asked for this frame:
    /// the atlas starts afresh, at the start of a frame or to build the frame again.
    public mutating func removeAll() {
        packer.removeAll()
        isFull = false
        isRestartNeeded = false
        holdsEarlierFrames = false
        glyphTexels = 0
        removeMasks()
    }

    /// Forgets every mask's place, the mask texels and the masks asked for this frame, keeping
    /// the glyphs: the masks start afresh, to build the frame again.
    public mutating func removeMasks() {
        maskPacker.removeAll()
        maskTexels = 0
        isMaskRestartNeeded = false
        holdsEarlierMasks = false
        masksAskedThisFrame.removeAll(keepingCapacity: true)
    }

    /// Notes that an image found no room: if the atlas holds images of earlier frames, starting
    /// afresh frees room for this frame's.
    mutating func noteNoRoom() {
        if holdsEarlierFrames { isRestartNeeded = true }
    }

    /// A place for a `width` × `height` image, or `nil` (marking the atlas full) when none is left.
    public mutating func place(width: Int, height: Int) -> (x: Int, y: Int)? {
        guard let spot = packer.insert(width: width, height: height, below: packer.height - maskPacker.usedHeight) else {
            isFull = true
            noteNoRoom()
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
