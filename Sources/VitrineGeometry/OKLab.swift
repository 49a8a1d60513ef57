import Foundation

/// A color in Björn Ottosson's OKLab space: perceptual lightness and two opponent axes, in
/// which equal steps look about equally large. Blends made here stay vivid and even where
/// blends of sRGB components go muddy or dark in the middle.
///
/// ```swift
/// let lab = OKLab(Color(hex: 0xFF0000))     // lightness ≈ 0.628, a ≈ 0.225, b ≈ 0.126
/// let back = lab.color                      // the same red
/// ```
public struct OKLab: Hashable, Sendable {
    /// The perceived lightness: 0 for black, 1 for white.
    public var lightness: Double
    /// The green (negative) to red (positive) axis.
    public var a: Double
    /// The blue (negative) to yellow (positive) axis.
    public var b: Double
    /// The opacity, 0...1, carried along unchanged.
    public var alpha: Double

    /// Creates a color from its OKLab coordinates.
    public init(lightness: Double, a: Double, b: Double, alpha: Double = 1) {
        self.lightness = lightness
        self.a = a
        self.b = b
        self.alpha = alpha
    }

    /// The OKLab coordinates of an sRGB color.
    public init(_ color: Color) {
        let red = OKLab.linear(color.red), green = OKLab.linear(color.green), blue = OKLab.linear(color.blue)
        let l = cbrt(0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue)
        let m = cbrt(0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue)
        let s = cbrt(0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue)
        self.init(
            lightness: 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            a: 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            b: 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
            alpha: color.alpha)
    }

    /// The sRGB color; components outside the sRGB gamut are clipped to 0...1.
    public var color: Color {
        let l = lightness + 0.3963377774 * a + 0.2158037573 * b
        let m = lightness - 0.1055613458 * a - 0.0638541728 * b
        let s = lightness - 0.0894841775 * a - 1.2914855480 * b
        let l3 = l * l * l, m3 = m * m * m, s3 = s * s * s
        return Color(
            red: OKLab.encoded(4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3),
            green: OKLab.encoded(-1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3),
            blue: OKLab.encoded(-0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3),
            alpha: min(max(alpha, 0), 1))
    }

    /// An sRGB component without its transfer curve.
    static func linear(_ component: Double) -> Double {
        component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }

    /// A linear component with the sRGB transfer curve, clipped to 0...1.
    static func encoded(_ component: Double) -> Double {
        let clipped = min(max(component, 0), 1)
        return clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * pow(clipped, 1 / 2.4) - 0.055
    }
}
