import Foundation

extension App {
    /// Writes the frames' phases to the `--profile` file as CSV, one row a frame, milliseconds.
    func writeProfile() {
        guard let path = options.profilePath else { return }
        let ms = { (seconds: Double) in (seconds * 1000).decimalText(4) }
        var text = "frame,input,layout,tessellation,submit,sync\n"
        for (index, phases) in frameProfile.enumerated() {
            text += "\(index),\(ms(phases.input)),\(ms(phases.layout)),\(ms(phases.tessellation)),"
                + "\(ms(phases.submit)),\(ms(phases.sync))\n"
        }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            Self.warn("--profile: cannot write \(path): \(error.localizedDescription)")
            failures.append("--profile: cannot write \(path)")
        }
    }
}
