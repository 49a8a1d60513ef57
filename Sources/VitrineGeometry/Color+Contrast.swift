import Foundation

extension Color {
    /// WCAG 2's relative luminance of the opaque color: 0.2126 R + 0.7152 G + 0.0722 B of the
    /// linear-light channels (sRGB decoded: c/12.92 up to 0.04045, ((c + 0.055)/1.055)^2.4 above).
    /// 0 for black, 1 for white; alpha is ignored.
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double {
            let c = min(max(c, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio between this color and `other`, both taken opaque:
    /// (L₁ + 0.05)/(L₂ + 0.05) with L₁ the lighter; from 1 (the same) to 21 (black on white).
    /// AA asks 4.5 for small text and 3 for large.
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Of `light` and `dark`, the one with the higher contrast over this color: the color to
    /// write on it.
    public func legibleText(light: Color = .white, dark: Color = .black) -> Color {
        contrastRatio(with: light) >= contrastRatio(with: dark) ? light : dark
    }
}

extension Color {
    /// This color drawn over the opaque `background` with source-over blending in sRGB, as the
    /// renderer blends: the opaque color seen. Both alphas outside 0...1 are clamped.
    public func composited(over background: Color) -> Color {
        let a = min(max(alpha, 0), 1)
        return Color(
            red: red * a + background.red * (1 - a), green: green * a + background.green * (1 - a),
            blue: blue * a + background.blue * (1 - a))
    }
}
