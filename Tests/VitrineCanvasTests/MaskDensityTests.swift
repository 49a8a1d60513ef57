import Foundation
import Testing
import VitrineGeometry
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
        // Past the last step of a binade the density goes to the next power of two, and past
        // the largest Double to infinity; the smallest normal one is a step itself.
        #expect(DrawList.steppedUp(exp2(7.5 / 8)) == 2)
        #expect(DrawList.steppedUp(exp2(-3 + 7.5 / 8)) == 0.25)
        #expect(DrawList.steppedUp(.greatestFiniteMagnitude) == .infinity)
        #expect(DrawList.steppedUp(.leastNormalMagnitude) == .leastNormalMagnitude)
    }

    // An affine transform's densities read from its upper-left block are those worked out
    // through the projection at the origin, bit for bit, on 2,000 seeded turns, mirrors, shears
    // and uneven scales with moves; and an edge-on one has none either way.
    @Test func anAffineTransformsDensityIsReadDirectly() {
        var random = SplitMix64(seed: 61)
        var transforms = (0..<2_000).map { index -> Transform3D in
            var t = Transform3D.makeRotation(random.double(in: -4...4), 0, 0, 1)
                .concatenating(.makeScale(random.double(in: -3...3), random.double(in: 0.1...3), 1))
                .concatenating(.makeTranslation(random.double(in: -900...900), random.double(in: -900...900), 0))
            if index % 3 == 0 { t.m21 += random.double(in: -1...1) }
            return t
        }
        transforms.append(.makeScale(0, 1, 1))
        for t in transforms {
            #expect(t.isAffine)
            let direct = DrawList.affineTexelsPerPoint(t)
            let projected = DrawList.projectedTexelsPerPoint(halfWidth: 0, halfHeight: 0, transform: t)
            #expect(direct?.texels.x == projected?.texels.x, "\(t)")
            #expect(direct?.texels.y == projected?.texels.y, "\(t)")
            #expect(direct?.isMirrored == projected?.isMirrored, "\(t)")
        }
        #expect(DrawList.affineTexelsPerPoint(.makeScale(0, 1, 1)) == nil)
    }
}
