import VitrineLive

extension UserPreset {
    /// The Swift files whose types the preset uses (`"swift"` in the presets file).
    public var swiftFiles: [String] {
        switch configuration {
        case let showcase as ShowcaseConfiguration:
            [(showcase.path as? LivePath)?.file, (showcase.transform as? LiveTransform)?.file].compactMap { $0 }
        case let flow as FlowConfiguration:
            flow.swiftFiles
        case let parallax as ParallaxConfiguration:
            parallax.swiftFiles
        default:
            []
        }
    }
}
