import Testing
import VitrineGeometry
import VitrineTestSupport

@Suite("Color")
struct ColorTests {
    @Test("hex reads 0xRRGGBB, one byte per component over 255")
    func hex() {
        let coral = Color(hex: 0xFF7F50)
        #expect(coral == Color(red: 1, green: 127.0 / 255, blue: 80.0 / 255, alpha: 1))
        #expect(coral.rgba8 == RGBA8(red: 255, green: 127, blue: 80, alpha: 255))
        #expect(Color(hex: 0x102030, alpha: 0.25) == Color(red: 16.0 / 255, green: 32.0 / 255, blue: 48.0 / 255, alpha: 0.25))
        // Bits above the low 24 are ignored.
        #expect(Color(hex: 0xAB00_00FF) == Color(red: 0, green: 0, blue: 1))
    }

    @Test("named colors and white")
    func named() {
        #expect(Color.black == Color(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(Color.white == Color(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(Color.clear == Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(Color(white: 0.25, alpha: 0.5) == Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
    }

    @Test("withAlpha replaces only the alpha")
    func withAlpha() {
        let color = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(color.withAlpha(0.9) == Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.9))
        #expect(color.withAlpha(0.4) == color)
    }

    /// A component and the byte it becomes.
    static let bytes: [(component: Double, byte: UInt8)] = [
        (-0.2, 0), (0, 0), (1.3, 255), (1, 255),
        (0.5, 128),  // 0.5 · 255 = 127.5 → 128
        (0.498, 127),  // 126.99 → 127
        (0.25, 64),  // 63.75 → 64
        (2.5 / 255, 3),  // exactly 2.5 again after · 255: away from zero → 3, where ties-to-even gives 2
        (2.0 / 255, 2), (.nan, 0), (-.greatestFiniteMagnitude, 0), (.infinity, 255), (-.infinity, 0),
    ]

    @Test("rgba8 clamps to 0...1, then rounds half away from zero", arguments: bytes)
    func byte(component: Double, byte: UInt8) {
        let bytes = Color(red: component, green: component, blue: component, alpha: component).rgba8
        #expect(bytes == RGBA8(red: byte, green: byte, blue: byte, alpha: byte))
    }

    @Test("rgba8 rounds as rounded() does, on every half step and 100,000 seeded components")
    func byteMatchesTheStandardRounding() {
        var components: [Double] = []
        for step in 0...510 {
            let half = Double(step) / 510
            components += [half, half.nextUp, half.nextDown]
        }
        var random = SplitMix64(seed: 62)
        for _ in 0..<100_000 { components.append(random.double(in: -0.1...1.1)) }
        for component in components {
            let expected = UInt8((min(max(component, 0), 1) * 255).rounded())
            #expect(Color(red: component, green: 0, blue: 0).rgba8.red == expected, "\(component)")
        }
    }

    @Test("rgba8 converts each component on its own")
    func componentsKeepTheirPlaces() {
        let bytes = Color(red: -0.2, green: 1.3, blue: 0.5, alpha: .nan).rgba8
        #expect(bytes == RGBA8(red: 0, green: 255, blue: 128, alpha: 0))
        #expect(RGBA8(red: 1, green: 2, blue: 3).alpha == 255)
    }
}
