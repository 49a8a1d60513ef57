import VitrineGeometry

/// Where a bar along the bottom of the window goes (the notice, the save prompt): across the
/// window 12 points in from its edges, clear of the scene's page dots, so that neither covers
/// the other.
enum BottomBar {
    /// The space kept between the bar and the window's edges.
    static let margin = 12.0
    /// The space kept between the bar and the dots.
    static let gap = 6.0

    /// The bar's frame for a bar `height` points tall in `viewport`, clear of `obstacles`
    /// (the page dots' boxes): above a row of dots along the bottom, beside a column of dots
    /// along an edge.
    static func frame(height: Double, in viewport: Size, clearOf obstacles: [Rect] = []) -> Rect {
        var frame = Rect(
            x: margin, y: viewport.height - height - margin, width: max(viewport.width - 2 * margin, 0),
            height: height)
        for obstacle in obstacles where obstacle.intersects(frame.insetBy(dx: -gap, dy: -gap)) {
            if obstacle.width >= obstacle.height {
                // A row: the bar stands on top of it.
                frame.origin.y = max(min(frame.minY, obstacle.minY - gap - height), 0)
            } else if obstacle.midX >= frame.midX {
                // A column at the right edge: the bar stops short of it.
                frame.size.width = max(min(frame.maxX, obstacle.minX - gap) - frame.minX, 0)
            } else {
                // A column at the left edge: the bar starts after it.
                let maxX = frame.maxX
                frame.origin.x = min(max(frame.minX, obstacle.maxX + gap), maxX)
                frame.size.width = maxX - frame.minX
            }
        }
        return frame
    }

    /// The frame of a bar whose height depends on its width (lines wrapped to it): laid out at
    /// the window's width first, then again at the width it gets beside a column of dots, so
    /// its lines wrap to the room that is left.
    static func frame(in viewport: Size, clearOf obstacles: [Rect] = [], height: (_ width: Double) -> Double) -> Rect {
        let full = frame(height: height(max(viewport.width - 2 * margin, 0)), in: viewport, clearOf: obstacles)
        return frame(height: height(full.width), in: viewport, clearOf: obstacles)
    }
}
