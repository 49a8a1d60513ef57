import VitrineCanvas
import VitrineGeometry
import VitrineShowcase

/// The Showcase scene's model: a color and the item's number.
struct ColorModel: ReusableModel {
    var color: Color
    var number: Int
}

/// A rounded card in its model's color with its number on it, as the seed's demo `ColorView`;
/// the number is white or near-black, whichever reads better on the card's color (WCAG).
final class ColorCard: ReusableView {
    var node = Node()

    init() {}

    /// The longer side of a card in a 1280 × 720 window (0.42 · 720), where its number is 40
    /// points and its corners 18.
    static let referenceLength = 302.4

    /// `node` as placed by the showcase, with its number and corners in proportion to its size
    /// (40 and 18 points on a card ``referenceLength`` long), so that they grow and shrink with
    /// the window; the number's size is rounded to whole points.
    static func fitted(_ node: Node) -> Node {
        var node = node
        let scale = max(node.size.width, node.size.height) / referenceLength
        node.fontSize = (40 * scale).rounded()
        node.cornerRadius = 18 * scale
        return node
    }

    /// The number's color on a card of `color`: white, or the window's near-black on light
    /// cards (yellow, green, orange), whichever has the higher contrast.
    static func numberColor(on color: Color) -> Color {
        color.legibleText(light: .white, dark: PlaygroundCore.windowColor)
    }

    func configure(with model: ColorModel) {
        node.fillColor = model.color
        node.textColor = Self.numberColor(on: model.color)
        node.text = "\(model.number)"
    }
}
