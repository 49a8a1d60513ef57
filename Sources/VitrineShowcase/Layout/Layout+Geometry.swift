import VitrineGeometry

extension Layout {
    /// The viewport's extent along the axis.
    public func axisLength(of viewport: Size) -> Double {
        direction == .horizontal ? viewport.width : viewport.height
    }

    /// The viewport's extent across the axis.
    public func crossLength(of viewport: Size) -> Double {
        direction == .horizontal ? viewport.height : viewport.width
    }

    /// The scrolling rate of an item whose center is `center`, in the viewport's own coordinates
    /// (origin at its top-left corner): `(c − mid) / (length / 2)` along the axis.
    ///
    /// The rate is 0 at the viewport's center, −1 at its left (or top) edge and +1 at its right
    /// (or bottom) edge, and it is not clamped: items in the margin have |rate| > 1. An empty
    /// viewport gives 0.
    ///
    /// ```swift
    /// let layout = Layout(itemSize: Size(width: 100, height: 100))
    /// layout.rate(ofCenter: Point(x: 150, y: 50), in: Size(width: 400, height: 300))  // -0.25
    /// ```
    public func rate(ofCenter center: Point, in viewport: Size) -> Double {
        let half = axisLength(of: viewport) / 2
        guard half > 0 else { return 0 }
        let position = direction == .horizontal ? center.x : center.y
        return (position - half) / half
    }

    /// Where the seed puts an item whose unplaced center is `center`: the coordinate along the
    /// axis is kept and the one across it comes from the path.
    ///
    /// - horizontal: `(c.x, (1 + path(rate)) · height / 2)`
    /// - vertical: `((1 + path(rate)) · width / 2, c.y)`
    ///
    /// A path output of −1, 0 and +1 puts the item on the top (left) edge, on the axis, and on
    /// the bottom (right) edge. A path that returns a non-finite value gives a non-finite point,
    /// which the container must skip.
    public func placedCenter(of center: Point, in viewport: Size) -> Point {
        let cross =
            (1 + path.normalizedPath(withCoordinate: rate(ofCenter: center, in: viewport)))
            * crossLength(of: viewport) / 2
        switch direction {
        case .horizontal: return Point(x: center.x, y: cross)
        case .vertical: return Point(x: cross, y: center.y)
        }
    }

    /// How many item periods from the viewport's center an item with scrolling rate `rate`
    /// lies: `rate · (length / 2) / period`, positive to the right (or below). A zero period
    /// gives 0.
    public func offset(forRate rate: Double, in viewport: Size) -> Double {
        let period = self.period
        guard period > 0 else { return 0 }
        return rate * (axisLength(of: viewport) / 2) / period
    }

    /// The scrolling rate of an item `offset` item periods from the viewport's center: the
    /// inverse of ``offset(forRate:in:)``. An empty viewport gives 0.
    public func rate(forOffset offset: Double, in viewport: Size) -> Double {
        let half = axisLength(of: viewport) / 2
        guard half > 0 else { return 0 }
        return offset * period / half
    }
}
