import VitrineInput

/// A Parallax preset: the same story scrolled sideways or up and down, with UIScrollView's feel.
typealias ParallaxPreset = ScenePreset<ParallaxConfiguration>

extension ScenePreset where Configuration == ParallaxConfiguration {
    /// The Parallax presets, in the order `--preset` lists them. A new preset: its declaration
    /// below and one line here.
    static let all: [ParallaxPreset] = [.parallax, .parallaxVertical]

    static let parallax = ParallaxPreset(
        "parallax", hotkey: .function(4),
        configuration: ParallaxConfiguration(direction: .horizontal))
    static let parallaxVertical = ParallaxPreset(
        "parallax-vertical", hotkey: .function(5),
        configuration: ParallaxConfiguration(direction: .vertical))
}
