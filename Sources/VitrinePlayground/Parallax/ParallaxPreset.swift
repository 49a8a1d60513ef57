import VitrineParallax

/// The Parallax demos, by the names `--preset` takes: the same story scrolled sideways or up
/// and down.
public enum ParallaxPreset: String, CaseIterable, Sendable {
    case parallax
    case parallaxVertical = "parallax-vertical"

    /// The direction the pages scroll in.
    var direction: PVView.PVDirection {
        self == .parallax ? .horizontal : .vertical
    }
}
