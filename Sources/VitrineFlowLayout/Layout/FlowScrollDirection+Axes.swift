import VitrineGeometry

extension FlowScrollDirection {
    /// The extent of `size` along the scroll axis: its width when horizontal, its height when
    /// vertical.
    public func axisLength(of size: Size) -> Double {
        self == .horizontal ? size.width : size.height
    }

    /// The extent of `size` across the scroll axis.
    public func crossLength(of size: Size) -> Double {
        self == .horizontal ? size.height : size.width
    }

    /// The coordinate of `point` along the scroll axis.
    public func axisCoordinate(of point: Point) -> Double {
        self == .horizontal ? point.x : point.y
    }

    /// The smallest coordinate of `rect` along the scroll axis.
    public func axisMin(of rect: Rect) -> Double {
        self == .horizontal ? rect.minX : rect.minY
    }

    /// The largest coordinate of `rect` along the scroll axis.
    public func axisMax(of rect: Rect) -> Double {
        self == .horizontal ? rect.maxX : rect.maxY
    }

    /// The inset before the content along the scroll axis: the left inset when horizontal, the
    /// top inset when vertical.
    public func insetBefore(in insets: EdgeInsets) -> Double {
        self == .horizontal ? insets.left : insets.top
    }

    /// The inset after the content along the scroll axis: the right inset when horizontal, the
    /// bottom inset when vertical.
    public func insetAfter(in insets: EdgeInsets) -> Double {
        self == .horizontal ? insets.right : insets.bottom
    }

    /// The inset where a line starts, across the scroll axis: top when horizontal, left when
    /// vertical.
    public func crossInsetBefore(in insets: EdgeInsets) -> Double {
        self == .horizontal ? insets.top : insets.left
    }

    /// The inset where a line ends, across the scroll axis: bottom when horizontal, right when
    /// vertical.
    public func crossInsetAfter(in insets: EdgeInsets) -> Double {
        self == .horizontal ? insets.bottom : insets.right
    }

    /// The point whose coordinate along the axis is `axis` and across it `cross`.
    public func point(axis: Double, cross: Double) -> Point {
        self == .horizontal ? Point(x: axis, y: cross) : Point(x: cross, y: axis)
    }

    /// The size whose extent along the axis is `axis` and across it `cross`.
    public func size(axis: Double, cross: Double) -> Size {
        self == .horizontal ? Size(width: axis, height: cross) : Size(width: cross, height: axis)
    }

    /// The rectangle from its axis and cross origin and extents.
    public func rect(axis: Double, cross: Double, axisLength: Double, crossLength: Double) -> Rect {
        Rect(origin: point(axis: axis, cross: cross), size: size(axis: axisLength, cross: crossLength))
    }
}

extension FlowScrollDirection {
    /// The smallest coordinate of `rect` across the scroll axis.
    public func crossMin(of rect: Rect) -> Double {
        self == .horizontal ? rect.minY : rect.minX
    }

    /// The largest coordinate of `rect` across the scroll axis.
    public func crossMax(of rect: Rect) -> Double {
        self == .horizontal ? rect.maxY : rect.maxX
    }
}
