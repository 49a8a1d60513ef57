import VitrineCanvas
import VitrineGeometry
import VitrineShowcase

/// The Showcase scene's model: a color and the item's number.
struct ColorModel: ReusableModel {
    var color: Color
    var number: Int
}

/// A rounded card in its model's color with its number on it, as the seed's demo `ColorView`.
final class ColorCard: ReusableView {
    var node = Node(cornerRadius: 18)

    init() {
        node.fontSize = 40
        node.textColor = Color(white: 1, alpha: 0.9)
    }

    func configure(with model: ColorModel) {
        node.fillColor = model.color
        node.text = "\(model.number)"
    }
}
