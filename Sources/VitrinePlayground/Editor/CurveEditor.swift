import VitrineGeometry
import VitrineInput
import VitrineShowcase

/// The editor that draws a Bézier path's points and a curve transform's curves over the
/// scene, where a person drags them while the cards scroll: what is shown, which transform
/// curve is chosen, and the drag under way.
///
/// - A press on a control point grabs it; moving drags it (both coordinates inside the
///   curve's frame and values; dragged past a neighbor, it takes its place in the order, as
///   ``RateCurve/movingPoint(at:to:)`` says), and the cards follow at once.
/// - A press on an editable curve's line adds a point there and grabs it.
/// - A right click on a control point removes it (a curve keeps at least one).
/// - A click on a tab chooses the transform curve to edit.
/// - Presses elsewhere on the transform's strip are the editor's and do nothing; all other
///   input is the scene's: the cards scroll under the editor.
struct CurveEditor: Sendable {
    /// Whether the editor shows (E); it only draws where the scene has curves.
    var isShown = false
    /// The transform curve whose points show and can be dragged.
    var chosenTransformCurve = "scale"
    /// The control point being dragged: its curve and index, and where it sat from the
    /// pointer at the press, so it does not jump to the pointer.
    private(set) var drag: (curve: Int, point: Int, grabOffset: Point)?

    /// The most points a curve of the editor or of a presets file has.
    static let maximumPointCount = 32

    /// What an event did.
    enum Outcome: Equatable {
        /// Nothing: the event is the scene's.
        case ignored
        /// The event was the editor's and changed no curve.
        case used
        /// Curve `curve` of the layout is now `to`.
        case changed(curve: Int, to: RateCurve)
    }

    /// Takes `event` with the editor laid out as `layout`.
    mutating func handle(_ event: InputEvent, in layout: CurveEditorLayout) -> Outcome {
        guard isShown, !layout.curves.isEmpty else {
            drag = nil
            return .ignored
        }
        switch event {
        case .pointerDown(let point, .left):
            return press(at: point, in: layout)
        case .pointerDown(let point, .right):
            guard let grabbed = layout.grabbedPoint(at: point) else {
                return layout.strip?.contains(point) == true ? .used : .ignored
            }
            let curve = layout.curves[grabbed.curve].curve
            return curve.points.count > 1 ? .changed(curve: grabbed.curve, to: curve.removingPoint(at: grabbed.point)) : .used
        case .pointerMoved(let point):
            guard let drag, layout.curves.indices.contains(drag.curve) else { return .ignored }
            let editable = layout.curves[drag.curve]
            let moved = editable.curve.movingPoint(at: drag.point, to: editable.clampedCurvePoint(at: point + drag.grabOffset))
            self.drag?.point = moved.index
            return .changed(curve: drag.curve, to: moved.curve)
        case .pointerUp:
            guard drag != nil else { return .ignored }
            drag = nil
            return .used
        default:
            return .ignored
        }
    }

    /// A left press: a tab, a control point, a curve's line, the strip, or none of the editor's.
    private mutating func press(at point: Point, in layout: CurveEditorLayout) -> Outcome {
        if let grabbed = layout.grabbedPoint(at: point) {
            drag = (grabbed.curve, grabbed.point, layout.curves[grabbed.curve].windowPoint(ofPoint: grabbed.point) - point)
            return .used
        }
        if let tab = layout.tab(at: point) {
            chosenTransformCurve = tab.name
            return .used
        }
        if let index = layout.curve(near: point) {
            let editable = layout.curves[index]
            guard editable.curve.points.count < Self.maximumPointCount else { return .used }
            let added = editable.clampedCurvePoint(at: point)
            let curve = editable.curve.addingPoint(added)
            if let pointIndex = curve.points.firstIndex(where: { $0.x == added.x }) {
                drag = (index, pointIndex, editable.frame.windowPoint(for: curve.points[pointIndex]) - point)
            }
            return .changed(curve: index, to: curve)
        }
        return layout.strip?.contains(point) == true ? .used : .ignored
    }

    /// Lets go of the point being dragged, as when the path or transform it belongs to is
    /// switched for another mid-drag.
    mutating func endDrag() {
        drag = nil
    }

    /// The control point being dragged, as (curve, point) indices of the layout.
    var draggedPoint: (curve: Int, point: Int)? { drag.map { ($0.curve, $0.point) } }
}
