import VitrineFiles
import VitrinePlayground

/// Saves the frame S asked for to a new PNG in the working folder, named after the preset
/// (`vitrine-coverflow-1.png`, then `-2`, …: never over a file, nor a symbolic link), and says
/// where, in the window and on standard output; a failure (the working folder deleted, a full
/// disk) says why instead, also on standard error, and makes the exit status 1.
struct ExportSink: FrameSink {
    /// Saves the frame if S asked for it.
    mutating func take(_ frame: DrawnFrame) -> FrameSinkReport {
        guard frame.isPNGRequested else { return FrameSinkReport() }
        let path: String
        do {
            path = try WorkingFolder.firstFreePath { "vitrine-\(frame.presetName)-\($0).png" }
        } catch {
            App.warn("S: cannot save \(error)")
            return FrameSinkReport(
                failures: ["S: cannot save \(error)"],
                result: .pngFailed(path: error.path, reason: error.reason))
        }
        do {
            try frame.renderer.readPixels().writePNG(to: path, existing: .keep)
            StandardOutput.announce("vitrine: saved \(path)")
            return FrameSinkReport(result: .pngSaved(path: path))
        } catch {
            App.warn(error.description)
            return FrameSinkReport(failures: [error.description], result: .pngFailed(path: path, reason: error.message))
        }
    }
}
