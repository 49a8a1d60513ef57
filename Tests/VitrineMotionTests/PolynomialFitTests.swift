import Testing
import VitrineTestSupport

@testable import VitrineMotion

@Suite("PolynomialFit")
struct PolynomialFitTests {
    @Test("recovers a parabola through exact points")
    func exactParabola() {
        // y = 2 − 3u + 5u² at u = −1, −0.5, −0.25, 0: 10, 4.75, 3.0625, 2.
        let c = PolynomialFit.coefficients(u: [-1, -0.5, -0.25, 0], y: [10, 4.75, 3.0625, 2], degree: 2)
        #expect(c?.count == 3)
        #expect(isClose(c?[0] ?? .nan, 2, tolerance: 1e-12))
        #expect(isClose(c?[1] ?? .nan, -3, tolerance: 1e-12))
        #expect(isClose(c?[2] ?? .nan, 5, tolerance: 1e-12))
    }

    @Test("the least-squares line through four points")
    func line() {
        // Points (0, 1), (1, 3), (2, 2), (3, 5): ū = 1.5, ȳ = 2.75,
        // slope = Σ(u − ū)(y − ȳ)/Σ(u − ū)² = (2.625 − 0.125 − 0.375 + 3.375)/5 = 1.1,
        // intercept = 2.75 − 1.1·1.5 = 1.1.
        let c = PolynomialFit.coefficients(u: [0, 1, 2, 3], y: [1, 3, 2, 5], degree: 1)
        #expect(isClose(c?[0] ?? .nan, 1.1, tolerance: 1e-12))
        #expect(isClose(c?[1] ?? .nan, 1.1, tolerance: 1e-12))
    }

    @Test("too few points or too few distinct abscissas give nil")
    func degenerate() {
        #expect(PolynomialFit.coefficients(u: [0, 1], y: [0, 1], degree: 2) == nil)
        #expect(PolynomialFit.coefficients(u: [0, 0, 1, 1], y: [0, 1, 2, 3], degree: 2) == nil)
        #expect(PolynomialFit.coefficients(u: [0.5, 0.5, 0.5], y: [0, 1, 2], degree: 1) == nil)
        #expect(PolynomialFit.coefficients(u: [0, 1], y: [0], degree: 1) == nil)
        // Degree 0 is the mean.
        #expect(isClose(PolynomialFit.coefficients(u: [3, 3, 3], y: [1, 2, 6], degree: 0)?[0] ?? .nan, 3, tolerance: 1e-12))
    }
}
