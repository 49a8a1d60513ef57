import Testing
import VitrineCanvas
import VitrineGeometry

/// A first node painting the whole frame opaquely becomes the clear color.
@Suite("Backgrounds as the clear color")
struct BackgroundSeparationTests {
    static let frame = Rect(x: 0, y: 0, width: 640, height: 360)

    // A window-sized page: its color, and the page without its fill, its children kept.
    @Test func aPageCoveringTheFrameIsItsClearColor() throws {
        let page = Node(
            center: Point(x: 320, y: 180), size: Size(width: 640, height: 360), fillColor: Color(hex: 0x0F172A),
            children: [Node(center: Point(x: 10, y: 10), size: Size(width: 5, height: 5), fillColor: .white)])
        let (color, remainder) = try #require(page.separatingBackground(covering: Self.frame))
        #expect(color == Color(hex: 0x0F172A) && remainder.fillColor.alpha == 0 && remainder.children == page.children)
        // At pixel scale 2 it covers a 1280 × 720 drawable.
        #expect(page.separatingBackground(covering: Rect(x: 0, y: 0, width: 1280, height: 720), pixelScale: 2) != nil)
    }

    // Inside a group scaled by 2 about the corner (a scene fitted to a larger window), a
    // 320 × 180 page covers the 640 × 360 frame; the group keeps its other children.
    @Test func aScaledGroupsFirstChildCanBeTheBackground() throws {
        let page = Node(center: Point(x: 160, y: 90), size: Size(width: 320, height: 180), fillColor: .black)
        var group = Node(children: [
            page, Node(center: Point(x: 50, y: 50), size: Size(width: 20, height: 20), fillColor: .white),
        ])
        group.sublayerTransform = .makeScale(2, 2, 1)
        let (color, remainder) = try #require(group.separatingBackground(covering: Self.frame))
        #expect(color == .black && remainder.children[0].fillColor.alpha == 0 && remainder.children[1] == group.children[1])
    }

    // A page a pixel short, with rounded corners, translucent, faded or turned covers nothing.
    @Test func onlyAnOpaqueSquareUnturnedPageHoldingTheFrameQualifies() {
        let page = Node(center: Point(x: 320, y: 180), size: Size(width: 640, height: 360), fillColor: .black)
        var short = page
        short.size.width = 639
        var rounded = page
        rounded.cornerRadius = 4
        var translucent = page
        translucent.fillColor = Color(white: 0, alpha: 0.5)
        var faded = page
        faded.opacity = 0.99
        var turned = page
        turned.transform = .makeRotation(0.01, 0, 0, 1)
        for node in [short, rounded, translucent, faded, turned] {
            #expect(node.separatingBackground(covering: Self.frame) == nil)
        }
    }
}
