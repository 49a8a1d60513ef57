import VitrineGeometry

/// Everything the curve editor shows in a frame, laid out in the window: the curves, the
/// tabs that choose among the transform's, and the strip the transform's are drawn on.
struct CurveEditorLayout: Sendable {
    /// The curves, the path's first.
    var curves: [EditableCurve] = []
    /// The tabs of the transform's curves; none without a curve transform.
    var tabs: [CurveTab] = []
    /// The strip the transform's curves are drawn on, whose presses are the editor's; `nil`
    /// without a curve transform.
    var strip: Rect?
    /// The interface's scale: sizes of handles and text, and how near a press must be.
    var scale = 1.0

    /// How far from a control point's center a press grabs it, in points before ``scale``.
    static let grabRadius = 14.0
    /// How far across from a curve a press adds a point to it, in points before ``scale``.
    static let lineReach = 10.0

    /// The control point a press at `point` grabs: the nearest one of an editable curve within
    /// ``grabRadius``, as (curve, point) indices.
    func grabbedPoint(at point: Point) -> (curve: Int, point: Int)? {
        var best: (curve: Int, point: Int, distance: Double)?
        for (curveIndex, curve) in curves.enumerated() where curve.isEditable {
            for pointIndex in curve.curve.points.indices {
                let distance = curve.windowPoint(ofPoint: pointIndex).distance(to: point)
                if distance <= Self.grabRadius * scale, distance < best?.distance ?? .infinity {
                    best = (curveIndex, pointIndex, distance)
                }
            }
        }
        return best.map { ($0.curve, $0.point) }
    }

    /// The editable curve whose line passes within ``lineReach`` of `point`, across the
    /// frame, inside it: a press there adds a point.
    func curve(near point: Point) -> Int? {
        curves.indices.first { index in
            let curve = curves[index]
            guard curve.isEditable, curve.frame.rect.contains(point) else { return false }
            let x = curve.frame.curvePoint(at: point).x
            let onCurve = curve.frame.windowPoint(for: Point(x: x, y: curve.curve.value(at: x)))
            return onCurve.distance(to: point) <= Self.lineReach * scale
        }
    }

    /// The tab under `point`.
    func tab(at point: Point) -> CurveTab? {
        tabs.first { $0.rect.contains(point) }
    }
}
