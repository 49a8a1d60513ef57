import VitrineCanvas
import VitrineGeometry

extension ParallaxStory {
    /// The hero's colors, page by page: each dark enough for its white name to read at WCAG AA
    /// (4.6 : 1 to 6.04 : 1).
    static let heroColors: [Color] = [0x2563EB, 0x7C3AED, 0xDB2777, 0xC2410C, 0x15803D].map { Color(hex: $0) }

    /// The balls' colors and the names of their timing functions.
    static let balls: [(color: Color, name: String)] = [
        (Color(hex: 0x94A3B8), "linear"), (Color(hex: 0xFACC15), "easeOutBounce"),
        (Color(hex: 0x2DD4BF), "easeOutElastic"), (Color(hex: 0xF472B6), "easeInOutBack"),
    ]

    /// The titles and captions, page by page.
    static let words: [(title: String, caption: String)] = [
        ("Parallax pages", "Scroll on: the card moves, turns, grows and changes color"),
        ("Timing functions", "Four balls, four curves: linear, bounce, elastic, back"),
        ("Staggered offsets", "Each bar starts a tenth of a page after the one before"),
        ("Turns in 3-D", "The card tips about x and flips about y, in perspective"),
        ("That's PVView", "In Swift, on SDL2. Drag back to play it in reverse"),
    ]

    /// The node an item starts as; its actions place and shape it from there.
    static func node(for item: ParallaxItem) -> Node {
        switch item {
        case .hero:
            var node = Node(size: Size(width: 200, height: 200), fillColor: heroColors[0], cornerRadius: 24)
            node.text = "PVView"
            node.fontSize = 30
            return node
        case .title0, .title1, .title2, .title3, .title4:
            return wordNode(words[wordPage(of: item)].title, fontSize: 46, color: .white)
        case .caption0, .caption1, .caption2, .caption3, .caption4:
            return wordNode(words[wordPage(of: item)].caption, fontSize: 22, color: Color(white: 1, alpha: 0.72))
        case .ballLinear, .ballBounce, .ballElastic, .ballBack:
            let ball = balls[ParallaxItem.balls.firstIndex(of: item) ?? 0]
            return ballNode(color: ball.color, legend: ball.name)
        case .bar0, .bar1, .bar2, .bar3, .bar4:
            return Node(size: Size(width: 56, height: 130), fillColor: Color(hex: 0x14B8A6), cornerRadius: 10)
        }
    }

    /// A ball of `color` with the name of its timing function, `legend`, to its right.
    static func ballNode(color: Color, legend: String) -> Node {
        var label = Node(center: Point(x: 26 + 90, y: 13), size: Size(width: 160, height: 26))
        label.text = legend
        label.fontSize = 15
        label.textAlignment = .leading
        label.textColor = Color(white: 1, alpha: 0.8)
        return Node(size: Size(width: 26, height: 26), fillColor: color, cornerRadius: 13, children: [label])
    }

    /// The page a title or caption belongs to.
    static func wordPage(of item: ParallaxItem) -> Int {
        switch item {
        case .title0, .caption0: 0
        case .title1, .caption1: 1
        case .title2, .caption2: 2
        case .title3, .caption3: 3
        default: 4
        }
    }

    private static func wordNode(_ text: String, fontSize: Double, color: Color) -> Node {
        var node = Node(size: Size(width: 1000, height: fontSize * 1.6))
        node.text = text
        node.fontSize = fontSize
        node.textColor = color
        return node
    }
}
