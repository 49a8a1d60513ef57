import Foundation
import VitrineSDL

extension App {
    /// Writes the frame just drawn to a new PNG in the current folder, named after the preset
    /// (`vitrine-coverflow-1.png`, then `-2`, …), and says where, in the window and on standard
    /// output; a failure says why instead.
    func export(at now: Double) {
        let folder = FileManager.default.currentDirectoryPath
        var number = 1
        var path: String { "\(folder)/vitrine-\(scene.presetName)-\(number).png" }
        while FileManager.default.fileExists(atPath: path) { number += 1 }
        do {
            try renderer.readPixels().writePNG(to: path, existing: .keep)
            notice = Notice(text: "Saved \(path)", isError: false, expiry: now + 3)
            print("vitrine: saved \(path)")
        } catch {
            notice = Notice(text: "Could not save \(path): \(error.message)", isError: true, expiry: now + 5)
            Self.warn(error.description)
        }
    }
}
