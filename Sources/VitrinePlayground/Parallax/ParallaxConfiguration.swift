import VitrineParallax

/// Everything about the Parallax scene that a preset sets and the keys switch: the direction
/// of the pages and the scroll's feel.
struct ParallaxConfiguration: Sendable {
    /// Sideways or up and down.
    var direction = PVView.PVDirection.horizontal
    /// Deceleration rate and bounce.
    var feel = ScrollFeel()
    /// How far the eye is from items that turn about x or y, in points (PVView's default).
    var perspectiveDistance = 800.0

    /// The numbers the panel steps and presets files set.
    static let parameters: [NumericParameter<ParallaxConfiguration>] = [
        NumericParameter("perspectiveDistance", \.perspectiveDistance, step: 50, range: 200...4000),
    ]
}
