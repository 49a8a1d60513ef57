import VitrineFiles
@_spi(Vitrine) import VitrinePlayground

/// Keeps every frame's phases, the atlas's work in it and where the scene was, and writes them
/// to the `--profile` file as CSV when the run ends, one row a frame: the phases in
/// milliseconds, the glyphs and masks the atlas rasterized and its restarts, then the scene's
/// scroll offset in points and its focused item (each empty where the scene has none).
struct ProfileSink: FrameSink {
    /// One frame's row.
    private struct Row {
        var phases: FramePhases
        var atlas: AtlasWork
        var scrollOffset: Double?
        var focusedItem: Int?
    }

    /// The first line of the CSV.
    static let header = "frame,input,layout,tessellation,submit,sync,glyphs,masks,restarts,offset,focused\n"

    /// The CSV file.
    let path: String
    /// The frames so far.
    private var rows: [Row] = []

    /// A profile written to `path`.
    init(path: String) {
        self.path = path
    }

    /// Keeps the frame's figures.
    mutating func take(_ frame: DrawnFrame) -> FrameSinkReport {
        rows.append(
            Row(
                phases: frame.phases, atlas: frame.atlasWork, scrollOffset: frame.scrollOffset,
                focusedItem: frame.focusedItem))
        return FrameSinkReport()
    }

    /// Writes the CSV.
    mutating func finish() -> FrameSinkReport {
        let ms = { (seconds: Double) in (seconds * 1000).decimalText(4) }
        var text = Self.header
        for (index, row) in rows.enumerated() {
            let phases = row.phases, atlas = row.atlas
            // The offset as Swift prints a Double: the shortest text that reads back to the
            // same number, so a test can compare it exactly.
            let offset = row.scrollOffset.map { "\($0)" } ?? ""
            let focused = row.focusedItem.map { "\($0)" } ?? ""
            text +=
                "\(index),\(ms(phases.input)),\(ms(phases.layout)),\(ms(phases.tessellation)),"
                + "\(ms(phases.submit)),\(ms(phases.sync)),\(atlas.glyphs),\(atlas.masks),\(atlas.restarts),"
                + "\(offset),\(focused)\n"
        }
        do {
            try FileWriter.write(Array(text.utf8), to: path)
            return FrameSinkReport()
        } catch {
            App.warn("--profile: cannot write \(error)")
            return FrameSinkReport(failures: ["--profile: cannot write \(error)"])
        }
    }
}
