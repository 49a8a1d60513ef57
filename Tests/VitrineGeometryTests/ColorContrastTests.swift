import Testing
import VitrineGeometry
import VitrineTestSupport

@Suite("WCAG contrast")
struct ColorContrastTests {
    @Test func luminanceAndRatioFollowWCAG() {
        #expect(Color.black.relativeLuminance == 0 && Color.white.relativeLuminance == 1)
        #expect(Color.white.contrastRatio(with: .black) == 21)
        #expect(Color.black.contrastRatio(with: .white) == 21)
        // sRGB 0x80 decodes to ((128/255 + 0.055)/1.055)^2.4 = 0.21586: a ratio of 1.05/0.26586
        // = 3.949 against white.
        let grey = Color(hex: 0x808080)
        #expect(isClose(grey.relativeLuminance, 0.215861, tolerance: 1e-6))
        #expect(isClose(grey.contrastRatio(with: .white), 3.9494, tolerance: 1e-4))
        // Below 0.04045 the channel is linear: 10/255 → 0.0030353.
        #expect(isClose(Color(hex: 0x0A0A0A).relativeLuminance, 10.0 / 255 / 12.92, tolerance: 1e-12))
    }

    /// The Showcase palettes' light cards (yellow, green, orange) get the dark text, whose
    /// contrast there is at least AA's 4.5; every card's chosen text beats the other choice.
    @Test func legibleTextPicksTheBetterOfTwo() {
        let dark = Color(hex: 0x16161D)
        for hex: UInt32 in [0xFFD43B, 0x69DB7C, 0xFFB347, 0xFF6B6B, 0x4DABF7, 0x9775FA, 0x20C997, 0x5C7CFA] {
            let card = Color(hex: hex)
            let text = card.legibleText(light: .white, dark: dark)
            let other = text == .white ? dark : Color.white
            #expect(card.contrastRatio(with: text) >= card.contrastRatio(with: other))
            #expect(card.contrastRatio(with: text) >= 4.5, "\(String(hex, radix: 16)): \(card.contrastRatio(with: text))")
        }
        #expect(Color(hex: 0xFFD43B).legibleText(light: .white, dark: dark) == dark)
        #expect(Color(hex: 0x1E1B4B).legibleText(light: .white, dark: dark) == .white)
    }
}
