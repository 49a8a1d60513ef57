import Testing
import VitrineCanvas

@Suite("Atlas budget")
struct AtlasBudgetTests {
    /// A 30 × 30 mask image (112 quarter pixels and a pixel of border around), told apart by radius.
    func square(radius: Int) -> RoundedRectMask {
        RoundedRectMask(quarterWidth: 112, quarterHeight: 112, quarterRadius: radius, phaseX: 0, phaseY: 0)
    }

    /// Asks for `mask`, places it and counts it as made, the way an atlas does for a mask it
    /// does not hold yet.
    func make(_ mask: RoundedRectMask, in budget: inout AtlasBudget) -> (x: Int, y: Int)? {
        guard budget.admits(mask), let spot = budget.placeMask(mask) else { return nil }
        budget.countMadeMask(mask)
        return spot
    }

    @Test func aMaskIsMadeTheFirstTimeAFrameAsksForIt() throws {
        var budget = AtlasBudget(side: 1024)
        #expect(budget.beginFrame() == false)
        // Masks take rows from the bottom: the first padded 30 × 30 image ends a texel above it.
        let spot = try #require(make(square(radius: 8), in: &budget))
        #expect(spot == (1, 1024 - 1 - 30))
        #expect(try #require(make(square(radius: 9), in: &budget)) == (33, 1024 - 1 - 30))
        #expect(budget.maskTexels == 2 * 30 * 30)
        #expect(budget.masksAskedThisFrame == [square(radius: 8), square(radius: 9)])
    }

    // The first 32 distinct masks a frame asks for, in its order, are drawn from the atlas; the
    // next frame asking in another order gets its own first 32, whatever the atlas holds.
    @Test func aFrameDrawsItsFirst32DistinctMasks() {
        var budget = AtlasBudget(side: 1024)
        #expect(budget.masksPerFrame == 32)
        let masks = (0..<40).map { square(radius: $0) }
        _ = budget.beginFrame()
        let first = masks.map { budget.admits($0) }
        #expect(first == Array(repeating: true, count: 32) + Array(repeating: false, count: 8))
        // Asked again in the same frame: still one of the 32.
        #expect(budget.admits(masks[0]) && !budget.admits(masks[39]))
        _ = budget.beginFrame()
        let reversed = masks.reversed().map { budget.admits($0) }
        #expect(reversed == Array(repeating: true, count: 32) + Array(repeating: false, count: 8))
        #expect(budget.masksAskedThisFrame == Set(masks.suffix(32)))
    }

    /// 1/64 of a 1024-texel atlas is 16,384 texels, a 128 × 128 image; 1/64 of a 256-texel one
    /// is 1,024 texels, 32 × 32.
    @Test func aMaskTakesAt1Over64OfTheAtlas() {
        #expect(AtlasBudget.largestMaskShare == 1.0 / 64)
        let large = AtlasBudget(side: 1024), small = AtlasBudget(side: 256)
        let largest = RoundedRectMask(quarterWidth: 504, quarterHeight: 504, quarterRadius: 40, phaseX: 0, phaseY: 0)
        let tooLarge = RoundedRectMask(quarterWidth: 508, quarterHeight: 504, quarterRadius: 40, phaseX: 0, phaseY: 0)
        #expect(largest.imageWidth == 128 && largest.imageHeight == 128)
        #expect(tooLarge.imageWidth == 129 && tooLarge.imageHeight == 128)
        #expect(large.canHold(largest))
        #expect(!large.canHold(tooLarge))
        let fits = RoundedRectMask(quarterWidth: 120, quarterHeight: 120, quarterRadius: 8, phaseX: 0, phaseY: 0)
        let wider = RoundedRectMask(quarterWidth: 124, quarterHeight: 120, quarterRadius: 8, phaseX: 0, phaseY: 0)
        #expect(fits.imageWidth * fits.imageHeight == 32 * 32)
        #expect(small.canHold(fits))
        #expect(!small.canHold(wider))
    }

    /// Shelves of eight padded 30 × 30 masks take rows 0, 32, 64, 96, 128 and 160 counted from
    /// the bottom of a 256-texel atlas: six shelves, 48 masks, reach row 192 = ¾ · 256, and the
    /// 49th would pass into the glyphs' quarter. In the atlas's first frame that is the frame's
    /// own doing: its shapes are tessellated. A later frame asking for another mask asks for
    /// the masks to start afresh, and the glyphs stay.
    @Test func masksLeaveAQuarterOfTheRowsToGlyphsAndStartAfreshWithoutThem() {
        #expect(AtlasBudget.glyphReserve == 0.25)
        var budget = AtlasBudget(side: 256)
        budget.masksPerFrame = 1000
        let masks = (1...50).map { square(radius: $0) }
        #expect(budget.beginFrame() == false)
        let made = masks.filter { make($0, in: &budget) != nil }
        #expect(made == Array(masks.prefix(48)))
        #expect(budget.maskPacker.usedHeight == 192 && budget.packer.usedHeight == 0)
        #expect(!budget.isFull && !budget.isRestartNeeded && !budget.isMaskRestartNeeded)
        // Glyphs still have their quarter for the rest of the frame, from the top.
        #expect(budget.placeGlyph(width: 20, height: 40)! == (1, 1))
        #expect(budget.beginFrame() == false)
        #expect(budget.holdsEarlierFrames && budget.holdsEarlierMasks)
        #expect(make(square(radius: 51), in: &budget) == nil)
        #expect(budget.isMaskRestartNeeded && !budget.isRestartNeeded)
        budget.removeMasks()
        #expect(budget.maskPacker.usedHeight == 0 && budget.maskTexels == 0)
        #expect(!budget.isMaskRestartNeeded && budget.masksAskedThisFrame.isEmpty)
        // The glyph is still where it was; built again, the frame gets its mask at the bottom.
        #expect(budget.packer.usedHeight == 42 && budget.glyphTexels == 20 * 40)
        let spot = make(square(radius: 51), in: &budget)
        #expect(spot?.x == 1 && spot?.y == 256 - 1 - 30)
    }

    /// Masks and glyphs meet where the other ends: a glyph finds no room in rows masks hold,
    /// and a mask none in rows glyphs hold.
    @Test func masksAndGlyphsNeverOverlap() {
        var budget = AtlasBudget(side: 256)
        budget.masksPerFrame = 1000
        _ = budget.beginFrame()
        // Four shelves of masks from the bottom, rows 128 to 256 of the atlas.
        #expect((1...32).allSatisfy { make(square(radius: $0), in: &budget) != nil })
        #expect(budget.maskPacker.usedHeight == 128)
        // A shelf of 100-texel-tall glyphs fits above them (rows 0 to 102): three, 226 texels
        // wide; the fourth would open a second shelf, into the masks' rows.
        #expect(budget.placeGlyph(width: 100, height: 100) != nil)
        #expect(budget.placeGlyph(width: 60, height: 100) != nil)
        #expect(budget.placeGlyph(width: 60, height: 100) != nil)
        #expect(budget.placeGlyph(width: 60, height: 100) == nil && budget.isFull)
        // And no mask goes into the glyphs' rows: 102 + 128 leaves 26 rows, less than a shelf.
        var fresh = AtlasBudget(side: 256)
        fresh.masksPerFrame = 1000
        _ = fresh.beginFrame()
        #expect(fresh.placeGlyph(width: 100, height: 100) != nil)
        let made = (1...50).filter { make(square(radius: $0), in: &fresh) != nil }
        #expect(made.count == 8 * 4 && fresh.maskPacker.usedHeight == 128)
    }

    /// When glyphs took the room, a mask that finds the reserve is tessellated and the atlas does
    /// not start afresh: it would only make the same glyphs again, frame after frame.
    @Test func glyphsThatTookTheRoomDoNotRestartTheAtlas() {
        var budget = AtlasBudget(side: 256)
        let mask = square(radius: 20)
        _ = budget.beginFrame()
        // Four padded 60 × 60 glyphs a shelf, shelves at rows 0, 62, 124 and 186.
        for _ in 0..<13 {
            #expect(budget.placeGlyph(width: 60, height: 60) != nil)
        }
        #expect(budget.packer.usedHeight == 248)
        #expect(budget.glyphTexels == 13 * 60 * 60)
        #expect(budget.beginFrame() == false)
        #expect(make(mask, in: &budget) == nil)
        #expect(!budget.isRestartNeeded)
        #expect(budget.beginFrame() == false)
    }

    /// An image without room in the atlas's first frame is the frame's own: it is skipped, and
    /// the atlas starts afresh at the next frame. Beside images of earlier frames, the frame
    /// asks to be built again on an emptied atlas.
    @Test func anImageWithoutRoomRestartsTheAtlas() {
        var budget = AtlasBudget(side: 256)
        #expect(budget.placeGlyph(width: 300, height: 10) == nil)
        #expect(budget.isFull && !budget.isRestartNeeded)
        #expect(budget.glyphTexels == 0)
        // A full atlas makes no mask either, until it starts afresh.
        let mask = square(radius: 4)
        #expect(make(mask, in: &budget) == nil)
        #expect(budget.beginFrame() == true)
        budget.removeAll()
        #expect(!budget.isFull)
        #expect(make(mask, in: &budget) != nil)

        #expect(budget.beginFrame() == false)
        #expect(budget.holdsEarlierFrames)
        #expect(budget.placeGlyph(width: 250, height: 250) == nil)
        #expect(budget.isFull && budget.isRestartNeeded)
        budget.removeAll()
        let spot = budget.placeGlyph(width: 250, height: 250)
        #expect(spot?.x == 1 && spot?.y == 1)
    }
}
