import Foundation
import Testing
import VitrineTestSupport

@testable import VitrineCanvas

@Suite("Mask densities")
struct MaskDensityTests {
    // Rounding a density up to a power of 2^(1/8) from its significand gives what the logarithm
    // gives, `exp2(ceil(8 · log2(d)) / 8)`, on 20,000 seeded densities from 1/64 to 64 and on
    // the steps themselves.
    @Test func steppingUpMatchesTheLogarithm() {
        var random = SplitMix64(seed: 53)
        var densities = (0..<20_000).map { _ in exp2(random.double(in: -6...6)) }
        densities += (-48...48).map { exp2(Double($0) / 8) }
        for density in densities {
            let expected = exp2((log2(density) * 8).rounded(.up) / 8)
            let stepped = DrawList.steppedUp(density)
            #expect(stepped >= density)
            // The logarithm may round a density that is a step itself to the next step; either
            // is a step at or above it.
            #expect(stepped == expected || (stepped == density && expected > density), "\(density)")
        }
    }
}
