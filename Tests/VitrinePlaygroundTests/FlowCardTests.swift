import Testing
import VitrineCanvas
import VitrineFlowLayout
import VitrineGeometry
@testable import VitrinePlayground

/// The seed's overlay alpha is 1 on the card in its slot and falls as the card leaves: the
/// picture darkens by what it lost, only where the dimming plugin sets it; the caption shows
/// whatever the plugins.
@Suite("Flow cards")
struct FlowCardTests {
    static func card(overlay: Double, followsOverlay: Bool) -> Node {
        var attributes = PluginableFlowLayoutAttributes(index: 0, frame: Rect(x: 0, y: 0, width: 320, height: 400),
                                                        scrollDirection: .horizontal)
        attributes.overlayAlpha = overlay
        return FlowCard(attributes: attributes, frame: attributes.frame, followsOverlay: followsOverlay).node
    }

    @Test func thePictureDarkensAsTheOverlayFades() {
        // The children end with the dimming, the caption and the percentages.
        let dimming = { (node: Node) in node.children[node.children.count - 3] }
        #expect(dimming(Self.card(overlay: 1, followsOverlay: true)).opacity == 0)
        #expect(abs(dimming(Self.card(overlay: 0.4, followsOverlay: true)).opacity - 0.6) < 1e-12)
        #expect(dimming(Self.card(overlay: 0, followsOverlay: false)).opacity == 0)
        for card in [Self.card(overlay: 0, followsOverlay: false), Self.card(overlay: 1, followsOverlay: true)] {
            let caption = card.children[card.children.count - 2]
            #expect(caption.opacity == 1 && caption.text == "Card 1 · 320 × 400")
        }
    }
}
