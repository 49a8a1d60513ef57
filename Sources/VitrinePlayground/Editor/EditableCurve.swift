import VitrineGeometry
import VitrineShowcase

/// A curve as the curve editor shows it this frame: the curve, where it is drawn, the values
/// its points may be dragged between, and whether they can be.
struct EditableCurve: Sendable {
    /// The curve's name, as presets files and the editor's tabs say it: "points", "scale".
    let name: String
    /// The curve.
    let curve: RateCurve
    /// Where it is drawn.
    let frame: CurveFrame
    /// The values a dragged point stays between; its x stays between the frame's ends.
    let values: ClosedRange<Double>
    /// How the values at the frame's edges are labeled (radians show as degrees).
    let unit: NumericParameterUnit
    /// Its color.
    let color: Color
    /// Whether it is drawn on the transform's strip, inside its values, rather than over the
    /// whole window as the path is.
    let isOnStrip: Bool
    /// Whether its points show and can be dragged: the path's curve, and the one transform
    /// curve chosen among its tabs. The others are drawn faint.
    let isEditable: Bool
    /// Where cards are now, as scrolling rates, marked on the curve: which value each card
    /// gets. Empty for the path, which the cards ride themselves.
    let markedRates: [Double]

    /// The window point of control point `index`.
    func windowPoint(ofPoint index: Int) -> Point {
        frame.windowPoint(for: curve.points[index])
    }

    /// The curve point a point dragged to window point `point` takes: x within the frame's
    /// ends, y within ``values``.
    func clampedCurvePoint(at point: Point) -> Point {
        let curvePoint = frame.curvePoint(at: point)
        let low = min(frame.xAtStart, frame.xAtEnd), high = max(frame.xAtStart, frame.xAtEnd)
        return Point(x: min(max(curvePoint.x, low), high), y: min(max(curvePoint.y, values.lowerBound), values.upperBound))
    }
}
