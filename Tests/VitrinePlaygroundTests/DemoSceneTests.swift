import Testing
import VitrineCanvas
import VitrineGeometry

@testable import VitrinePlayground

/// The demo's turning pink square keeps clear of the "square" card beside it on the second
/// screen, at every angle.
@Suite("The demo scene")
struct DemoSceneTests {
    static let pink = Color(hex: 0xF783AC)

    /// The least distance from `point` to the rectangle `rect` (0 inside it).
    static func distance(from point: Point, to rect: Rect) -> Double {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX), dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The corners of `node` turned by its transform about its center (a rotation about z).
    static func corners(of node: Node) -> [Point] {
        let cosine = node.transform.m11, sine = node.transform.m12
        return [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
            let x = sx * node.size.width / 2, y = sy * node.size.height / 2
            return Point(x: node.center.x + x * cosine - y * sine, y: node.center.y + x * sine + y * cosine)
        }
    }

    @Test(arguments: [Size(width: 1280, height: 720), Size(width: 1920, height: 1080)])
    func thePinkSquareNeverTouchesTheSquareCard(viewport: Size) {
        var scene = DemoScene()
        var nearest = Double.infinity
        // A turn at 0.5 rad/s takes 12.6 s: every 0.05 s is every 1.4°.
        for index in 0...260 {
            let now = Double(index) * 0.05
            scene.update(at: FrameTime(now: now, delta: 0.05, index: index), viewport: viewport)
            let nodes = scene.makeDesignNodes(viewport: DesignFit.viewport(for: viewport))
            let squares = nodes.filter { $0.fillColor == Self.pink }
            let cards = nodes.filter { $0.text == "square" }
            #expect(squares.count == 2 && cards.count == 2)
            for square in squares {
                for card in cards {
                    for corner in Self.corners(of: square) {
                        nearest = min(nearest, Self.distance(from: corner, to: card.frame))
                    }
                }
            }
        }
        // The square's half-diagonal is 70.7 points; on the second screen its center is 0.75
        // cells (150 points at 1280) from the card's, whose half-width is 60.
        #expect(nearest >= 19, "\(nearest)")
    }

    // At 400 × 300 the demo is drawn at 0.3125: its 18-point labels are drawn at 28.8 design
    // points, 9 on screen, and each fits inside its item with room to spare (estimated widths,
    // wider than the font's). At 1280 × 720 and above they stay 18.
    @Test(arguments: [Size(width: 400, height: 300), Size(width: 1280, height: 720), Size(width: 3840, height: 2160)])
    func labelsAreReadableAndInsideTheirItems(window: Size) throws {
        let scale = DesignFit.scale(for: window)
        let drawn = DesignFit.scaled(DemoScene().makeDesignNodes(viewport: DesignFit.viewport(for: window)), in: window)
        let nodes = scale == 1 ? drawn : try #require(drawn.first).children
        let labels = nodes.filter { $0.text != nil }
        #expect(labels.count == 16)
        for label in labels {
            let size = label.fontSize
            #expect(size == (window.width == 400 ? 28.8 : 18) && size * scale >= 9 - 1e-9)
            let width = EstimatedTextMeasure().width(of: label.text ?? "", fontSize: size)
            #expect(width <= label.size.width * 0.95, "\(label.text ?? "") is \(width) wide on a \(label.size.width) item")
            #expect(size * 1.2 <= label.size.height, "\(label.text ?? "")")
        }
    }

    @Test func theCornersFollowTheTurn() {
        var node = Node(center: Point(x: 0, y: 0), size: Size(width: 2, height: 2))
        node.transform = .makeRotation(.pi / 4, 0, 0, 1)
        let top = Self.corners(of: node).map(\.y).min() ?? 0
        #expect(abs(top + 2.0.squareRoot()) < 1e-12)
    }
}
