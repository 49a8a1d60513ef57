import VitrineCanvas
import VitrineLive
import VitrineParallax

/// Everything about the Parallax scene that a preset sets and the keys switch: the direction
/// of the pages and the scroll's feel; with `--swift`, the person's timing functions and
/// actions in the story, with their numbers.
struct ParallaxConfiguration: Sendable {
    /// Sideways or up and down.
    var direction = PVView.PVDirection.horizontal
    /// Deceleration rate and bounce.
    var feel = ScrollFeel()
    /// How far the eye is from items that turn about x or y, in points (PVView's default).
    var perspectiveDistance = 800.0
    /// How pictures sit behind the pages, when the window has pictures.
    var pictureMode = PictureContentMode.fill
    /// The person's timing functions racing in the story, with the numbers set in the panel.
    var liveTimingFunctions: [LiveTimingFunction] = []
    /// The person's actions playing in the story, with the numbers set in the panel.
    var liveActions: [LiveAction] = []

    /// The numbers the panel steps and presets files set.
    static let parameters: [NumericParameter<ParallaxConfiguration>] = [
        NumericParameter("perspectiveDistance", \.perspectiveDistance, step: 50, range: 200...4000)
    ]
}
