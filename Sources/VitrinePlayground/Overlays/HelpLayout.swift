import VitrineCanvas
import VitrineGeometry

/// Where the help's columns go in a viewport: as many of them side by side as fit their widest
/// lines (the scene's columns merged, neighbours first, into fewer where they do not), and how
/// far their lines can scroll when the tallest column is taller than the help.
struct HelpLayout {
    /// The help's box.
    let frame: Rect
    /// The columns, each its sections top to bottom.
    let columns: [[HelpSection]]
    /// Each column's width, side by side from the box's left margin.
    let widths: [Double]
    /// Where the columns' first lines start.
    let top: Double
    /// How far the lines can scroll: the tallest column's height beyond the room below `top`.
    let scrollLimit: Double

    /// The height of a section's title line, of a key's line, and the gap after a section.
    static let titleHeight = 24.0, lineHeight = 18.0, sectionGap = 10.0

    /// The layout for a scene and the user presets in `viewport`, text measured by `measure`;
    /// `nil` when the viewport leaves no room.
    init?(scene: any Scene, userPresets: [String], viewport: Size, measure: any TextMeasuring) {
        let width = min(HelpOverlay.size.width, viewport.width - 24)
        let height = min(HelpOverlay.size.height, viewport.height - 24)
        guard width > 0, height > 0 else { return nil }
        frame = Rect(x: (viewport.width - width) / 2, y: (viewport.height - height) / 2, width: width, height: height)
        top = frame.minY + 52
        let room = max(width - 40, 0)
        let original = HelpOverlay.columns(for: scene, userPresets: userPresets)
        var chosen = [original.flatMap { $0 }]
        for count in stride(from: original.count, through: 2, by: -1) {
            let merged = Self.merge(original, into: count)
            if Self.naturalWidths(merged, measure: measure).reduce(0, +) <= room {
                chosen = merged
                break
            }
        }
        columns = chosen
        widths = HelpOverlay.columnWidths(chosen, room: room, measure: measure)
        let tallest = chosen.map(Self.height(of:)).max() ?? 0
        scrollLimit = max(tallest - (frame.maxY - 8 - top), 0)
    }

    /// `columns` merged into `count` runs of neighbours, the first runs one longer where they
    /// do not divide evenly.
    static func merge(_ columns: [[HelpSection]], into count: Int) -> [[HelpSection]] {
        guard count < columns.count else { return columns }
        var runs: [[HelpSection]] = [], start = 0
        for run in 0..<count {
            let length = columns.count / count + (run < columns.count % count ? 1 : 0)
            runs.append(columns[start..<(start + length)].flatMap { $0 })
            start += length
        }
        return runs
    }

    /// Each column's widest line (key, gap and action, or title) plus 12 points.
    static func naturalWidths(_ columns: [[HelpSection]], measure: any TextMeasuring) -> [Double] {
        columns.map { sections in
            let entries = sections.flatMap(\.entries)
            let keys = entries.map { measure.width(of: $0.key, fontSize: 13) }.max() ?? 0
            let actions = entries.map { measure.width(of: $0.action, fontSize: 13) }.max() ?? 0
            let titles = sections.map { measure.width(of: $0.title, fontSize: 15) }.max() ?? 0
            return max(keys + PanelRow.gap + actions, titles) + 12
        }
    }

    /// A column's height: each section's title, its lines and the gap after it.
    static func height(of sections: [HelpSection]) -> Double {
        sections.reduce(0) { $0 + titleHeight + Double($1.entries.count) * lineHeight + sectionGap }
    }
}
