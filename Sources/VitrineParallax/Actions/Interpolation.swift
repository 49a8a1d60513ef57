import VitrineGeometry

/// `from` moved `progress` of the way to `to`, as every built-in action steps.
func interpolate(_ from: Double, _ to: Double, _ progress: Double) -> Double {
    from + (to - from) * progress
}

/// `from` moved `progress` of the way to `to`.
func interpolate(_ from: Point, _ to: Point, _ progress: Double) -> Point {
    Point(x: interpolate(from.x, to.x, progress), y: interpolate(from.y, to.y, progress))
}

/// `from` moved `progress` of the way to `to`.
func interpolate(_ from: Size, _ to: Size, _ progress: Double) -> Size {
    Size(width: interpolate(from.width, to.width, progress), height: interpolate(from.height, to.height, progress))
}
