import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

@Suite("The focus ring")
struct FocusRingTests {
    static let viewport = Size(width: 1280, height: 720)

    /// The ring nodes among a scene's card nodes (the first node's children).
    static func rings(_ nodes: [Node]) -> [Node] {
        (nodes.first?.children ?? []).filter { $0.fillColor == FocusRing.color }
    }

    @Test func aKeyThatMovesTheFocusShowsTheRingAndThePointerHidesIt() throws {
        var scene = ShowcaseScene(preset: .coverflow, viewport: Self.viewport)
        #expect(Self.rings(scene.makeNodes(viewport: Self.viewport)).isEmpty)
        scene.handle(.keyDown(.right, modifiers: [], isRepeat: false), at: 0, viewport: Self.viewport)
        scene.update(at: FrameTime(now: 2, delta: 1.0 / 60, index: 1), viewport: Self.viewport)
        let nodes = scene.makeNodes(viewport: Self.viewport)
        let ring = try #require(Self.rings(nodes).first)
        #expect(Self.rings(nodes).count == 1)
        // Right under the focused card (card 1, at rest in the middle): the band 6 points larger
        // on every side, its corners 6 rounder, then the gap of the window's color 3 larger, in
        // the card's place and transform.
        let cards = try #require(nodes.first?.children)
        let index = try #require(cards.firstIndex { $0.fillColor == FocusRing.color })
        let gap = cards[index + 1], card = cards[index + 2]
        #expect(card.text == "1" && scene.focusedItem == 1)
        #expect(ring.center == card.center && ring.transform == card.transform && ring.zPosition == card.zPosition)
        #expect(ring.size == Size(width: card.size.width + 12, height: card.size.height + 12))
        #expect(ring.cornerRadius == card.cornerRadius + 6)
        #expect(gap.fillColor == PlaygroundCore.windowColor && gap.transform == card.transform)
        #expect(gap.size == Size(width: card.size.width + 6, height: card.size.height + 6))
        // Other keys (the panel's Tab, a setting) leave it as it is; a press or the wheel hide it.
        scene.handle(.keyDown(.g, modifiers: [], isRepeat: false), at: 2, viewport: Self.viewport)
        #expect(Self.rings(scene.makeNodes(viewport: Self.viewport)).count == 1)
        scene.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)), at: 2.1, viewport: Self.viewport)
        #expect(Self.rings(scene.makeNodes(viewport: Self.viewport)).isEmpty)
        #expect(FocusRing.isShown(after: .keyDown(.right, modifiers: [.shift], isRepeat: false)) == nil)
        #expect(FocusRing.isShown(after: .pointerDown(.zero, button: .left)) == false)
    }

    @Test func theRingFollowsFlowsCurrentCard() throws {
        var scene = FlowScene(preset: .flowCenter, viewport: Self.viewport)
        scene.handle(.keyDown(.right, modifiers: [], isRepeat: false), at: 0, viewport: Self.viewport)
        scene.update(at: FrameTime(now: 2, delta: 1.0 / 60, index: 1), viewport: Self.viewport)
        let root = try #require(
            scene.makeNodes(viewport: Self.viewport).first { !$0.children.isEmpty && $0.size == Self.viewport })
        let rings = root.children.filter { $0.fillColor == FocusRing.color }
        #expect(rings.count == 1)
        let index = try #require(root.children.firstIndex { $0.fillColor == FocusRing.color })
        #expect(rings.first?.center == root.children[index + 2].center && scene.currentItem == 1)
        #expect(scene.focusedItemLabel == "Card 2 of 36")
    }
}
