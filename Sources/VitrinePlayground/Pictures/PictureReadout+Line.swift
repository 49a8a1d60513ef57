import VitrineCanvas

extension PictureReadout {
    /// The motion lab's line, "pictures 34 textures · 48.2 of 256 MiB · 3 waiting" (with
    /// "· 2 cannot be shown" when some cannot), then shorter forms of it for a narrow box,
    /// longest first: with "48.2/256 MiB" and "2 not shown", then without "pictures" too.
    var lines: [String] {
        let mebibyte = 1024.0 * 1024
        let used = (Double(textureBytes) / mebibyte * 10).rounded() / 10
        let budget = Int((Double(budget) / mebibyte).rounded())
        let textures = textureCount == 1 ? "1 texture" : "\(textureCount) textures"
        let waiting = " · \(waitingCount) waiting"
        let full =
            "pictures \(textures) · \(used) of \(budget) MiB" + waiting
            + (problemCount == 0 ? "" : " · \(problemCount) cannot be shown")
        let short = "\(textures) · \(used)/\(budget) MiB" + waiting + (problemCount == 0 ? "" : " · \(problemCount) not shown")
        return [full, "pictures " + short, short]
    }
}
