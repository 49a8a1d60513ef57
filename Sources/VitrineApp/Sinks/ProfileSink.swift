import VitrinePlayground
import VitrineFiles

/// Keeps every frame's phases and the atlas's work in it, and writes them to the `--profile`
/// file as CSV when the run ends, one row a frame: the phases in milliseconds, then the glyphs
/// and masks the atlas rasterized and its restarts.
struct ProfileSink: FrameSink {
    /// The CSV file.
    let path: String
    /// The frames so far.
    private var frames: [(phases: FramePhases, atlas: AtlasWork)] = []

    /// A profile written to `path`.
    init(path: String) {
        self.path = path
    }

    /// Keeps the frame's figures.
    mutating func take(_ frame: DrawnFrame) -> FrameSinkReport {
        frames.append((frame.phases, frame.atlasWork))
        return FrameSinkReport()
    }

    /// Writes the CSV.
    mutating func finish() -> FrameSinkReport {
        let ms = { (seconds: Double) in (seconds * 1000).decimalText(4) }
        var text = "frame,input,layout,tessellation,submit,sync,glyphs,masks,restarts\n"
        for (index, (phases, atlas)) in frames.enumerated() {
            text += "\(index),\(ms(phases.input)),\(ms(phases.layout)),\(ms(phases.tessellation)),"
                + "\(ms(phases.submit)),\(ms(phases.sync)),\(atlas.glyphs),\(atlas.masks),\(atlas.restarts)\n"
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
