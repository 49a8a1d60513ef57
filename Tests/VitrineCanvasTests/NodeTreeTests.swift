import Testing
import VitrineCanvas
import VitrineGeometry

@Suite("Node trees")
struct NodeTreeTests {
    /// The inner vertices of the first shape, which for a square are its corners moved half a
    /// pixel inwards.
    func innerCorners(_ list: DrawList, shape: Int = 0) -> [Point] {
        (0..<4).map { list.vertices[shape * 8 + 2 * $0].position }
    }

    @Test func rootCenterIsInWindowPoints() {
        var list = DrawList()
        list.append(Node(center: Point(x: 100, y: 60), size: Size(width: 40, height: 20), fillColor: .white))
        #expect(
            innerCorners(list) == [
                Point(x: 80.5, y: 50.5), Point(x: 119.5, y: 50.5),
                Point(x: 119.5, y: 69.5), Point(x: 80.5, y: 69.5),
            ])
    }

    @Test func pixelScaleMultipliesPositionsNotTheFringe() {
        var list = DrawList()
        list.append(
            Node(center: Point(x: 100, y: 60), size: Size(width: 40, height: 20), fillColor: .white),
            pixelScale: 2)
        #expect(
            innerCorners(list) == [
                Point(x: 160.5, y: 100.5), Point(x: 239.5, y: 100.5),
                Point(x: 239.5, y: 139.5), Point(x: 160.5, y: 139.5),
            ])
    }

    @Test func childCentersAreRelativeToTheParentsTopLeft() {
        var parent = Node(center: Point(x: 100, y: 100), size: Size(width: 40, height: 20))
        parent.children = [Node(center: Point(x: 0, y: 0), size: Size(width: 10, height: 10), fillColor: .white)]
        var list = DrawList()
        list.append(parent)
        // The parent's top-left corner is (80, 90); the child is centered there.
        #expect(
            innerCorners(list) == [
                Point(x: 75.5, y: 85.5), Point(x: 84.5, y: 85.5),
                Point(x: 84.5, y: 94.5), Point(x: 75.5, y: 94.5),
            ])
    }

    @Test func childrenTurnWithTheirParent() {
        var parent = Node(center: Point(x: 100, y: 100), size: Size(width: 40, height: 40))
        parent.transform = .makeRotation(.pi / 2, 0, 0, 1)
        // 10 points right of the parent's center; a quarter turn clockwise puts it 10 points below.
        parent.children = [Node(center: Point(x: 30, y: 20), size: Size(width: 2, height: 2), fillColor: .white)]
        var list = DrawList()
        list.append(parent)
        let xs = list.vertices.map(\.x), ys = list.vertices.map(\.y)
        let center = Point(x: Double(xs.min()! + xs.max()!) / 2, y: Double(ys.min()! + ys.max()!) / 2)
        #expect(abs(center.x - 100) < 1e-4 && abs(center.y - 110) < 1e-4)
    }

    @Test func siblingsDrawByZPositionThenInOrder() {
        let colors: [(UInt32, Double)] = [(0x110000, 1), (0x220000, 0), (0x330000, 1), (0x440000, -2)]
        let root = Node(
            size: Size(width: 100, height: 100),
            children: colors.enumerated().map { index, entry in
                var child = Node(
                    center: Point(x: 10 + Double(index), y: 10), size: Size(width: 4, height: 4),
                    fillColor: Color(hex: entry.0))
                child.zPosition = entry.1
                return child
            })
        var list = DrawList()
        list.append(root)
        let order = stride(from: 0, to: list.vertices.count, by: 8).map { list.vertices[$0].color.red }
        #expect(order == [0x44, 0x22, 0x11, 0x33])
    }

    @Test func hiddenNodesAndTheirChildrenDrawNothing() {
        var node = Node(
            center: Point(x: 50, y: 50), size: Size(width: 10, height: 10), fillColor: .white,
            children: [Node(center: Point(x: 5, y: 5), size: Size(width: 4, height: 4), fillColor: .white)])
        node.isHidden = true
        var list = DrawList()
        list.append(node)
        #expect(list.isEmpty)
    }

    @Test func opacityMultipliesDownTheTree() {
        var parent = Node(
            center: Point(x: 50, y: 50), size: Size(width: 10, height: 10),
            fillColor: Color(white: 1, alpha: 0.5))
        parent.opacity = 0.5
        var child = Node(center: Point(x: 5, y: 5), size: Size(width: 4, height: 4), fillColor: .white)
        child.opacity = 0.8
        parent.children = [child]
        var list = DrawList()
        list.append(parent)
        // 0.5 × 0.5 = 0.25 → 64; 0.5 × 0.8 = 0.4 → 102.
        #expect(list.vertices[0].color.alpha == 64)
        #expect(list.vertices[8].color.alpha == 102)
    }

    @Test func sublayerPerspectiveShrinksChildrenPushedAway() {
        var parent = Node(center: Point(x: 200, y: 200), size: Size(width: 200, height: 200))
        parent.sublayerTransform = .perspective(distance: 500)
        var child = Node(center: Point(x: 100, y: 100), size: Size(width: 100, height: 100), fillColor: .white)
        child.transform = .makeTranslation(0, 0, -500)  // twice as far from the eye: half the size
        parent.children = [child]
        var list = DrawList()
        list.append(parent)
        let xs = list.vertices.enumerated().filter { $0.offset % 2 == 0 }.map { Double($0.element.x) }
        #expect(abs((xs.max()! - xs.min()!) - 49) < 1e-4)
    }

    // A root filling 800 × 600 is centered on (400, 300), so a child at (10, 20) of the
    // viewport lands at (10, 20) on screen; and forEachDrawn visits it after its parent with
    // the parent's opacity multiplied in.
    @Test func aFillingRootKeepsViewportCoordinates() {
        var child = Node(center: Point(x: 10, y: 20), size: Size(width: 4, height: 4), fillColor: .white)
        child.opacity = 0.5
        var root = Node(filling: Size(width: 800, height: 600), children: [child])
        root.opacity = 0.5
        #expect(root.center == Point(x: 400, y: 300) && root.size == Size(width: 800, height: 600))
        var visited: [(Point?, Double)] = []
        root.forEachDrawn { _, toScreen, opacity in visited.append((toScreen.project(Point(x: 0, y: 0)), opacity)) }
        #expect(visited.count == 2)
        #expect(visited[0].0 == Point(x: 400, y: 300) && visited[0].1 == 0.5)
        #expect(visited[1].0 == Point(x: 10, y: 20) && visited[1].1 == 0.25)
    }
}
