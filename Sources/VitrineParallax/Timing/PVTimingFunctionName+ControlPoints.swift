import VitrineGeometry

extension PVTimingFunctionName {
    /// The curve's control points P1 and P2, exactly as in the seed (where this is internal too:
    /// read them from ``PVTimingFunction/controlPoint1`` and ``PVTimingFunction/controlPoint2``).
    func controlPoints() -> (p1: Point, p2: Point) {
        switch self {
        case .default: (Point(x: 0.25, y: 0.1), Point(x: 0.25, y: 1))
        case .linear: (Point(x: 0, y: 0), Point(x: 1, y: 1))
        case .easeIn: (Point(x: 0.42, y: 0), Point(x: 1, y: 1))
        case .easeOut: (Point(x: 0, y: 0), Point(x: 0.58, y: 1))
        case .easeInOut: (Point(x: 0.42, y: 0), Point(x: 0.58, y: 1))
        case .easeInSine: (Point(x: 0.47, y: 0), Point(x: 0.745, y: 0.715))
        case .easeOutSine: (Point(x: 0.39, y: 0.575), Point(x: 0.565, y: 1))
        case .easeInOutSine: (Point(x: 0.445, y: 0.05), Point(x: 0.55, y: 0.95))
        case .easeInQuad: (Point(x: 0.55, y: 0.085), Point(x: 0.68, y: 0.53))
        case .easeOutQuad: (Point(x: 0.25, y: 0.46), Point(x: 0.45, y: 0.94))
        case .easeInOutQuad: (Point(x: 0.455, y: 0.03), Point(x: 0.515, y: 0.955))
        case .easeInCubic: (Point(x: 0.55, y: 0.055), Point(x: 0.675, y: 0.19))
        case .easeOutCubic: (Point(x: 0.215, y: 0.61), Point(x: 0.355, y: 1))
        case .easeInOutCubic: (Point(x: 0.645, y: 0.045), Point(x: 0.355, y: 1))
        case .easeInQuart: (Point(x: 0.895, y: 0.03), Point(x: 0.685, y: 0.22))
        case .easeOutQuart: (Point(x: 0.165, y: 0.84), Point(x: 0.44, y: 1))
        case .easeInOutQuart: (Point(x: 0.77, y: 0), Point(x: 0.175, y: 1))
        case .easeInQuint: (Point(x: 0.755, y: 0.05), Point(x: 0.855, y: 0.06))
        case .easeOutQuint: (Point(x: 0.23, y: 1), Point(x: 0.32, y: 1))
        case .easeInOutQuint: (Point(x: 0.86, y: 0), Point(x: 0.07, y: 1))
        case .easeInExpo: (Point(x: 0.95, y: 0.05), Point(x: 0.795, y: 0.035))
        case .easeOutExpo: (Point(x: 0.19, y: 1), Point(x: 0.22, y: 1))
        case .easeInOutExpo: (Point(x: 1, y: 0), Point(x: 0, y: 1))
        case .easeInCirc: (Point(x: 0.6, y: 0.04), Point(x: 0.98, y: 0.335))
        case .easeOutCirc: (Point(x: 0.075, y: 0.82), Point(x: 0.165, y: 1))
        case .easeInOutCirc: (Point(x: 0.785, y: 0.135), Point(x: 0.15, y: 0.86))
        case .easeInBack: (Point(x: 0.6, y: -0.28), Point(x: 0.735, y: 0.045))
        case .easeOutBack: (Point(x: 0.175, y: 0.885), Point(x: 0.32, y: 1.275))
        case .easeInOutBack: (Point(x: 0.68, y: -0.55), Point(x: 0.265, y: 1.55))
        }
    }
}
