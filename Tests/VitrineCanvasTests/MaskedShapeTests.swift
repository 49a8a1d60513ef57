import Testing
import VitrineCanvas
import VitrineGeometry

@Suite("Shapes drawn from atlas masks")
struct MaskedShapeTests {
    func card(at center: Point, transform: Transform3D = .identity) -> Node {
        var node = Node(center: center, size: Size(width: 60, height: 40), fillColor: Color(hex: 0x336699), cornerRadius: 8)
        node.transform = transform
        return node
    }

    @Test func anAxisAlignedShapeIsOneQuadOnWholePixels() throws {
        let atlas = FakeGlyphs()
        atlas.keepsMasks = true
        var list = DrawList()
        list.append(card(at: Point(x: 100.3, y: 50.6)), glyphs: atlas)
        #expect(list.statistics.maskedShapes == 1 && list.statistics.shapes == 0)
        #expect(list.vertices.count == 4 && list.indices == [0, 1, 2, 0, 2, 3])
        // Left edge 70.3 → 281 quarters: pixel 70, phase 1; top 30.6 → 122: pixel 30, phase 2.
        // The image (63 × 43 px) starts a pixel up and left.
        #expect(atlas.requestedMasks == [RoundedRectMask(quarterWidth: 240, quarterHeight: 160, quarterRadius: 32,
                                                         phaseX: 1, phaseY: 2)])
        #expect(list.vertices.map(\.position) == [Point(x: 69, y: 29), Point(x: 132, y: 29),
                                                  Point(x: 132, y: 72), Point(x: 69, y: 72)])
        #expect(list.vertices[0].u == 0.5 && list.vertices[2].u == 0.75 && list.vertices[2].v == 0.625)
        #expect(list.vertices.allSatisfy { $0.color == RGBA8(red: 0x33, green: 0x66, blue: 0x99) })
        #expect(list.runs.map(\.material) == [.atlas(.nearest)])
    }

    @Test func scaledShapesUseTheirOnScreenSize() {
        let atlas = FakeGlyphs()
        atlas.keepsMasks = true
        var list = DrawList()
        list.append(card(at: Point(x: 100, y: 100), transform: .makeScale(1.5, 1.5, 1)), glyphs: atlas)
        #expect(atlas.requestedMasks.first?.quarterWidth == 360)
        #expect(atlas.requestedMasks.first?.quarterRadius == 48)
    }

    @Test(arguments: [Transform3D.makeRotation(0.2, 0, 0, 1), .makeScale(1, 2, 1), .makeScale(-1, 1, 1),
                      Transform3D.perspective(distance: 500).rotated(0.3, 0, 1, 0)])
    func otherTransformsAreTessellated(transform: Transform3D) {
        let atlas = FakeGlyphs()
        atlas.keepsMasks = true
        var list = DrawList()
        list.append(card(at: Point(x: 100, y: 100), transform: transform), glyphs: atlas)
        #expect(atlas.requestedMasks.isEmpty)
        #expect(list.statistics.maskedShapes == 0 && list.statistics.shapes == 1)
    }

    @Test func squareCornersAreTessellatedWithoutAMask() {
        let atlas = FakeGlyphs()
        atlas.keepsMasks = true
        var list = DrawList()
        var strip = card(at: Point(x: 100.3, y: 50.6))
        strip.cornerRadius = 0
        list.append(strip, glyphs: atlas)
        #expect(atlas.requestedMasks.isEmpty)
        // Four outline points: four inner and four fringe vertices.
        #expect(list.statistics.shapes == 1 && list.vertices.count == 8)
    }

    @Test func withoutAMaskTheShapeIsTessellated() {
        var list = DrawList()
        list.append(card(at: Point(x: 100, y: 100)), glyphs: FakeGlyphs())
        // 8 px corners get 3 segments: 16 outline points, 32 vertices.
        #expect(list.statistics.shapes == 1 && list.vertices.count == 32)
    }
}
