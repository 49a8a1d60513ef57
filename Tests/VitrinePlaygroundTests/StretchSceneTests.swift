import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineMotion

@testable import VitrinePlayground

/// Each scrolling scene with the stretch, pulled 300 points past its start: the item nearest the
/// pulled edge is drawn longer along the axis than at rest, and once the stretch is back the
/// scene draws exactly what it drew before the pull.
@Suite("Stretch overscroll in the scenes")
struct StretchSceneTests {
    static let viewport = Size(width: 1280, height: 720)

    /// Presses `keys`, then drags from (400, 300) by 300 points along the axis over 300 ms and
    /// lets go; returns the scene's nodes before the pull, fully pulled, and after the spring back.
    static func pull<S: Scene>(
        _ scene: inout S, keys: [Key], horizontal: Bool = true,
        nodes: (S) -> [Node]
    ) -> (before: [Node], pulled: [Node], after: [Node]) {
        for key in keys { scene.handle(.keyDown(key, modifiers: [], isRepeat: false), at: 0, viewport: viewport) }
        scene.update(at: FrameTime(now: 0.1, delta: 0, index: 0), viewport: viewport)
        let before = nodes(scene)
        func point(_ along: Double) -> Point { horizontal ? Point(x: 400 + along, y: 300) : Point(x: 600, y: 200 + along) }
        scene.handle(.pointerDown(point(0), button: .left), at: 0.2, viewport: viewport)
        for k in 1...30 {
            scene.handle(.pointerMoved(point(Double(k * 10))), at: 0.2 + Double(k) * 0.01, viewport: viewport)
        }
        scene.update(at: FrameTime(now: 0.5, delta: 0, index: 1), viewport: viewport)
        let pulled = nodes(scene)
        scene.handle(.pointerUp(point(300), button: .left), at: 0.5, viewport: viewport)
        var t = 0.5
        while scene.isMoving, t < 5 {
            t += 1.0 / 60
            scene.update(at: FrameTime(now: t, delta: 1.0 / 60, index: 2), viewport: viewport)
        }
        #expect(!scene.isMoving && t < 2)
        return (before, pulled, nodes(scene))
    }

    /// The node's drawn length along the axis (its size scaled by its transform's diagonal, for
    /// the flat nodes these scenes draw here).
    static func drawnLength(_ node: Node, horizontal: Bool) -> Double {
        horizontal ? node.size.width * node.transform.m11 : node.size.height * node.transform.m22
    }

    @Test func aPulledShowcaseDrawsItsFirstCardWiderAndComesBackExactly() {
        var scene = ShowcaseScene(preset: .simpleHorizontal, viewport: Self.viewport)
        // L: no looping, so the cards have a start; B: rubber band → stretch.
        let (before, pulled, after) = Self.pull(&scene, keys: [.l, .b]) { $0.showcase.makeNodes() }
        #expect(scene.showcase.edgeBehavior == .stretch)
        let first = before.min { $0.center.x < $1.center.x }, stretched = pulled.min { $0.center.x < $1.center.x }
        guard let first, let stretched else {
            Issue.record("no cards")
            return
        }
        // 300 points of pointer less the 4-point slop, over the window's width.
        let expected = OverscrollStretch(edge: .start, distance: 296.0 / 1280)
        #expect(scene.showcase.scroller.stretch.distance == 0 && expected.intensity > 0)
        let leading = first.center.x - first.size.width / 2, trailing = first.center.x + first.size.width / 2
        #expect(
            abs(
                Self.drawnLength(stretched, horizontal: true)
                    - (expected.stretched(trailing, length: 1280) - expected.stretched(leading, length: 1280))) < 1e-9)
        #expect(Self.drawnLength(stretched, horizontal: true) > first.size.width)
        #expect(after == before)
    }

    @Test func aPulledFlowDrawsItsFirstCardWiderAndComesBackExactly() {
        var scene = FlowScene(preset: .flowStart, viewport: Self.viewport)
        let (before, pulled, after) = Self.pull(&scene, keys: [.b]) { $0.placedCards(viewport: Self.viewport).map(\.node) }
        let first = before.min { $0.center.x < $1.center.x }, stretched = pulled.min { $0.center.x < $1.center.x }
        guard let first, let stretched else {
            Issue.record("no cards")
            return
        }
        #expect(Self.drawnLength(stretched, horizontal: true) > first.size.width + 5)
        // Its leading edge stays nearly where it was: the pulled edge is the window's left side.
        #expect(stretched.center.x - Self.drawnLength(stretched, horizontal: true) / 2 >= first.center.x - first.size.width / 2)
        #expect(after == before)
    }

    @Test func aPulledVerticalFlowDrawsItsFirstCardTaller() {
        var scene = FlowScene(preset: .flowVertical, viewport: Self.viewport)
        let (before, pulled, after) = Self.pull(&scene, keys: [.b], horizontal: false) {
            $0.placedCards(viewport: Self.viewport).map(\.node)
        }
        let first = before.min { $0.center.y < $1.center.y }, stretched = pulled.min { $0.center.y < $1.center.y }
        guard let first, let stretched else {
            Issue.record("no cards")
            return
        }
        #expect(Self.drawnLength(stretched, horizontal: false) > first.size.height)
        #expect(stretched.transform.m11 == 1)
        #expect(after == before)
    }

    @Test func aPulledParallaxDrawsItsPageWiderAndComesBackExactly() {
        var scene = ParallaxScene(preset: .parallax, viewport: Self.viewport)
        let (before, pulled, after) = Self.pull(&scene, keys: [.b]) { $0.makeNodes(viewport: Self.viewport) }
        #expect(before.count == pulled.count && before != pulled)
        #expect(after == before)
        #expect(scene.view.scroller.stretch == .none && scene.view.scroller.offset == 0)
        // Every node drawn at least as wide as before while pulled, and some wider.
        let widest = zip(before, pulled).map { Self.drawnLength($1, horizontal: true) - Self.drawnLength($0, horizontal: true) }
        #expect(widest.contains { $0 > 1 } && widest.allSatisfy { $0 >= -1e-9 })
    }

    @Test func adjacentCardsStayAdjacentWhileStretched() {
        var scene = ShowcaseScene(preset: .simpleHorizontal, viewport: Self.viewport)
        let (before, pulled, _) = Self.pull(&scene, keys: [.l, .b]) { $0.showcase.makeNodes() }
        let sortedBefore = before.sorted { $0.center.x < $1.center.x }, sortedPulled = pulled.sorted { $0.center.x < $1.center.x }
        func gaps(_ nodes: [Node]) -> [Double] {
            zip(nodes, nodes.dropFirst()).map { a, b in
                (b.center.x - Self.drawnLength(b, horizontal: true) / 2)
                    - (a.center.x + Self.drawnLength(a, horizontal: true) / 2)
            }
        }
        // The spacing stretches with everything else (or, beyond the stretch's reach, keeps its
        // width) but never closes: no overlap, no tear.
        #expect(sortedBefore.count == sortedPulled.count)
        for (gap, stretchedGap) in zip(gaps(sortedBefore), gaps(sortedPulled)) {
            #expect(stretchedGap >= gap - 1e-9 && stretchedGap < gap * 1.1, "\(gap) → \(stretchedGap)")
        }
    }
}
