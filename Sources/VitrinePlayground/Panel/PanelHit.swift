import VitrineInput

/// What a click inside the panel does.
enum PanelHit: Hashable {
    /// Presses the key of a setting.
    case setting(Key)
    /// Selects parameter `index` and steps it by `steps` (0 only selects it).
    case parameter(index: Int, steps: Int)
    /// Nothing: a click on the panel's background, which the scene does not get either.
    case background
}
