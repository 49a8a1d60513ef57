import VitrineCanvas
import VitrineFlowLayout
import VitrineGeometry

/// One card of the Flow scene, drawn from its layout attributes: a picture window whose skyline
/// slides by the attributes' content translation (clipped to the window), darkened as the
/// seed README's overlay fades (the card leaving its slot), the card's caption at the bottom of
/// the window whatever the plugins, and the three visibility percentages underneath.
struct FlowCard {
    /// The attributes the card is drawn from.
    let attributes: PluginableFlowLayoutAttributes
    /// The card's frame in window points.
    let frame: Rect
    /// How much larger than at 1280 × 720 its text, mat and footer are: the interface's scale
    /// (1.5 at 1920 × 1080, 3 at 4K), as the cards themselves grow with the window.
    var scale = 1.0
    /// Whether a plugin sets the attributes' overlay (the parallax-and-dimming one): then the
    /// picture darkens as the overlay fades, as the card leaves its slot.
    var followsOverlay = false
    /// The picture file of the card, when the window has pictures: its name is the caption.
    var picture: PictureShelf.Picture?
    /// The picture as the window shows it, or `nil` (no pictures, or one that cannot be shown):
    /// then the skyline.
    var nodePicture: NodePicture?

    /// The mat around the picture window.
    static let margin = 8.0
    /// The height of the percentages under the picture.
    static let footerHeight = 58.0
    /// How dark the caption's band is over the picture.
    static let captionBandAlpha = 0.55
    /// How dark the picture is when the overlay has faded away entirely.
    static let darkestDimming = 0.55

    /// The mat of a card of `color`: the color taken most of the way to the window's.
    static func matColor(for color: Color) -> Color {
        color.interpolated(to: PlaygroundCore.windowColor, fraction: 0.55)
    }

    /// The card's node: the frame, the attributes' transform about its centre, their opacity
    /// and z-index.
    var node: Node {
        let color = FlowItems.color(of: attributes.index)
        var card = Node(
            center: Point(x: frame.midX, y: frame.midY), size: frame.size,
            fillColor: Self.matColor(for: color), cornerRadius: 14)
        card.transform = attributes.transform
        card.opacity = attributes.alpha
        card.zPosition = Double(attributes.zIndex)
        card.children = picture(color: color) + [caption, percentages]
        return card
    }

    /// The picture window, in the card's coordinates.
    var window: Rect {
        Rect(
            x: Self.margin * scale, y: Self.margin * scale, width: max(frame.width - 2 * Self.margin * scale, 0),
            height: max(frame.height - (Self.margin + Self.footerHeight) * scale, 0))
    }

    /// The sky and the skyline, or the card's picture, moved by the content translation, cut to
    /// the window and darkened by ``dimming``.
    private func picture(color: Color) -> [Node] {
        let window = self.window
        if var shown = nodePicture {
            shown.offset = Self.pictureOffset(attributes.contentTranslation, of: shown, in: window.size)
            if shown.contentMode == .fill { shown.zoom = Self.pictureZoom }
            var node = Node(center: window.center, size: window.size, fillColor: color.interpolated(to: .black, fraction: 0.6))
            node.picture = shown
            let shade = Node(center: window.center, size: window.size, fillColor: Color(white: 0, alpha: dimming))
            return dimming > 0 ? [node, shade] : [node]
        }
        let shade = Color(white: 0, alpha: dimming)
        let skyColor = shade.composited(over: color.interpolated(to: .white, fraction: 0.55))
        let barColor = shade.composited(over: color)
        var nodes = [Node(center: window.center, size: window.size, fillColor: skyColor)]
        let skyline = FlowSkyline(seed: attributes.index, direction: attributes.scrollDirection, window: window.size)
        let shift = attributes.contentTranslation
        for bar in skyline.bars {
            let moved = Rect(
                x: window.minX + bar.minX + shift.x, y: window.minY + bar.minY + shift.y,
                width: bar.width, height: bar.height)
            guard let visible = moved.intersection(window) else { continue }
            nodes.append(Node(center: visible.center, size: visible.size, fillColor: barColor))
        }
        return nodes
    }

    /// How much larger than the window a filling picture is drawn, so that the parallax plugin
    /// moves it inside the window without showing its edges.
    static let pictureZoom = 1.25

    /// The content translation as a picture's offset in a window of `size`: a filling picture,
    /// drawn ``pictureZoom`` times larger, moves no further than its edges allow; the others move
    /// as the skyline does.
    static func pictureOffset(_ translation: Point, of picture: NodePicture, in size: Size) -> Point {
        guard picture.contentMode == .fill else { return translation }
        var zoomed = picture
        zoomed.zoom = pictureZoom
        zoomed.offset = .zero
        guard let placed = zoomed.rect(in: size) else { return .zero }
        let room = Point(x: max(placed.width - size.width, 0) / 2, y: max(placed.height - size.height, 0) / 2)
        return Point(x: min(max(translation.x, -room.x), room.x), y: min(max(translation.y, -room.y), room.y))
    }

    /// How much the picture is darkened, as the opacity of black over it: the seed's overlay
    /// alpha is 1 on the card in its slot and falls as the card leaves, so the picture darkens by
    /// what the overlay lost (none without a plugin that sets it). Its colors are darkened
    /// themselves, as a black layer of this opacity over them would, without drawing one.
    var dimming: Double {
        followsOverlay ? Self.darkestDimming * (1 - min(max(attributes.overlayAlpha, 0), 1)) : 0
    }

    /// The caption at the bottom of the window, on a dark band: it belongs to the card, so it
    /// shows whatever the plugins.
    private var caption: Node {
        let window = self.window
        let height = min(30 * scale, window.height)
        let area = Rect(x: window.minX, y: window.maxY - height, width: window.width, height: height)
        var caption = Node(center: area.center, size: area.size, fillColor: Color(white: 0, alpha: Self.captionBandAlpha))
        let label =
            picture.map { picture in picture.problem.map { "\(picture.name) · \($0)" } ?? picture.name }
            ?? "Card \(attributes.index + 1) · \(Int(frame.width)) × \(Int(frame.height))"
        let fitted = Self.fitted([(label, "")], fontSize: 14 * scale, in: area.width - 8 * scale)
        caption.text = fitted.text
        caption.textColor = .white
        caption.fontSize = fitted.fontSize
        return caption
    }

    /// The three percentages, one a line.
    private var percentages: Node {
        let info = attributes.percentageInfo
        let area = Rect(
            x: (Self.margin + 4) * scale, y: frame.height - (Self.footerHeight - 2) * scale,
            width: max(frame.width - (2 * Self.margin + 8) * scale, 0), height: (Self.footerHeight - 6) * scale)
        var text = Node(center: area.center, size: area.size)
        let fitted = Self.fitted(
            [
                ("collection", Self.signed(info.collectionVisibility)),
                ("ideal frame", Self.signed(info.idealFrameVisibility)),
                ("ideal & collection", Self.signed(info.idealFrameAndCollectionVisibility)),
            ],
            fontSize: 13 * scale, in: area.width)
        text.text = fitted.text
        text.textColor = Color(white: 1, alpha: 0.92)
        text.fontSize = fitted.fontSize
        text.textAlignment = .leading
        return text
    }

    /// The smallest text on a card, in points.
    static let smallestText = 9.0

    /// A card's lines of text (a label, then its value after a space, or none) for a text
    /// `width` points wide: at `fontSize`, or smaller (down to ``smallestText``) so that the
    /// widest line fits; where a line does not fit even then, its label loses its middle to "…"
    /// and its value stays whole (`ide…on +0.25`). Measured by the estimate, which is wider
    /// than the font, so what fits here fits on screen.
    static func fitted(
        _ lines: [(label: String, value: String)], fontSize: Double,
        in width: Double
    ) -> (text: String, fontSize: Double) {
        let measure = EstimatedTextMeasure()
        let whole = lines.map { $0.value.isEmpty ? $0.label : "\($0.label) \($0.value)" }
        let widest = whole.map { measure.width(of: $0, fontSize: fontSize) }.max() ?? 0
        let size = widest > width && widest > 0 ? max(fontSize * width / widest, smallestText) : fontSize
        let shown = zip(lines, whole).map { line, text -> String in
            guard measure.width(of: text, fontSize: size) > width else { return text }
            guard !line.value.isEmpty else { return measure.fitting(text, fontSize: size, in: max(width, 0)) }
            let room = width - measure.width(of: " \(line.value)", fontSize: size)
            return "\(measure.fitting(line.label, fontSize: size, in: max(room, 0))) \(line.value)"
        }
        return (shown.joined(separator: "\n"), size)
    }

    /// `value` to two decimals with its sign: "+0.25", "−0.50", "0.00".
    static func signed(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let hundredths = Int((value * 100).rounded())
        let digits = "\(abs(hundredths) / 100).\(abs(hundredths) % 100 < 10 ? "0" : "")\(abs(hundredths) % 100)"
        return hundredths == 0 ? digits : (hundredths > 0 ? "+" : "−") + digits
    }
}
