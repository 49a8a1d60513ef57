import VitrineFiles

extension App {
    /// Writes the frames' phases to the `--profile` file as CSV, one row a frame: the phases in
    /// milliseconds, then the glyphs and masks the atlas rasterized and its restarts.
    func writeProfile() {
        guard let path = options.profilePath else { return }
        let ms = { (seconds: Double) in (seconds * 1000).decimalText(4) }
        var text = "frame,input,layout,tessellation,submit,sync,glyphs,masks,restarts\n"
        for (index, (phases, atlas)) in frameProfile.enumerated() {
            text += "\(index),\(ms(phases.input)),\(ms(phases.layout)),\(ms(phases.tessellation)),"
                + "\(ms(phases.submit)),\(ms(phases.sync)),\(atlas.glyphs),\(atlas.masks),\(atlas.restarts)\n"
        }
        do {
            try FileWriter.write(Array(text.utf8), to: path)
        } catch {
            Self.warn("--profile: cannot write \(error)")
            failures.append("--profile: cannot write \(error)")
        }
    }
}
