import VitrineParallax

/// The Parallax demos, by the names `--preset` takes: the same story scrolled sideways or up
/// and down.
public enum ParallaxPreset: String, CaseIterable, Sendable {
    case parallax
    case parallaxVertical = "parallax-vertical"

    /// The demo's direction, with UIScrollView's feel.
    var configuration: ParallaxConfiguration {
        ParallaxConfiguration(direction: self == .parallax ? .horizontal : .vertical)
    }
}
