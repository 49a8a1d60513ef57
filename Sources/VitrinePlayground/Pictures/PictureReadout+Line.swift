import VitrineCanvas

extension PictureReadout {
    /// "pictures 34 textures · 48.2 of 256 MiB · 3 waiting", with "· 2 cannot be shown" when
    /// some cannot: the motion lab's line.
    var line: String {
        let mebibyte = 1024.0 * 1024
        let used = (Double(textureBytes) / mebibyte * 10).rounded() / 10
        return "pictures \(textureCount) textures · \(used) of \(Int((Double(budget) / mebibyte).rounded())) MiB"
            + " · \(waitingCount) waiting" + (problemCount == 0 ? "" : " · \(problemCount) cannot be shown")
    }
}
