import VitrineParallax

/// The items the Parallax story adds for a person's own types (`--swift`): a ball racing beside
/// the built-in four for each timing function, and a label on the title page for each action.
enum ParallaxLiveItem: Hashable, PVItemType {
    /// The ball of the person's timing function `index`, in the order their files list them.
    case ball(Int)
    /// The label that plays the person's action `index`.
    case label(Int)

    /// "swift-ball-0", "swift-label-0".
    var identifier: String {
        switch self {
        case .ball(let index): "swift-ball-\(index)"
        case .label(let index): "swift-label-\(index)"
        }
    }
}
