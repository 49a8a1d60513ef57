/// Where the Showcase scene puts its cards, by the formula it uses
/// (`ShowcaseChoices.itemSize(for:direction:)` and `Layout.period`): a horizontal card is 0.42 of
/// the viewport's height tall (between 40 and 320 points) and three quarters of that wide, 16
/// points apart, and card i is centered at offset i · period.
enum ShowcaseLayout {
    /// The gap between cards in every built-in preset.
    static let lineSpacing = 16.0

    /// The distance from one horizontal card's center to the next in a viewport `height` tall:
    /// 242.8 points at 720 (cards 226.8 × 302.4).
    static func horizontalPeriod(height: Double) -> Double {
        let side = max(min(height * 0.42, 320), 40)
        return lineSpacing + side * 0.75
    }
}
