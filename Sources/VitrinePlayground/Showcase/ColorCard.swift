import VitrineCanvas
import VitrineGeometry
import VitrineShowcase

/// The Showcase scene's model: a color and the item's number, or the card's picture, or the
/// name of a picture file that cannot be shown and why.
struct ColorModel: ReusableModel {
    var color: Color
    var number: Int
    /// The picture the card shows over its color, if any.
    var picture: NodePicture?
    /// What the card says in place of its number ("name.jpg", then why it shows no picture).
    var caption: String?
}

/// A rounded card in its model's color with its number on it, as the seed's demo `ColorView`;
/// the number is white or near-black, whichever reads better on the card's color (WCAG). With a
/// picture the card shows the picture instead, and for a file that cannot be shown its name and
/// the reason, smaller.
final class ColorCard: ReusableView {
    var node = Node()

    init() {}

    /// The longer side of a card in a 1280 × 720 window (0.42 · 720), where its number is 40
    /// points and its corners 18.
    static let referenceLength = 302.4

    /// The size of a caption's text on a card ``referenceLength`` long.
    static let captionFontSize = 15.0

    /// `node` as placed by the showcase, with its number and corners in proportion to its size
    /// (40 and 18 points on a card ``referenceLength`` long), so that they grow and shrink with
    /// the window; the number's size is rounded to whole points. A caption (a file name, then
    /// why it shows no picture) is 15 points there, smaller or shortened in its middle where a
    /// line would not fit inside the card.
    static func fitted(_ node: Node) -> Node {
        var node = node
        let scale = max(node.size.width, node.size.height) / referenceLength
        if let caption = node.text, caption.contains("\n") {
            let lines = caption.split(separator: "\n").map { (label: String($0), value: "") }
            let fitted = FlowCard.fitted(lines, fontSize: captionFontSize * scale, in: node.size.width - 24 * scale)
            node.text = fitted.text
            node.fontSize = fitted.fontSize
            node.cornerRadius = 18 * scale
            return node
        }
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
        node.picture = model.picture
        node.text = model.picture != nil ? nil : model.caption ?? "\(model.number)"
    }
}
