import VitrineGeometry
import VitrineInput

/// The second scene of a compared window (`--compare`), shown in the right half, and how the
/// pointer is shared: both scenes get every scene event, each in its half's coordinates, as if
/// it had happened in its own half.
struct Comparison {
    /// The scene of the right half.
    var scene: any Scene
    /// The half the pointer went down in, while a button is held: a drag stays in the
    /// coordinates of the half it started in, even across the gap.
    var pressedSide: ComparisonLayout.Side?

    /// `event` in the coordinates of the half it belongs to (the one a held button went down
    /// in, else the one under the pointer), as both scenes get it.
    mutating func localEvent(_ event: InputEvent, in layout: ComparisonLayout) -> InputEvent {
        func local(_ point: Point) -> Point {
            layout.point(point, in: pressedSide ?? layout.side(at: point))
        }
        switch event {
        case .pointerDown(let point, let button):
            if pressedSide == nil { pressedSide = layout.side(at: point) }
            return .pointerDown(local(point), button: button)
        case .pointerMoved(let point):
            return .pointerMoved(local(point))
        case .pointerUp(let point, let button):
            defer { pressedSide = nil }
            return .pointerUp(local(point), button: button)
        case .wheel(var wheel):
            wheel.position = wheel.position.map(local)
            return .wheel(wheel)
        default:
            return event
        }
    }
}
