import VitrineParallax

/// Everything about the Parallax scene that a preset sets and the keys switch: the direction
/// of the pages and the scroll's feel.
struct ParallaxConfiguration {
    /// Sideways or up and down.
    var direction = PVView.PVDirection.horizontal
    /// Deceleration rate and bounce.
    var feel = ScrollFeel()
}
