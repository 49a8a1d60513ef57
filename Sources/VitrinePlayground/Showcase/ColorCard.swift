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
    var node = Node(cornerRadius: 18)

    init() {
        node.fontSize = 40
    }

    /// The number's color on a card of `color`: white, or the window's near-black on light
    /// cards (yellow, green, orange), whichever has the higher contrast.
    static func numberColor(on color: Color) -> Color {
        color.legibleText(light: .white, dark: Color(hex: 0x16161D))
    }

    func configure(with model: ColorModel) {
        node.fillColor = model.color
        node.textColor = Self.numberColor(on: model.color)
        node.text = "\(model.number)"
    }
}
