import VitrineCanvas
import VitrineGeometry

/// A line of text of the panel or the help, shortened to its room and framed as wide as it is
/// drawn, so that layouts can put texts side by side and tests can check that none overlaps
/// another.
struct PlacedText {
    /// The text, whole or shortened with "…" in the middle.
    var text: String
    /// Where it is drawn, in window points: as wide as the text, as tall as its band.
    var frame: Rect
    /// Its size in points.
    var fontSize: Double

    /// `text` at `fontSize`, shortened to fit `room` points from `x` in the band of `row` (its
    /// top and height), against the room's left edge, its right edge, or in its middle.
    init(
        _ text: String, fontSize: Double, x: Double, room: Double, row: Rect, alignment: TextAlignment = .leading,
        measure: any TextMeasuring
    ) {
        let room = max(room, 0)
        self.text = measure.fitting(text, fontSize: fontSize, in: room)
        self.fontSize = fontSize
        let width = min(measure.width(of: self.text, fontSize: fontSize), room)
        let left: Double
        switch alignment {
        case .leading: left = x
        case .trailing: left = x + room - width
        case .center: left = x + (room - width) / 2
        }
        frame = Rect(x: left, y: row.minY, width: width, height: row.height)
    }

    /// Two texts on `row`, one against its left edge and one against its right, `gap` points
    /// apart at least: the left one takes the room it needs first (or the right one, when
    /// `rightFirst`), the other the rest.
    static func pair(
        _ left: String, _ leftSize: Double, _ right: String, _ rightSize: Double, in row: Rect,
        gap: Double = PanelRow.gap, rightFirst: Bool = false,
        measure: any TextMeasuring
    ) -> (left: PlacedText, right: PlacedText) {
        if rightFirst {
            let placedRight = PlacedText(
                right, fontSize: rightSize, x: row.minX, room: row.width, row: row,
                alignment: .trailing, measure: measure)
            let room = placedRight.frame.width > 0 ? placedRight.frame.minX - gap - row.minX : row.width
            return (PlacedText(left, fontSize: leftSize, x: row.minX, room: room, row: row, measure: measure), placedRight)
        }
        let placedLeft = PlacedText(left, fontSize: leftSize, x: row.minX, room: row.width, row: row, measure: measure)
        let start = placedLeft.frame.width > 0 ? placedLeft.frame.maxX + gap : row.minX
        return (
            placedLeft,
            PlacedText(
                right, fontSize: rightSize, x: start, room: row.maxX - start, row: row,
                alignment: .trailing, measure: measure)
        )
    }
}

extension Node {
    /// A node that shows a placed text.
    static func label(_ placed: PlacedText, color: Color, alignment: TextAlignment = .leading) -> Node {
        .label(placed.text, in: placed.frame, color: color, fontSize: placed.fontSize, alignment: alignment)
    }
}
