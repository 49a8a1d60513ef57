import VitrineLive

extension UserPreset {
    /// The Swift files whose types the preset uses (`"swift"` in the presets file).
    public var swiftFiles: [String] {
        guard let showcase = configuration as? ShowcaseConfiguration else { return [] }
        return [(showcase.path as? LivePath)?.file, (showcase.transform as? LiveTransform)?.file].compactMap { $0 }
    }
}
