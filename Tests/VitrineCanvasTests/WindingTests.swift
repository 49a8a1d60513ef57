import Testing
@_spi(Vitrine) import VitrineCanvas
import VitrineGeometry

@Suite("Winding and back faces")
struct WindingTests {
    @Test(arguments: [
        Transform3D.identity,
        .makeRotation(2.5, 0, 0, 1),
        .makeScale(-1, 1, 1),  // mirrored: the outline runs backwards
        Transform3D.perspective(distance: 500).rotated(.pi, 0, 1, 0),  // turned to show its back
        Transform3D.perspective(distance: 400).rotated(2.2, 1, 0, 0),
    ])
    func everyTriangleRunsClockwiseOnScreen(transform: Transform3D) {
        var list = DrawList()
        let result = list.appendRoundedRect(
            size: Size(width: 90, height: 70), cornerRadius: 12,
            transform: placed(at: 300, 300, transform), color: .white)
        #expect(result == .drawn)
        #expect(!list.triangles.isEmpty)
        for (a, b, c) in list.triangles {
            #expect(doubleSignedArea(a, b, c) >= -1e-6)
        }
    }

    @Test func singleSidedShapesFacingAwayAreCulled() {
        var list = DrawList()
        let back = Transform3D.perspective(distance: 500).rotated(.pi, 0, 1, 0)
        let result = list.appendRoundedRect(
            size: Size(width: 90, height: 70), cornerRadius: 12,
            transform: placed(at: 300, 300, back), color: .white,
            isDoubleSided: false)
        #expect(result == .culled)
        #expect(list.vertices.isEmpty && list.indices.isEmpty)
        #expect(list.statistics.culledShapes == 1)
    }

    @Test func singleSidedShapesFacingTheViewerAreDrawn() {
        var list = DrawList()
        let slightlyTurned = Transform3D.perspective(distance: 500).rotated(1.4, 0, 1, 0)
        let result = list.appendRoundedRect(
            size: Size(width: 90, height: 70), cornerRadius: 12,
            transform: placed(at: 300, 300, slightlyTurned), color: .white,
            isDoubleSided: false)
        #expect(result == .drawn)
    }
}
