import Testing
import VitrineCanvas
import VitrineGeometry

/// One order for drawing and hit testing: ``Node/childDrawingOrder``.
@Suite("Child drawing order")
struct ChildDrawingOrderTests {
    func card(at x: Double, z: Double) -> Node {
        var node = Node(center: Point(x: x, y: 100), size: Size(width: 100, height: 100), fillColor: .white)
        node.zPosition = z
        return node
    }

    @Test("by z position, equal ones in list order, NaN as 0")
    func order() {
        let root = Node(children: [
            card(at: 0, z: 1), card(at: 0, z: -1), card(at: 0, z: .nan), card(at: 0, z: 0),
            card(at: 0, z: 1),
        ])
        #expect(root.childDrawingOrder == [1, 2, 3, 0, 4])
        #expect(Node(children: [card(at: 0, z: 2), card(at: 0, z: 2)]).childDrawingOrder == [0, 1])
    }

    @Test("the child hit is the one drawn last among those covering the point")
    func hitFollowsOrder() {
        // Three overlapping cards; the middle one is on top, then the left one.
        let root = Node(
            center: Point(x: 200, y: 100), size: Size(width: 400, height: 200),
            children: [card(at: 150, z: -1), card(at: 200, z: 0), card(at: 250, z: -1)])
        #expect(root.frontmostChild(at: Point(x: 160, y: 100)) == 1)
        #expect(root.frontmostChild(at: Point(x: 240, y: 100)) == 1)
        #expect(root.frontmostChild(at: Point(x: 110, y: 100)) == 0)
        #expect(root.frontmostChild(at: Point(x: 290, y: 100)) == 2)
        var list = DrawList()
        list.append(root)
        #expect(list.vertices.isEmpty == false)
    }
}
