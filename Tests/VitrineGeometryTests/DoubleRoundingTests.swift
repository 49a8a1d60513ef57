import Foundation
import Testing
import VitrineTestSupport

@testable import VitrineGeometry

@Suite("Rounding without the C library")
struct DoubleRoundingTests {
    // Bit for bit what rounded() gives: on halves, their neighbours one ulp away, zeros, the
    // largest values, infinities, NaN and 100,000 seeded values of every magnitude.
    @Test func roundingMatchesTheStandardLibraryBitForBit() {
        var values: [Double] = [
            0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
            4_503_599_627_370_495.5, 4_503_599_627_370_496, -4_503_599_627_370_497, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNormalMagnitude,
        ]
        for half in stride(from: -20.5, through: 20.5, by: 1.0) { values += [half, half.nextUp, half.nextDown] }
        // Halves and whole numbers in every binade up to 2^52, where the sum's rounding decides.
        for power in 0...52 {
            let whole = exp2(Double(power))
            for value in [whole - 0.5, whole + 0.5, whole - 1, whole, whole + 1] where value >= 0 {
                values += [value, value.nextUp, value.nextDown, -value, -value.nextUp, -value.nextDown]
            }
        }
        var random = SplitMix64(seed: 61)
        for _ in 0..<100_000 {
            values.append(random.double(in: -1...1) * exp2(random.double(in: -10...60)))
        }
        for value in values {
            #expect(value.roundedToNearestWhole.bitPattern == value.rounded().bitPattern, "\(value)")
        }
        #expect(Double.nan.roundedToNearestWhole.isNaN)
    }
}
