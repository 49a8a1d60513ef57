extension Color {
    /// The color `fraction` of the way from this color to `other`, blended in ``OKLab`` with
    /// premultiplied alpha (as CSS Color 4 mixes colors), so that a blend through a transparent
    /// end keeps the hue of the opaque one. Fractions outside 0...1 extrapolate and are clipped
    /// to the sRGB gamut; a non-finite fraction gives this color.
    ///
    /// ```swift
    /// let middle = Color(hex: 0x0000FF).interpolated(to: Color(hex: 0xFFFF00), fraction: 0.5)
    /// ```
    public func interpolated(to other: Color, fraction: Double) -> Color {
        guard fraction.isFinite else { return self }
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let start = OKLab(self), end = OKLab(other)
        let alpha = start.alpha + (end.alpha - start.alpha) * fraction
        guard alpha > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ from: Double, _ to: Double) -> Double {
            (from * start.alpha + (to * end.alpha - from * start.alpha) * fraction) / alpha
        }
        return OKLab(
            lightness: mix(start.lightness, end.lightness), a: mix(start.a, end.a),
            b: mix(start.b, end.b), alpha: alpha
        ).color
    }
}
