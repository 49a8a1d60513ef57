/// An sRGB color with straight (not premultiplied) alpha; every component is in 0...1.
public struct Color: Hashable, Sendable, Codable {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// Creates a color from its components, each in 0...1.
    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a color from a 24-bit `0xRRGGBB` value, as written in CSS.
    ///
    /// ```swift
    /// let coral = Color(hex: 0xFF7F50)
    /// ```
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    /// Creates a gray of the given brightness.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)

    /// The same color with another opacity.
    @inlinable
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The four components as bytes, each clamped to 0...1 and rounded to the nearest of 0...255
    /// (a NaN component gives 0).
    @inlinable
    public var rgba8: RGBA8 {
        RGBA8(red: Color.byte(red), green: Color.byte(green), blue: Color.byte(blue), alpha: Color.byte(alpha))
    }

    /// Inlined: drawing turns a color into bytes for every item of every frame.
    @inlinable
    static func byte(_ component: Double) -> UInt8 {
        guard !component.isNaN else { return 0 }
        // Clamped, the product is in 0...255, where cutting off the fraction of it plus the
        // largest Double under a half rounds it as `roundedToNearestWhole` does.
        return UInt8(truncatingIfNeeded: Int(min(max(component, 0), 1) * 255 + 0.49999999999999994))
    }
}
