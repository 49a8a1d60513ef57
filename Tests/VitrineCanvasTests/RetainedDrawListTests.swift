import Testing
import VitrineGeometry

@_spi(Vitrine) @testable import VitrineCanvas

@Suite("Appending draw lists and keeping them")
struct RetainedDrawListTests {
    /// Shapes of every kind of command: plain (no filter), straight text (nearest), turned text
    /// (smooth) and a masked card (nearest), in an order that changes filter often.
    static var nodes: [Node] {
        var plain = Node(
            center: Point(x: 40, y: 40), size: Size(width: 50, height: 30), fillColor: Color(hex: 0x336699),
            cornerRadius: 6)
        plain.transform = .makeScale(1.2, 0.8, 1)  // upright and uneven: tessellated
        var straight = Node(center: Point(x: 120, y: 40), size: Size(width: 100, height: 30))
        straight.text = "Panel"
        var turned = straight
        turned.center = Point(x: 120, y: 100)
        turned.transform = .makeRotation(0.2, 0, 0, 1)
        let masked = Node(
            center: Point(x: 200.25, y: 80.5), size: Size(width: 40, height: 24), fillColor: Color(hex: 0xCC6633),
            cornerRadius: 8)
        return [plain, straight, turned, plain, masked, turned, straight, plain]
    }

    static func drawList(_ nodes: some Sequence<Node>, atlas: FakeGlyphs) -> DrawList {
        var list = DrawList()
        for node in nodes { list.append(node, glyphs: atlas) }
        return list
    }

    /// Every triangle in order: its three vertices and the material it is drawn with.
    static func resolved(_ list: DrawList) -> [String] {
        list.runs.flatMap { run in
            stride(from: run.indexStart, to: run.indexStart + run.indexCount, by: 3).map { first in
                let corners: [DrawVertex] = (0..<3).map { list.vertices[Int(list.indices[first + $0])] }
                return "\(corners) \(run.material)"
            }
        }
    }

    @Test func appendingAListDrawsWhatAppendingItsNodesDraws() {
        let atlas = FakeGlyphs()
        atlas.keepsMasks = true
        let nodes = Self.nodes
        let whole = Self.drawList(nodes, atlas: atlas)
        #expect(Set(whole.runs.map(\.material)) == [.atlas(.nearest), .atlas(.smooth), .opaque, .solid])
        for split in 0...nodes.count {
            var joined = Self.drawList(nodes[..<split], atlas: atlas)
            joined.append(contentsOf: Self.drawList(nodes[split...], atlas: atlas))
            #expect(joined.vertices == whole.vertices, "split at \(split)")
            #expect(Self.resolved(joined) == Self.resolved(whole), "split at \(split)")
            #expect(joined.statistics == whole.statistics)
            #expect(joined.makeDrawCalls().commands == whole.makeDrawCalls().commands)
        }
    }

    @Test func theListIsKeptUntilSomethingChanges() {
        let atlas = FakeGlyphs()
        var retained = RetainedDrawList()
        let nodes = Self.nodes
        retained.update(with: nodes, pixelScale: 1, glyphs: atlas, atlasGeneration: 0)
        let glyphRequests = atlas.requestedSizes.count
        #expect(retained.rebuilds == 1 && retained.contentChanges == 1)
        #expect(retained.list.vertices == Self.drawList(nodes, atlas: atlas).vertices)
        // The same nodes: kept, and the atlas is not asked again.
        retained.update(with: nodes, pixelScale: 1, glyphs: atlas, atlasGeneration: 0)
        #expect(retained.rebuilds == 1 && atlas.requestedSizes.count == glyphRequests * 2)
        // Each change makes it again: a letter, the pixel scale, the atlas's regions.
        var edited = nodes
        edited[1].text = "Panes"
        retained.update(with: edited, pixelScale: 1, glyphs: atlas, atlasGeneration: 0)
        #expect(retained.rebuilds == 2 && retained.contentChanges == 2)
        retained.update(with: edited, pixelScale: 2, glyphs: atlas, atlasGeneration: 0)
        #expect(retained.rebuilds == 3 && retained.contentChanges == 3)
        // The atlas's regions alone: made again, but what it draws is the same.
        retained.update(with: edited, pixelScale: 2, glyphs: atlas, atlasGeneration: 1)
        #expect(retained.rebuilds == 4 && retained.contentChanges == 3)
        #expect(retained.list.vertices != Self.drawList(nodes, atlas: atlas).vertices)
        // The regions and a node at once: both.
        edited[1].text = "Panel"
        retained.update(with: edited, pixelScale: 2, glyphs: atlas, atlasGeneration: 2)
        #expect(retained.rebuilds == 5 && retained.contentChanges == 4)
        // Nothing at all: an empty list.
        retained.update(with: [], pixelScale: 2, glyphs: atlas, atlasGeneration: 2)
        #expect(retained.rebuilds == 6 && retained.contentChanges == 5 && retained.list.isEmpty)
    }

    @Test func onlyTheNodesThatChangedAreTessellatedAgain() {
        let atlas = FakeGlyphs()
        atlas.keepsMasks = true
        var retained = RetainedDrawList()
        var nodes = Self.nodes
        retained.update(with: nodes, pixelScale: 1, glyphs: atlas, atlasGeneration: 0)
        #expect(retained.tessellatedNodes == nodes.count)
        // One label's text changes: that node alone is tessellated, and the list is what
        // appending every node afresh makes, triangle for triangle.
        nodes[6].text = "Panes"
        retained.update(with: nodes, pixelScale: 1, glyphs: atlas, atlasGeneration: 0)
        #expect(retained.tessellatedNodes == Self.nodes.count + 1 && retained.rebuilds == 2)
        let fresh = Self.drawList(nodes, atlas: atlas)
        #expect(retained.list.vertices == fresh.vertices)
        #expect(Self.resolved(retained.list) == Self.resolved(fresh))
        #expect(retained.list.makeDrawCalls().commands == fresh.makeDrawCalls().commands)
        // A node more at the end: that one alone; a node fewer: none, but the list is joined again.
        nodes.append(nodes[0])
        retained.update(with: nodes, pixelScale: 1, glyphs: atlas, atlasGeneration: 0)
        #expect(retained.tessellatedNodes == Self.nodes.count + 2)
        // The first removed: every node that now differs from the one that was at its place,
        // all but the last (the two last were both `plain`).
        let before = nodes
        nodes.removeFirst()
        retained.update(with: nodes, pixelScale: 1, glyphs: atlas, atlasGeneration: 0)
        let moved = zip(before, nodes).filter { $0 != $1 }.count
        #expect(moved == nodes.count - 1)
        #expect(retained.tessellatedNodes == Self.nodes.count + 2 + moved)
        #expect(retained.list.vertices == Self.drawList(nodes, atlas: atlas).vertices)
        retained.update(with: Array(nodes.dropLast()), pixelScale: 1, glyphs: atlas, atlasGeneration: 0)
        #expect(retained.tessellatedNodes == Self.nodes.count + 2 + moved && retained.rebuilds == 5)
        #expect(retained.list.vertices == Self.drawList(nodes.dropLast(), atlas: atlas).vertices)
    }
}
