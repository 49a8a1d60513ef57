import Testing
import VitrineCanvas
import VitrineGeometry

@Suite("Hit testing")
struct HitTestingTests {
    /// A 400 × 300 root with children at the given centers, 100 × 60 each.
    static func root(_ children: [Node]) -> Node {
        Node(center: Point(x: 200, y: 150), size: Size(width: 400, height: 300), children: children)
    }

    static func card(at x: Double, _ y: Double = 150) -> Node {
        Node(center: Point(x: x, y: y), size: Size(width: 100, height: 60), fillColor: .white)
    }

    @Test func aPointInsideAChildsRectangleHitsIt() {
        let root = Self.root([Self.card(at: 100), Self.card(at: 300)])
        #expect(root.frontmostChild(at: Point(x: 100, y: 150)) == 0)
        #expect(root.frontmostChild(at: Point(x: 51, y: 121)) == 0)  // just inside a corner
        #expect(root.frontmostChild(at: Point(x: 349, y: 179)) == 1)
        #expect(root.frontmostChild(at: Point(x: 200, y: 150)) == nil)  // between them
        #expect(root.frontmostChild(at: Point(x: 100, y: 181)) == nil)  // just below
    }

    @Test func theChildDrawnLastWinsByDepthThenOrder() {
        var back = Self.card(at: 200), front = Self.card(at: 240)
        front.zPosition = -1
        back.zPosition = 1
        // back (z 1) is drawn over front (z −1) where they overlap, though it comes first.
        #expect(Self.root([back, front]).frontmostChild(at: Point(x: 220, y: 150)) == 0)
        #expect(Self.root([back, front]).frontmostChild(at: Point(x: 280, y: 150)) == 1)
        // Equal depth: the later child is drawn over the earlier.
        #expect(Self.root([Self.card(at: 200), Self.card(at: 240)]).frontmostChild(at: Point(x: 220, y: 150)) == 1)
    }

    @Test func turnedChildrenAreHitWhereTheyAreDrawn() {
        // A 100 × 60 card turned a quarter turn is 60 wide and 100 tall on screen.
        var turned = Self.card(at: 200)
        turned.transform = .makeRotation(.pi / 2, 0, 0, 1)
        let root = Self.root([turned])
        #expect(root.frontmostChild(at: Point(x: 200, y: 195)) == 0)
        #expect(root.frontmostChild(at: Point(x: 240, y: 150)) == nil)
    }

    @Test func hiddenTransparentAndBackFacingChildrenAreNotHit() {
        var hidden = Self.card(at: 200), clear = Self.card(at: 200), flipped = Self.card(at: 200)
        hidden.isHidden = true
        clear.opacity = 0
        flipped.transform = .makeRotation(.pi, 0, 1, 0)
        flipped.isDoubleSided = false
        for child in [hidden, clear, flipped] {
            #expect(Self.root([child]).frontmostChild(at: Point(x: 200, y: 150)) == nil)
        }
        flipped.isDoubleSided = true
        #expect(Self.root([flipped]).frontmostChild(at: Point(x: 200, y: 150)) == 0)
    }

    @Test func perspectiveIsFollowed() {
        // Turned 60° about y with the eye 500 away: the card's near edge grows, its far edge
        // shrinks, and it covers only half its width about its center.
        var tilted = Self.card(at: 200)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        tilted.transform = Transform3D.makeRotation(.pi / 3, 0, 1, 0).concatenating(perspective)
        let root = Self.root([tilted])
        #expect(root.frontmostChild(at: Point(x: 200, y: 150)) == 0)
        #expect(root.frontmostChild(at: Point(x: 200 + 40, y: 150)) == nil)
        #expect(root.frontmostChild(at: Point(x: 200 - 40, y: 150)) == nil)
    }
}
