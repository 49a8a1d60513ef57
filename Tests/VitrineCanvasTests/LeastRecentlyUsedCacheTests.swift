import Testing
@_spi(Vitrine) import VitrineCanvas

@Suite("Least recently used cache")
struct LeastRecentlyUsedCacheTests {
    /// An atlas's open font sizes: sizes 1 to 20 opened in frames 1 to 20, size 1 asked for
    /// again in frame 21.
    @Test func trimmingKeepsThe16MostRecentlyUsedSizes() {
        #expect(AtlasBudget.maximumOpenFonts == 16)
        var fonts = LeastRecentlyUsedCache<Int, String>(capacity: AtlasBudget.maximumOpenFonts)
        for size in 1...20 {
            fonts.insert("font \(size)", for: size, usedAt: size)
        }
        // One frame may use more than the capacity; trimming waits to be asked for.
        #expect(fonts.count == 20)
        #expect(fonts.value(for: 1, usedAt: 21) == "font 1")
        #expect(fonts.removeLeastRecentlyUsed() == [2, 3, 4, 5])
        #expect(fonts.count == 16)
        #expect((1...20).filter { fonts.contains($0) } == [1] + Array(6...20))
    }

    @Test func aCacheWithinItsCapacityKeepsEverything() {
        var cache = LeastRecentlyUsedCache<Int, Int>(capacity: 16)
        for key in 0..<16 {
            cache.insert(key * 10, for: key, usedAt: 0)
        }
        #expect(cache.removeLeastRecentlyUsed() == [])
        #expect(cache.count == 16)
    }

    @Test func askingForAMissingKeyAddsNothing() {
        var cache = LeastRecentlyUsedCache<Int, Int>(capacity: 1)
        #expect(cache.value(for: 7, usedAt: 1) == nil)
        #expect(cache.count == 0)
        #expect(!cache.contains(7))
    }
}
