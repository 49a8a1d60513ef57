/// Where the lengths of the Showcase scene's cards along the axis come from: a preset's choice
/// (`"sizes"` in a presets file).
enum CardSizes: String, CaseIterable, Hashable, Sendable {
    /// Each card as long as its picture's proportions make it at the card's height (width, when
    /// vertical), with pictures; without them, the preset's ``ShowcaseConfiguration/itemLengths``
    /// when it has them. The default.
    case pictures
    /// Every card the size the window gives the cards, pictures or not.
    case uniform
}
