import Foundation
import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineParallax

/// The README's example, verbatim, so that it keeps compiling and doing what it says.
private enum Item: String, PVItemType {
    case card
    var identifier: String { rawValue }
}

private final class Story: PVViewDelegate {
    func numberOfPages(in parallaxView: PVView) -> Int { 3 }
    func parallaxView(_ parallaxView: PVView, itemsOnPage pageIndex: Int) -> [any PVItemType] { [Item.card] }
    func parallaxView(_ parallaxView: PVView, viewForItem item: any PVItemType) -> Node {
        Node(size: Size(width: 120, height: 120), fillColor: Color(hex: 0x3B82F6), cornerRadius: 16)
    }
    func parallaxView(
        _ parallaxView: PVView, actionsOfItem item: any PVItemType,
        onPage pageIndex: Int
    ) -> [any PVActionType] {
        let middle =
            (try? PVParameters(
                startOffset: 0.2, stopOffset: 0.8,
                timingFunction: PVTimingFunction(name: .easeInOutCubic))) ?? .default
        return [
            PVActionMove(
                fromPosition: PVPoint(x: 0.2, y: 0.5, isRelative: true),
                toPosition: PVPoint(x: 0.8, y: 0.5, isRelative: true)),
            PVActionRotate(toY: .pi, parameters: middle),
        ]
    }
}

@Suite("The README's PVView example")
struct ReadmeExampleTests {
    @Test func theCardCrossesThePageAndFlipsInTheMiddle() {
        let story = Story()
        let view = PVView(viewport: Size(width: 1280, height: 720))
        view.delegate = story
        view.reload()
        view.scroll(to: 640, animated: false, at: 0)
        let target = view.target(forItemBy: "card")
        // Half a page: x = 0.2 + 0.6 · ½ of 1280; the turn, over 0.2…0.8, is halfway through its
        // own span, eased by the curve (not symmetric: P2 is (0.355, 1), not (0.355, 0.955)).
        #expect(target?.node.center == Point(x: 640, y: 360))
        let eased = PVTimingFunction(name: .easeInOutCubic).evaluate(0.5)
        #expect(target.map { abs($0.rotationY - .pi * eased) < 1e-12 } == true)
        #expect(eased > 0.5 && eased < 0.53)
        #expect(view.makeNodes().count == 1)
    }
}
