import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineShowcase

@testable import VitrinePlayground

/// The Showcase scene's cards follow the window: 42 % of it across the axis, at most 320 points
/// times the interface's scale, their number and corners in proportion.
@Suite("The Showcase scene's card size")
struct ShowcaseSceneSizeTests {
    /// The cards the scene draws, nearest the center first.
    func cards(_ scene: ShowcaseScene, in viewport: Size) -> [Node] {
        (scene.makeNodes(viewport: viewport).first?.children ?? [])
            .sorted {
                $0.center.distance(to: Point(x: viewport.width / 2, y: viewport.height / 2))
                    < $1.center.distance(to: Point(x: viewport.width / 2, y: viewport.height / 2))
            }
    }

    // 0.42 · 720 = 302.4 tall, 226.8 wide; 1080: 453.6 (under 480); 2160: 907.2 (under 960);
    // 1280 × 900: 378, over the cap of 320 at scale 1; vertical 400 wide: 168 wide, 126 tall.
    @Test(arguments: [
        (Size(width: 1280, height: 720), LayoutDirection.horizontal, Size(width: 226.8, height: 302.4)),
        (Size(width: 1920, height: 1080), .horizontal, Size(width: 340.2, height: 453.6)),
        (Size(width: 3840, height: 2160), .horizontal, Size(width: 680.4, height: 907.2)),
        (Size(width: 1280, height: 900), .horizontal, Size(width: 240, height: 320)),
        (Size(width: 400, height: 300), .vertical, Size(width: 168, height: 126)),
    ])
    func theCardSizeFollowsTheWindow(viewport: Size, direction: LayoutDirection, expected: Size) {
        let size = ShowcaseChoices.itemSize(for: viewport, direction: direction)
        #expect(abs(size.width - expected.width) < 1e-9 && abs(size.height - expected.height) < 1e-9)
    }

    // 40 and 18 points on a card 302.4 long, in proportion: 453.6 long (1.5 ×) → 60 and 27;
    // 126 long → 16.67, rounded to 17, and 7.5.
    @Test func theNumberAndCornersFollowTheCard() {
        let standard = ColorCard.fitted(Node(size: Size(width: 226.8, height: 302.4)))
        #expect(standard.fontSize == 40 && abs(standard.cornerRadius - 18) < 1e-12)
        let large = ColorCard.fitted(Node(size: Size(width: 453.6, height: 340.2)))
        #expect(large.fontSize == 60 && abs(large.cornerRadius - 27) < 1e-12)
        let small = ColorCard.fitted(Node(size: Size(width: 94.5, height: 126)))
        #expect(small.fontSize == 17 && abs(small.cornerRadius - 7.5) < 1e-12)
    }

    // Card 5 centered at 1280 × 720 is centered at 1920 × 1080, its card 340.2 × 453.6 with a
    // 60-point number; and back.
    @Test func aResizeGrowsTheCardsAndKeepsTheCardInFocus() {
        let small = Size(width: 1280, height: 720), large = Size(width: 1920, height: 1080)
        var scene = ShowcaseScene(preset: .simpleHorizontal, viewport: small)
        scene.focus(onItem: 5)
        scene.update(at: FrameTime(now: 0, delta: 1.0 / 60, index: 0), viewport: large)
        #expect(scene.focusedItem == 5)
        let card = cards(scene, in: large)[0]
        #expect(card.text == "5" && card.center == Point(x: 960, y: 540))
        #expect(abs(card.size.width - 340.2) < 1e-9 && card.fontSize == 60)
        scene.update(at: FrameTime(now: 1.0 / 60, delta: 1.0 / 60, index: 1), viewport: small)
        #expect(scene.focusedItem == 5 && cards(scene, in: small)[0].text == "5")
        #expect(abs(cards(scene, in: small)[0].size.height - 302.4) < 1e-9)
    }
}
