import Foundation
import Testing
@_spi(Vitrine) import VitrineCanvas
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
        #expect(
            atlas.requestedMasks == [
                RoundedRectMask(
                    quarterWidth: 240, quarterHeight: 160, quarterRadius: 32,
                    phaseX: 1, phaseY: 2)
            ])
        #expect(
            list.vertices.map(\.position) == [
                Point(x: 69, y: 29), Point(x: 132, y: 29),
                Point(x: 132, y: 72), Point(x: 69, y: 72),
            ])
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

    // Turned by 0.2 rad and scaled by 1.25 about (100, 100): one quad of the 75 × 50 mask with
    // 10-pixel corners, sampled bilinearly, its texels (one a 1/1.25 of a point) mapped onto the
    // card's rectangle and a texel of border around it.
    @Test func aTurnedShapeIsOneQuadOfItsMaskAtItsOnScreenSize() throws {
        let atlas = FakeGlyphs()
        atlas.keepsMasks = true
        var list = DrawList()
        let turn = Transform3D.makeRotation(0.2, 0, 0, 1).concatenating(.makeScale(1.25, 1.25, 1))
        list.append(card(at: Point(x: 100, y: 100), transform: turn), glyphs: atlas)
        let mask = RoundedRectMask(quarterWidth: 300, quarterHeight: 200, quarterRadius: 40, phaseX: 0, phaseY: 0)
        #expect(atlas.requestedMasks == [mask])
        #expect(mask.imageWidth == 77 && mask.imageHeight == 52)
        #expect(list.statistics.maskedShapes == 1 && list.triangleCount == 2)
        #expect(list.runs.map(\.material) == [.atlas(.smooth)])
        // The grid's points row by row: top-left, top-right, bottom-left, bottom-right.
        let texel = 1 / 1.25, left = -30 - texel, top = -20 - texel, right = left + 77 * texel, bottom = top + 52 * texel
        let local = [Point(x: left, y: top), Point(x: right, y: top), Point(x: left, y: bottom), Point(x: right, y: bottom)]
        let toScreen = turn.concatenating(.makeTranslation(100, 100, 0))
        for (vertex, point) in zip(list.vertices, local) {
            let expected = try #require(toScreen.project(point))
            #expect(abs(Double(vertex.x) - expected.x) < 1e-4 && abs(Double(vertex.y) - expected.y) < 1e-4)
        }
        #expect(list.vertices.map(\.u) == [0.5, 0.75, 0.5, 0.75] && list.vertices.map(\.v) == [0.5, 0.5, 0.625, 0.625])
        #expect(list.indices == [0, 1, 3, 0, 3, 2])
    }

    // Turned by 0.2 rad, then squeezed to half its height: the columns of the 2 × 2 part are
    // (cos, sin / 2) and (−sin, cos / 2), the determinant 1/2. Across a vertical edge a point
    // spans det / |second column| pixels, across a horizontal one det / |first column|: the mask
    // has that many texels per point each way, with elliptical corners, and is one quad.
    @Test func anUnevenlyScaledShapeHasAnEllipticalMask() {
        let atlas = FakeGlyphs()
        atlas.keepsMasks = true
        var list = DrawList()
        let c = cos(0.2), s = sin(0.2)
        list.append(
            card(at: Point(x: 100, y: 100), transform: .makeRotation(0.2, 0, 0, 1).concatenating(.makeScale(1, 0.5, 1))),
            glyphs: atlas)
        let acrossVertical = 0.5 / (s * s + c * c / 4).squareRoot(), acrossHorizontal = 0.5 / (c * c + s * s / 4).squareRoot()
        #expect(
            atlas.requestedMasks == [
                RoundedRectMask(
                    quarterWidth: Int((60 * 4 * acrossVertical).rounded()),
                    quarterHeight: Int((40 * 4 * acrossHorizontal).rounded()),
                    quarterRadius: Int((8 * 4 * acrossVertical).rounded()),
                    quarterRadiusY: Int((8 * 4 * acrossHorizontal).rounded()),
                    phaseX: 0, phaseY: 0)
            ])
        #expect(
            atlas.requestedMasks.first.map { [$0.quarterWidth, $0.quarterHeight, $0.quarterRadius, $0.quarterRadiusY] }
                == [227, 81, 30, 16])
        #expect(list.statistics.maskedShapes == 1 && list.triangleCount == 2)
    }

    // Turned by 0.9 rad about y and seen from 500 points: the mask's densities are those of the
    // nearer side rounded up to a power of 2^(1/8), and it is drawn as a grid of several
    // columns whose points are the exact projections of its texels' grid.
    @Test func aShapeInPerspectiveIsAGridOfItsMask() throws {
        let atlas = FakeGlyphs()
        atlas.keepsMasks = true
        var list = DrawList()
        let tilt = Transform3D.makeRotation(0.9, 0, 1, 0).concatenating(.perspective(distance: 500))
        list.append(card(at: Point(x: 200, y: 150), transform: tilt), glyphs: atlas)
        let mask = try #require(atlas.requestedMasks.first)
        #expect(list.statistics.maskedShapes == 1 && list.statistics.shapes == 0)
        func isStep(_ quarters: Int, of points: Double) -> Bool {
            let eighths = (log2(Double(quarters) / (points * 4)) * 8)
            return abs(eighths - eighths.rounded()) < 0.05
        }
        #expect(isStep(mask.quarterWidth, of: 60) && isStep(mask.quarterHeight, of: 40))
        #expect(mask.quarterRadius < mask.quarterRadiusY)
        let cells = list.triangleCount / 2
        #expect(cells > 1 && list.vertices.count == 2 * (cells + 1))
        #expect(list.runs.map(\.material) == [.atlas(.smooth)])
    }

    // Mirrored, a double-sided shape is drawn (its triangles still clockwise on screen); a
    // single-sided one shows its back and is culled.
    @Test func aMirroredShapeIsDrawnOrCulledByItsSidedness() {
        let atlas = FakeGlyphs()
        atlas.keepsMasks = true
        var list = DrawList()
        list.append(card(at: Point(x: 100, y: 100), transform: .makeScale(-1, 1, 1)), glyphs: atlas)
        #expect(list.statistics.maskedShapes == 1)
        for (a, b, c) in list.triangles { #expect(doubleSignedArea(a, b, c) > 0) }
        var single = card(at: Point(x: 100, y: 100), transform: .makeScale(-1, 1, 1))
        single.isDoubleSided = false
        var culled = DrawList()
        culled.append(single, glyphs: atlas)
        #expect(culled.statistics.culledShapes == 1 && culled.isEmpty)
    }

    // Upright, scaled unevenly (a strip clipped to a new size every frame would make a mask a
    // frame), partly behind the eye, or turned but too large for a mask to pay (92 × 62 texels).
    @Test(arguments: [
        Transform3D.makeScale(1, 2, 1), Transform3D.makeScale(1.5, 0.75, 1),
        Transform3D.makeRotation(1.5, 0, 1, 0).concatenating(.perspective(distance: 20)),
        Transform3D.makeRotation(0.2, 0, 0, 1).concatenating(.makeScale(1.5, 1.5, 1)),
    ])
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
