import Testing

@Suite("SplitMix64")
struct SplitMix64Tests {
    @Test("seed 0 gives Vigna's reference sequence")
    func referenceSequence() {
        // The first outputs of splitmix64.c seeded with 0.
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test("unit values stay in [0, 1) and ints in range")
    func ranges() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<10_000 {
            let u = generator.unit()
            #expect(u >= 0 && u < 1)
            let i = generator.int(in: -3...4)
            #expect((-3...4).contains(i))
        }
    }
}
