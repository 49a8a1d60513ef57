import Testing
@_spi(Vitrine) import VitrineCanvas

@Suite("Capped cache")
struct CappedCacheTests {
    @Test func anAtlasRemembers65536KerningPairs() {
        #expect(AtlasBudget.maximumKernings == 65_536)
    }

    @Test func insertingIntoAFullCacheEmptiesItFirst() {
        var cache = CappedCache<String, Double>(capacity: 3)
        cache.insert(-1, for: "AV")
        cache.insert(-0.5, for: "To")
        cache.insert(0, for: "ab")
        #expect(cache.count == 3)
        #expect(cache["AV"] == -1 && cache["To"] == -0.5 && cache["ab"] == 0)
        cache.insert(-2, for: "WA")
        #expect(cache.count == 1)
        #expect(cache["AV"] == nil)
        #expect(cache["WA"] == -2)
    }
}
