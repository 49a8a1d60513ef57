extension WheelGlide {
    /// Chromium's duration for a wheel glide over `distance` px (its "inverse delta" rule):
    /// clamp(12 − (|distance| − 120)·6/360, 6, 12)/60 s.
    ///
    /// 0.2 s up to 120 px, falling linearly to 0.1 s at 480 px and beyond: bigger jumps, such as a
    /// fast-spun wheel, glide faster. NaN is treated as 0.
    public static func wheelDuration(forDistance distance: Double) -> Double {
        let magnitude = abs(distance.isNaN ? 0 : distance)
        let frames = 12 - (magnitude - 120) * 6 / 360
        return min(max(frames, 6), 12) / 60
    }

    /// Chromium's duration for a programmatic smooth scroll over `distance` px (its "delta based"
    /// rule): min(√|distance|, 42)/60 s, at most 0.7 s. NaN is treated as 0.
    public static func programmaticDuration(forDistance distance: Double) -> Double {
        let magnitude = abs(distance.isNaN ? 0 : distance)
        return min(magnitude.squareRoot(), 42) / 60
    }
}
