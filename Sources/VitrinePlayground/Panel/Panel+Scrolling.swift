import VitrineGeometry
import VitrineInput

extension Panel {
    /// How many rows one wheel notch scrolls the panel.
    static let rowsPerNotch = 3.0
    /// Points of panel per unit of a touchpad's precise wheel delta, as the scenes scroll.
    static let pointsPerTouchpadUnit = 53.0

    /// How tall the part of the panel that shows rows is in `viewport`: its frame less a
    /// margin above the rows and half a margin below them.
    static func visibleHeight(in room: Rect) -> Double {
        frame(in: room).height - 1.5 * margin
    }

    /// How far the panel's rows can scroll in `viewport`: what they need beyond the room the
    /// window leaves them, 0 when they all fit.
    static func maximumScroll(rowCount: Int, in room: Rect) -> Double {
        max(Double(rowCount) * rowHeight - visibleHeight(in: room), 0)
    }

    /// The scroll that applies: ``scrollOffset`` kept in range and on a whole row, so that rows
    /// are never cut at the panel's edges.
    func appliedScroll(rowCount: Int, in room: Rect) -> Double {
        let limit = Self.maximumScroll(rowCount: rowCount, in: room)
        let rows = (min(max(scrollOffset, 0), limit) / Self.rowHeight).rounded(.up)
        return min(rows * Self.rowHeight, limit.rounded(.up))
    }

    /// Scrolls the rows by `points` (positive shows later rows), kept between the first row
    /// and the last row shown at the bottom.
    mutating func scroll(by points: Double, rowCount: Int, in room: Rect) {
        guard points.isFinite else { return }
        let limit = Self.maximumScroll(rowCount: rowCount, in: room)
        scrollOffset = min(max(scrollOffset + points, 0), limit)
    }

    /// How far a wheel event scrolls the rows: three rows a notch, touchpad deltas 1:1 (53
    /// points a unit); turning the wheel toward you (or swiping up) shows later rows.
    static func scrollDistance(of wheel: WheelInput) -> Double {
        let dy = wheel.isFlipped ? -wheel.dy : wheel.dy
        switch wheel.kind {
        case .notched: return -dy * rowsPerNotch * rowHeight
        case .continuous: return -dy * pointsPerTouchpadUnit
        }
    }
}

extension Panel {
    /// Scrolls the rows just enough that the selected number's row shows, as after `[` and `]`
    /// select one below or above the rows in view.
    mutating func revealSelection(for scene: any Scene, in room: Rect) {
        let contents = self.contents(for: scene)
        guard let index = contents.firstIndex(where: { if case .parameter(_, _, true) = $0 { true } else { false } })
        else { return }
        let visible = Self.visibleHeight(in: room)
        let top = Double(index) * Self.rowHeight, bottom = top + Self.rowHeight
        let shown = appliedScroll(rowCount: contents.count, in: room)
        if top < shown {
            scrollOffset = top
        } else if bottom > shown + visible {
            scrollOffset = bottom - visible
        }
        scroll(by: 0, rowCount: contents.count, in: room)
    }
}
