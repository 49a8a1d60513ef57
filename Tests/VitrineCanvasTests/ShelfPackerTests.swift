import Testing
import VitrineCanvas

@Suite("Shelf packing")
struct ShelfPackerTests {
    @Test func rectanglesFillAShelfLeftToRightThenOpenTheNext() {
        var packer = ShelfPacker(width: 32, height: 32, padding: 1)
        // 10 + 2 padding = 12 wide: two fit on a 32-wide shelf, the third opens a new one.
        #expect(packer.insert(width: 10, height: 8)! == (1, 1))
        #expect(packer.insert(width: 10, height: 8)! == (13, 1))
        #expect(packer.insert(width: 10, height: 8)! == (1, 11))
    }

    @Test func muchShorterRectanglesStartTheirOwnShelf() {
        var packer = ShelfPacker(width: 64, height: 64, padding: 0)
        #expect(packer.insert(width: 10, height: 30)! == (0, 0))
        // A 10-high rectangle on the 30-high shelf would waste two thirds of it.
        #expect(packer.insert(width: 10, height: 10)! == (0, 30))
        #expect(packer.insert(width: 10, height: 25)! == (10, 0))
    }

    @Test func fullAreaReturnsNilAndResetEmptiesIt() {
        var packer = ShelfPacker(width: 16, height: 16, padding: 0)
        #expect(packer.insert(width: 16, height: 16) != nil)
        #expect(packer.insert(width: 1, height: 1) == nil)
        #expect(packer.insert(width: 17, height: 1) == nil)
        packer.removeAll()
        #expect(packer.insert(width: 16, height: 16)! == (0, 0))
    }

    @Test func placedRectanglesNeverOverlap() {
        var packer = ShelfPacker(width: 256, height: 256, padding: 1)
        var placed: [(x: Int, y: Int, w: Int, h: Int)] = []
        var seed: UInt64 = 42
        for _ in 0..<400 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let w = Int(seed >> 59) + 3, h = Int((seed >> 54) & 15) + 5
            guard let spot = packer.insert(width: w, height: h) else { continue }
            #expect(spot.x >= 1 && spot.y >= 1 && spot.x + w + 1 <= 256 && spot.y + h + 1 <= 256)
            for other in placed {
                // Padded boxes must not overlap.
                let apart =
                    spot.x + w + 1 <= other.x - 1 || other.x + other.w + 1 <= spot.x - 1
                    || spot.y + h + 1 <= other.y - 1 || other.y + other.h + 1 <= spot.y - 1
                #expect(apart)
            }
            placed.append((spot.x, spot.y, w, h))
        }
        #expect(placed.count > 100)
    }
}
