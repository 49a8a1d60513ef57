import VitrinePlayground

extension RunOptions {
    /// The narrowest window `--compare` splits: two halves of ``minimumHalfWidth`` points and
    /// the gap between them.
    public static let minimumCompareWidth = 2 * Layout.minimumHalfWidth + Layout.gap

    /// The halves of a compared window, in whole points.
    public enum Layout {
        /// The narrowest half `--compare` starts with, in points: 100.
        public static let minimumHalfWidth = 100
        /// The gap between the halves, in points, left in the window's color: 2.
        public static let gap = 2
    }

    /// Checks `--compare`: a preset that exists (a presets file's is checked once the file is
    /// read) and a window wide enough for two halves.
    func validateComparison() throws(PlaygroundError) {
        guard let comparePreset else { return }
        guard Presets.names.contains(comparePreset) || presetsPath != nil else {
            throw Presets.unknown(comparePreset, flag: "--compare")
        }
        guard width >= Self.minimumCompareWidth else {
            throw PlaygroundError(
                "--compare splits the window in two halves of at least \(Layout.minimumHalfWidth) points: "
                    + "it needs --width \(Self.minimumCompareWidth) or more, got \(width)")
        }
    }
}
