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
    static func flowCard(overlay: Double, followsOverlay: Bool) -> FlowCard {
        var attributes = PluginableFlowLayoutAttributes(
            index: 0, frame: Rect(x: 0, y: 0, width: 320, height: 400),
            scrollDirection: .horizontal)
        attributes.overlayAlpha = overlay
        return FlowCard(attributes: attributes, frame: attributes.frame, followsOverlay: followsOverlay)
    }

    static func card(overlay: Double, followsOverlay: Bool) -> Node {
        flowCard(overlay: overlay, followsOverlay: followsOverlay).node
    }

    // The picture's own colors are darkened as 0.55 × (1 − overlay) of black over them would:
    // no layer is drawn over it. Its sky (the first child) and every bar of its skyline.
    @Test func thePictureDarkensAsTheOverlayFades() {
        #expect(Self.flowCard(overlay: 1, followsOverlay: true).dimming == 0)
        #expect(abs(Self.flowCard(overlay: 0.4, followsOverlay: true).dimming - 0.55 * 0.6) < 1e-12)
        #expect(Self.flowCard(overlay: 0, followsOverlay: false).dimming == 0)
        let plain = Self.card(overlay: 1, followsOverlay: true), dimmed = Self.card(overlay: 0.4, followsOverlay: true)
        #expect(plain.children.count == dimmed.children.count)
        let shade = Color(white: 0, alpha: 0.55 * 0.6)
        for (bright, dark) in zip(plain.children, dimmed.children).dropLast(2) {
            let expected = shade.composited(over: bright.fillColor)
            #expect(
                abs(dark.fillColor.red - expected.red) < 1e-12 && abs(dark.fillColor.green - expected.green) < 1e-12
                    && abs(dark.fillColor.blue - expected.blue) < 1e-12 && dark.fillColor.alpha == 1)
        }
        #expect(dimmed.children.dropLast(2).allSatisfy { $0.fillColor.red < 0.7 })
        for card in [Self.card(overlay: 0, followsOverlay: false), Self.card(overlay: 1, followsOverlay: true)] {
            let caption = card.children[card.children.count - 2]
            #expect(caption.opacity == 1 && caption.text == "Card 1 · 320 × 400")
        }
    }

    // Text that fits keeps its size; wider text shrinks by the ratio of the widths, down to 9
    // points, and a line still too wide then loses the middle of its label, never its value
    // (estimated widths).
    @Test func cardTextShrinksToFitItsCard() {
        let measure = EstimatedTextMeasure()
        let lines = [(label: "collection", value: "+0.25"), (label: "ideal & collection", value: "−0.50")]
        let text = "collection +0.25\nideal & collection −0.50"
        let widest = measure.width(of: "ideal & collection −0.50", fontSize: 13)
        let fitting = FlowCard.fitted(lines, fontSize: 13, in: widest)
        #expect(fitting.text == text && fitting.fontSize == 13)
        let smaller = FlowCard.fitted(lines, fontSize: 13, in: widest * 0.8)
        #expect(smaller.text == text && abs(smaller.fontSize - 13 * 0.8) < 1e-12)
        let narrow = FlowCard.fitted(lines, fontSize: 13, in: 64)
        #expect(narrow.fontSize == 9)
        let shown = narrow.text.split(separator: "\n").map(String.init)
        #expect(shown.count == 2 && shown[1].hasSuffix(" −0.50") && shown[1].contains("…"), "\(shown)")
        for line in shown {
            #expect(measure.width(of: line, fontSize: 9) <= 64, "\(line)")
        }
    }
}
