import VitrinePlayground
import Foundation

/// Saves the frame S asked for to a new PNG in the current folder, named after the preset
/// (`vitrine-coverflow-1.png`, then `-2`, …), and says where, in the window and on standard
/// output; a failure says why instead.
struct ExportSink: FrameSink {
    /// Saves the frame if S asked for it.
    mutating func take(_ frame: DrawnFrame) -> FrameSinkReport {
        guard frame.isExportRequested else { return FrameSinkReport() }
        let folder = FileManager.default.currentDirectoryPath
        var number = 1
        var path: String { "\(folder)/vitrine-\(frame.presetName)-\(number).png" }
        while FileManager.default.fileExists(atPath: path) { number += 1 }
        do {
            try frame.renderer.readPixels().writePNG(to: path, existing: .keep)
            print("vitrine: saved \(path)")
            return FrameSinkReport(notice: ("Saved \(path)", false, 3))
        } catch {
            App.warn(error.description)
            return FrameSinkReport(notice: ("Could not save \(path): \(error.message)", true, 5))
        }
    }
}
