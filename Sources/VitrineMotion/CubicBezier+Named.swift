extension CubicBezier {
    /// y = x: control points (0, 0) and (1, 1).
    public static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)

    /// Starts slowly: (0.42, 0) and (1, 1), CSS `ease-in` and Core Animation's `easeIn`.
    public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)

    /// Ends slowly: (0, 0) and (0.58, 1), CSS `ease-out` and Core Animation's `easeOut`.
    public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)

    /// Starts and ends slowly, symmetric about (½, ½): (0.42, 0) and (0.58, 1), CSS `ease-in-out`
    /// and Core Animation's `easeInEaseOut`. Chromium's wheel glides use it.
    public static let easeInEaseOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// A quick start and a long gentle end: (0.25, 0.1) and (0.25, 1), CSS `ease` and Core
    /// Animation's `default`.
    public static let `default` = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
}
