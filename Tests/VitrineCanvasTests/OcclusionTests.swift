import Testing
@_spi(Vitrine) import VitrineCanvas
import VitrineGeometry

/// What an opaque backdrop covers, and the nodes under it left out of a draw list.
@Suite("Nodes hidden under opaque ones")
struct OcclusionTests {
    // A 300 × 500 box at (900, 60) with 12-point corners: inset by 12 (1 − 1/√2) = 3.515 for the
    // corners and a pixel for the fringe on each side; at pixel scale 2, every figure doubles
    // and the fringe's pixel is half a point.
    @Test func anOpaqueBoxCoversItselfLessItsCornersAndFringe() throws {
        let box = Node(
            center: Point(x: 1050, y: 310), size: Size(width: 300, height: 500), fillColor: Color(hex: 0x23232E),
            cornerRadius: 12)
        let inset = 12 * (1 - 0.5.squareRoot())
        let cover = try #require(box.opaqueCover())
        #expect(abs(cover.minX - (900 + inset + 1)) < 1e-9 && abs(cover.minY - (60 + inset + 1)) < 1e-9)
        #expect(abs(cover.width - (300 - 2 * inset - 2)) < 1e-9 && abs(cover.height - (500 - 2 * inset - 2)) < 1e-9)
        let doubled = try #require(box.opaqueCover(pixelScale: 2))
        #expect(abs(doubled.minX - 2 * (900 + inset + 0.5)) < 1e-9 && abs(doubled.width - 2 * (300 - 2 * inset - 1)) < 1e-9)
    }

    // Scaled to the interface inside a bare group (1.5 × about the window's corner): the
    // group's first child's cover, scaled.
    @Test func aScaledGroupCoversWhatItsFirstChildCovers() throws {
        let box = Node(center: Point(x: 150, y: 100), size: Size(width: 100, height: 80), fillColor: .black)
        var group = Node(children: [box, Node(center: .zero, size: Size(width: 5, height: 5), fillColor: .white)])
        group.sublayerTransform = .makeScale(1.5, 1.5, 1)
        let cover = try #require(group.opaqueCover())
        #expect(abs(cover.minX - (100 + 1 / 1.5) * 1.5) < 1e-9 && abs(cover.minY - (60 + 1 / 1.5) * 1.5) < 1e-9)
        #expect(abs(cover.width - (100 - 2 / 1.5) * 1.5) < 1e-9 && abs(cover.height - (80 - 2 / 1.5) * 1.5) < 1e-9)
    }

    @Test func translucentTurnedOrHiddenNodesCoverNothing() {
        let box = Node(center: Point(x: 150, y: 100), size: Size(width: 100, height: 80), fillColor: .black)
        var translucent = box
        translucent.fillColor = Color(white: 0, alpha: 0.96)
        var faded = box
        faded.opacity = 0.9
        var turned = box
        turned.transform = .makeRotation(0.1, 0, 0, 1)
        var hidden = box
        hidden.isHidden = true
        for node in [translucent, faded, turned, hidden] { #expect(node.opaqueCover() == nil) }
        var moved = box
        moved.transform = .makeTranslation(10, 0, 0)
        #expect(moved.opaqueCover()?.minX == box.opaqueCover().map { $0.minX + 10 })
    }

    // Under a cover from (100, 100) to (300, 300): a card wholly inside is left out, one across
    // its edge drawn, and a child is judged on its own (a parent inside, its child reaching
    // out: the child drawn).
    @Test func nodesWhollyInsideACoverAreLeftOut() {
        let cover = Rect(x: 100, y: 100, width: 200, height: 200)
        let inside = Node(center: Point(x: 200, y: 200), size: Size(width: 100, height: 60), fillColor: .white, cornerRadius: 8)
        let across = Node(center: Point(x: 290, y: 200), size: Size(width: 100, height: 60), fillColor: .white, cornerRadius: 8)
        var parent = inside
        parent.children = [Node(center: Point(x: 150, y: 30), size: Size(width: 40, height: 20), fillColor: .white)]
        var list = DrawList()
        list.append(inside, hiddenUnder: [cover])
        #expect(list.isEmpty && list.statistics.hiddenShapes == 1)
        list.append(across, hiddenUnder: [cover])
        #expect(list.statistics.shapes == 1)
        list.removeAll()
        list.append(parent, hiddenUnder: [cover])
        #expect(list.statistics.hiddenShapes == 1 && list.statistics.shapes == 1)
        var without = DrawList()
        without.append(parent)
        #expect(without.statistics.shapes == 2 && without.statistics.hiddenShapes == 0)
    }

    // A text node's lines may reach past it: three lines of 20 points in a node 10 points tall
    // reach 45 points above and below its center, wider than the cover here; without text the
    // same node is left out.
    @Test func textIsJudgedByAGenerousBound() {
        let cover = Rect(x: 100, y: 160, width: 200, height: 80)
        var label = Node(center: Point(x: 200, y: 200), size: Size(width: 60, height: 10))
        label.fillColor = .white
        var list = DrawList()
        list.append(label, hiddenUnder: [cover])
        #expect(list.statistics.hiddenShapes == 1)
        label.text = "a\nb\nc"
        label.fontSize = 20
        list.removeAll()
        list.append(label, hiddenUnder: [cover])
        #expect(list.statistics.hiddenShapes == 0 && list.statistics.shapes == 1)
    }
}
