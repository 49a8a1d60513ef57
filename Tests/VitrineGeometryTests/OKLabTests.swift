import Foundation
import Testing
import VitrineGeometry
import VitrineTestSupport

@Suite("OKLab and color interpolation")
struct OKLabTests {
    @Test("sRGB primaries and white land on Ottosson's published coordinates")
    func knownCoordinates() {
        let red = OKLab(Color(hex: 0xFF0000))
        #expect(isClose(red.lightness, 0.627955, tolerance: 1e-5))
        #expect(isClose(red.a, 0.224863, tolerance: 1e-5))
        #expect(isClose(red.b, 0.125846, tolerance: 1e-5))
        let blue = OKLab(Color(hex: 0x0000FF))
        #expect(isClose(blue.lightness, 0.452014, tolerance: 1e-5))
        #expect(isClose(blue.a, -0.032457, tolerance: 1e-5))
        #expect(isClose(blue.b, -0.311528, tolerance: 1e-5))
        let white = OKLab(.white)
        #expect(isClose(white.lightness, 1, tolerance: 1e-6))
        #expect(abs(white.a) < 1e-6 && abs(white.b) < 1e-6)
        #expect(OKLab(.black) == OKLab(lightness: 0, a: 0, b: 0))
    }

    /// The published matrices carry ten digits, so the inverse is not exact: about 1e−6 in linear
    /// light, up to 12.92 times that in the darkest sRGB values. Bytes survive exactly.
    @Test("every color survives the round trip through OKLab")
    func roundTrip() {
        var random = SplitMix64(seed: 0x0C01_0B)
        for _ in 0..<2_000 {
            let color = Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: random.unit())
            let back = OKLab(color).color
            #expect(isClose(back.red, color.red, tolerance: 2e-5))
            #expect(isClose(back.green, color.green, tolerance: 2e-5))
            #expect(isClose(back.blue, color.blue, tolerance: 2e-5))
            #expect(back.alpha == color.alpha)
            #expect(back.rgba8 == color.rgba8)
        }
    }

    @Test("halfway from black to white is lightness 0.5: sRGB 1.055 · 0.125^(1/2.4) − 0.055")
    func grayMidpoint() {
        let middle = Color.black.interpolated(to: .white, fraction: 0.5)
        let expected = 1.055 * pow(0.125, 1 / 2.4) - 0.055  // 0.38857…
        #expect(isClose(middle.red, expected, tolerance: 1e-6))
        #expect(isClose(middle.green, expected, tolerance: 1e-6))
        #expect(isClose(middle.blue, expected, tolerance: 1e-6))
        #expect(isClose(OKLab(middle).lightness, 0.5, tolerance: 1e-6))
    }

    @Test("the ends are exact and a non-finite fraction keeps the start")
    func ends() {
        let from = Color(hex: 0x123456), to = Color(hex: 0xABCDEF, alpha: 0.5)
        #expect(from.interpolated(to: to, fraction: 0) == from)
        #expect(from.interpolated(to: to, fraction: 1) == to)
        #expect(from.interpolated(to: to, fraction: .nan) == from)
    }

    @Test("fading to transparent keeps the hue: premultiplied alpha")
    func premultipliedAlpha() {
        let red = Color(hex: 0xFF0000)
        let half = red.interpolated(to: .clear, fraction: 0.5)
        #expect(half.alpha == 0.5)
        #expect(isClose(half.red, 1, tolerance: 1e-6) && half.green < 1e-6 && half.blue < 1e-6)
    }

    @Test("the blend's lightness moves linearly between the ends")
    func linearLightness() {
        let from = Color(hex: 0x1E3A8A), to = Color(hex: 0xFDE68A)
        let l0 = OKLab(from).lightness, l1 = OKLab(to).lightness
        for step in 1..<10 {
            let fraction = Double(step) / 10
            let lightness = OKLab(from.interpolated(to: to, fraction: fraction)).lightness
            #expect(isClose(lightness, l0 + (l1 - l0) * fraction, tolerance: 1e-6))
        }
    }
}
