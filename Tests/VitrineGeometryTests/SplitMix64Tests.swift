import Testing
import VitrineTestSupport

/// The property tests are only replayable if the generator is the real SplitMix64.
@Suite("SplitMix64 (test support)")
struct SplitMix64Tests {
    @Test("seed 0 gives the reference sequence")
    func referenceSequence() {
        // The first outputs of Vigna's splitmix64.c from state 0.
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(rng.next() == 0x06C4_5D18_8009_454F)
    }

    @Test("unit() is the top 53 bits scaled into 0..<1")
    func unitMapping() {
        var rng = SplitMix64(seed: 0)
        // 0xE220A8397B1DCDAF >> 11 = 0x1C4415072F63B9, times 2^-53.
        #expect(rng.unit() == Double(0x1C_4415_072F_63B9) / 9_007_199_254_740_992)
        var samples = SplitMix64(seed: 7)
        for _ in 0..<1000 {
            let x = samples.double(in: -3...5)
            #expect(x >= -3 && x < 5)
        }
    }
}
