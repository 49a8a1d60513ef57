import Testing

@_spi(Vitrine) @testable import VitrineCanvas

@Suite("Recent mask regions")
struct RecentMaskRegionsTests {
    static func region(_ value: Float) -> TextureRegion {
        TextureRegion(topLeft: TextureCoordinate(u: value, v: value), bottomRight: TextureCoordinate(u: value + 0.1, v: 1))
    }

    static func mask(width: Int, phase: Int = 0) -> RoundedRectMask {
        RoundedRectMask(quarterWidth: width, quarterHeight: 80, quarterRadius: 16, phaseX: phase, phaseY: 0)
    }

    @Test func aRegionHoldsInItsEpochOnly() {
        var recent = RecentMaskRegions()
        let mask = Self.mask(width: 240)
        #expect(recent.region(for: mask, epoch: 1) == nil)
        recent.remember(Self.region(0.25), for: mask, epoch: 1)
        #expect(recent.region(for: mask, epoch: 1) == Self.region(0.25))
        #expect(recent.region(for: mask, epoch: 2) == nil)
        // Another mask is never answered with this one's region.
        #expect(recent.region(for: Self.mask(width: 240, phase: 1), epoch: 1) == nil)
    }

    // The masks of one frame of the benchmark's grid (one size at the 16 phases) and of a
    // carousel (a few sizes) each keep a slot of their own.
    @Test func aFramesMasksFallInSlotsOfTheirOwn() {
        let phases = (0..<16).map {
            RoundedRectMask(quarterWidth: 240, quarterHeight: 240, quarterRadius: 40, phaseX: $0 % 4, phaseY: $0 / 4)
        }
        #expect(Set(phases.map(RecentMaskRegions.slotIndex(of:))).count == 16)
        let sizes = (0..<12).map { Self.mask(width: 200 + 4 * $0) }
        var recent = RecentMaskRegions()
        for (index, mask) in sizes.enumerated() { recent.remember(Self.region(Float(index) / 16), for: mask, epoch: 3) }
        let found = sizes.enumerated().filter { recent.region(for: $0.element, epoch: 3) == Self.region(Float($0.offset) / 16) }
        #expect(found.count == sizes.count)
    }
}
