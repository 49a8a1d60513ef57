/// Where the Showcase scene puts its cards, by the formula it uses
/// (`ShowcaseChoices.itemSize(for:direction:)` and `Layout.period`): a horizontal card is 0.42 of
/// the viewport's height tall (between 40 points and 320 times the interface scale,
/// min(width / 1280, height / 720) kept in 1...3) and three quarters of that wide (to a
/// hundredth of a point), 16
/// points apart (8 with a carousel transform: coverflow, cylinder, rotary, wheel, time machine),
/// and card i is centered at offset i · period.
enum ShowcaseLayout {
    /// The gap between cards in the built-in presets without a carousel transform.
    static let lineSpacing = 16.0
    /// The gap between cards in the presets with a carousel transform (`Layout`'s default).
    static let carouselLineSpacing = 8.0

    /// The distance from one horizontal card's center to the next in a viewport `width` by
    /// `height`, cards `lineSpacing` apart: 242.8 points at 1280 × 720 and 16 points (cards
    /// 226.8 × 302.4).
    static func horizontalPeriod(width: Double = 1280, height: Double, lineSpacing: Double = lineSpacing) -> Double {
        let scale = min(max(min(width / 1280, height / 720), 1), 3)
        let side = max(min(height * 0.42, 320 * scale), 40)
        return lineSpacing + (side * 0.75 * 100).rounded() / 100
    }
}
