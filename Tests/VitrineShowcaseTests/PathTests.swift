import Foundation
import Testing
import VitrineShowcase
import VitrineTestSupport

@Suite("Paths")
struct PathTests {
    @Test("DefaultPath is 0 everywhere")
    func defaultPath() {
        for x in [-3.0, -1, 0, 0.37, 1, 3] {
            #expect(DefaultPath().normalizedPath(withCoordinate: x) == 0)
        }
    }

    @Test("CircularPath defaults: r 1, offset −1, offset angle 0, angle π/2")
    func circularDefaults() {
        let path = CircularPath()
        #expect(path.normalizedRadius == 1 && path.normalizedOffset == -1)
        #expect(path.offsetAngle == 0 && path.angle == .pi / 2)
    }

    @Test(
        "CircularPath: 0 at the center, −1 at the edges, cos(π/4) − 1 halfway",
        arguments: [
            (0.0, 0.0), (1, -1), (-1, -1), (0.5, 0.7071067811865476 - 1), (-0.5, 0.7071067811865476 - 1),
            (2, -2),
        ] as [(Double, Double)])
    func circular(x: Double, y: Double) {
        #expect(isClose(CircularPath().normalizedPath(withCoordinate: x), y, tolerance: 1e-15))
    }

    @Test("CircularPath with every parameter: r · cos(x · angle − offsetAngle) + offset")
    func circularParameters() {
        let path = CircularPath(normalizedRadius: 0.5, normalizedOffset: 0.25, offsetAngle: .pi / 6, angle: .pi)
        // x = 0.5: 0.5 · cos(π/2 − π/6) + 0.25 = 0.5 · cos(π/3) + 0.25 = 0.5
        #expect(isClose(path.normalizedPath(withCoordinate: 0.5), 0.5, tolerance: 1e-15))
        // x = 0: 0.5 · cos(−π/6) + 0.25 = 0.5 · √3/2 + 0.25
        #expect(isClose(path.normalizedPath(withCoordinate: 0), 0.25 * 3.0.squareRoot() + 0.25, tolerance: 1e-15))
    }

    @Test(
        "WavePath: −0.5 at the left edge, 0 at the center, 0.5 at the right, 0.5 · sin(π/4) halfway",
        arguments: [(0.0, 0.0), (1, 0.5), (-1, -0.5), (0.5, 0.5 * 0.7071067811865476), (2, 0)] as [(Double, Double)])
    func wave(x: Double, y: Double) {
        #expect(isClose(WavePath().normalizedPath(withCoordinate: x), y, tolerance: 1e-15))
    }

    @Test("WavePath defaults and parameters: A · sin(x · angle − offsetAngle) + offset")
    func waveParameters() {
        let defaults = WavePath()
        #expect(defaults.normalizedAmplitude == 0.5 && defaults.normalizedOffset == 0)
        #expect(defaults.offsetAngle == 0 && defaults.angle == .pi / 2)
        let path = WavePath(normalizedAmplitude: 0.5, normalizedOffset: -0.1, offsetAngle: .pi / 2, angle: .pi)
        // x = 0.25: 0.5 · sin(π/4 − π/2) − 0.1 = −0.5 · √2/2 − 0.1
        #expect(isClose(path.normalizedPath(withCoordinate: 0.25), -0.5 * 0.5.squareRoot() - 0.1, tolerance: 1e-15))
    }

    @Test(
        "LinearPath without an inverse position is g · x (default g −0.5)",
        arguments: [(0.0, 0.0), (1, -0.5), (-1, 0.5), (0.3, -0.15), (-2.5, 1.25)] as [(Double, Double)])
    func linear(x: Double, y: Double) {
        let path = LinearPath()
        #expect(path.normalizedGradient == -0.5 && path.normalizedInversePosition == nil)
        #expect(isClose(path.normalizedPath(withCoordinate: x), y, tolerance: 1e-15))
    }

    @Test(
        "LinearPath with inverse position 0.3 and gradient 0.8: −g · x before p, g · (x − 2p) after",
        arguments: [(0.5, 0.8 * (0.5 - 0.6)), (0.3, -0.24), (0.0, 0.0), (-1, 0.8), (1, 0.8 * 0.4), (0.29, -0.232)]
            as [(Double, Double)])
    func linearInverse(x: Double, y: Double) {
        let path = LinearPath(normalizedGradient: 0.8, normalizedInversePosition: 0.3)
        #expect(isClose(path.normalizedPath(withCoordinate: x), y, tolerance: 1e-15))
    }

    @Test("LinearPath's V is continuous at its vertex p, where it takes −g · p")
    func linearContinuity() {
        var random = SplitMix64(seed: 0x1111)
        for _ in 0..<500 {
            let p = random.double(in: -1...1), g = random.double(in: -2...2), h = 1e-9
            let path = LinearPath(normalizedGradient: g, normalizedInversePosition: p)
            let vertex = path.normalizedPath(withCoordinate: p)
            #expect(isClose(vertex, -g * p, tolerance: 1e-15))
            #expect(isClose(path.normalizedPath(withCoordinate: p - h), vertex, tolerance: abs(g) * h * 1.01 + 1e-15))
            // Both arms slope by |g| away from the vertex: a V, not a line.
            let left = path.normalizedPath(withCoordinate: p - 0.5), right = path.normalizedPath(withCoordinate: p + 0.5)
            #expect(isClose(left - vertex, 0.5 * g, tolerance: 1e-12))
            #expect(isClose(right - vertex, 0.5 * g, tolerance: 1e-12))
        }
    }

    @Test("a custom path is a plain conformance")
    func customPath() {
        struct Parabola: PathProtocol {
            func normalizedPath(withCoordinate value: Double) -> Double { value * value - 0.5 }
        }
        let path: any PathProtocol = Parabola()
        #expect(path.normalizedPath(withCoordinate: 0.5) == -0.25)
    }
}
