import Testing
import VitrineCanvas

@Suite("Atlas budget")
struct AtlasBudgetTests {
    /// A 30 × 30 mask image (112 quarter pixels and a pixel of border around), told apart by radius.
    func square(radius: Int) -> RoundedRectMask {
        RoundedRectMask(quarterWidth: 112, quarterHeight: 112, quarterRadius: radius, phaseX: 0, phaseY: 0)
    }

    /// Places `mask` and counts it as made, the way an atlas does once its image is uploaded.
    func make(_ mask: RoundedRectMask, in budget: inout AtlasBudget) -> (x: Int, y: Int)? {
        budget.noteAsked(mask)
        guard let spot = budget.placeMask(mask) else { return nil }
        budget.countMadeMask(mask)
        return spot
    }

    @Test func aMaskIsMadeOnlyWhenAskedForInTwoFramesInARow() throws {
        var budget = AtlasBudget(side: 1024)
        let still = square(radius: 8), gone = square(radius: 9)
        #expect(budget.beginFrame() == false)
        #expect(make(still, in: &budget) == nil)
        #expect(make(gone, in: &budget) == nil)
        #expect(budget.beginFrame() == false)
        let spot = try #require(make(still, in: &budget))
        #expect(spot == (1, 1))
        // Not asked for in this frame: the next frame's ask is a first one again.
        #expect(budget.beginFrame() == false)
        #expect(make(gone, in: &budget) == nil)
        #expect(budget.beginFrame() == false)
        #expect(make(gone, in: &budget) != nil)
        #expect(budget.maskTexels == 2 * 30 * 30)
    }

    @Test func atMost32MasksAreMadeAFrame() {
        var budget = AtlasBudget(side: 1024)
        #expect(budget.maskBudgetPerFrame == 32)
        let masks = (0..<40).map { square(radius: $0) }
        _ = budget.beginFrame()
        #expect(masks.allSatisfy { make($0, in: &budget) == nil })
        _ = budget.beginFrame()
        let second = masks.map { make($0, in: &budget) != nil }
        #expect(second == Array(repeating: true, count: 32) + Array(repeating: false, count: 8))
        #expect(budget.masksThisFrame == 32)
        // The next frame has a budget of its own for the other eight.
        _ = budget.beginFrame()
        #expect(budget.masksThisFrame == 0)
        #expect(masks.suffix(8).allSatisfy { make($0, in: &budget) != nil })
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

    /// Shelves of eight padded 30 × 30 masks start at rows 0, 32, 64, 96, 128 and 160 of a
    /// 256-texel atlas. The 41st mask opens the sixth, to row 192 = ¾ · 256; the 42nd finds the
    /// glyphs' quarter, and as masks took the room, the next frame starts afresh.
    @Test func masksLeaveAQuarterOfTheRowsToGlyphsAndRestartTheAtlasWhenTheyTookTheRoom() {
        #expect(AtlasBudget.glyphReserve == 0.25)
        var budget = AtlasBudget(side: 256)
        budget.maskBudgetPerFrame = 1000
        let masks = (1...50).map { square(radius: $0) }
        _ = budget.beginFrame()
        #expect(masks.allSatisfy { make($0, in: &budget) == nil })
        _ = budget.beginFrame()
        let made = masks.filter { make($0, in: &budget) != nil }
        #expect(made == Array(masks.prefix(41)))
        #expect(budget.packer.usedHeight == 192)
        #expect(budget.masksReachedReserve)
        #expect(!budget.isFull)
        // Glyphs still have their quarter for the rest of the frame.
        #expect(budget.placeGlyph(width: 20, height: 40) != nil)
        #expect(budget.beginFrame() == true)
        budget.removeAll()
        #expect(budget.packer.usedHeight == 0 && budget.maskTexels == 0 && budget.glyphTexels == 0)
        #expect(!budget.masksReachedReserve)
        // Afresh: the masks asked for in the last frame are made again at once.
        #expect(masks.filter { make($0, in: &budget) != nil } == made)
    }

    /// When glyphs took the room, a mask that finds the reserve is tessellated and the atlas does
    /// not start afresh: it would only make the same glyphs again, frame after frame.
    @Test func glyphsThatTookTheRoomDoNotRestartTheAtlas() {
        var budget = AtlasBudget(side: 256)
        let mask = square(radius: 20)
        _ = budget.beginFrame()
        #expect(make(mask, in: &budget) == nil)
        _ = budget.beginFrame()
        // Four padded 60 × 60 glyphs a shelf, shelves at rows 0, 62, 124 and 186.
        for _ in 0..<13 {
            #expect(budget.placeGlyph(width: 60, height: 60) != nil)
        }
        #expect(budget.packer.usedHeight == 248)
        #expect(budget.glyphTexels == 13 * 60 * 60)
        #expect(make(mask, in: &budget) == nil)
        #expect(!budget.masksReachedReserve)
        #expect(budget.beginFrame() == false)
    }

    @Test func anImageWithoutRoomRestartsTheAtlas() {
        var budget = AtlasBudget(side: 256)
        #expect(budget.placeGlyph(width: 300, height: 10) == nil)
        #expect(budget.isFull)
        #expect(budget.glyphTexels == 0)
        // A full atlas makes no mask either, until it starts afresh.
        let mask = square(radius: 4)
        _ = make(mask, in: &budget)
        #expect(budget.beginFrame() == true)
        #expect(make(mask, in: &budget) == nil)
        budget.removeAll()
        #expect(!budget.isFull)
        #expect(make(mask, in: &budget) != nil)
    }
}
