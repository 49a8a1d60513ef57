import Testing
import VitrineCanvas
import VitrineGeometry

@Suite("Degenerate shapes never produce NaN")
struct DegenerateShapeTests {
    @Test(arguments: [
        Size(width: 0, height: 0), Size(width: 0, height: 40), Size(width: 40, height: 0),
        Size(width: -10, height: 20), Size(width: .nan, height: 20), Size(width: .infinity, height: 20),
    ])
    func emptySizesDrawNothing(size: Size) {
        var list = DrawList()
        #expect(list.appendRoundedRect(size: size, cornerRadius: 8, transform: placed(at: 10, 10), color: .white) == .empty)
        #expect(list.vertices.isEmpty && list.indices.isEmpty)
    }

    @Test func theSeedsZeroZScaleDrawsAsAFlatShape() {
        // Showcase's TransformScale builds CATransform3DMakeScale(s, s, 0): singular, but a flat
        // item has z = 0, so it draws exactly as makeScale(s, s, 1) would.
        var zero = DrawList(), one = DrawList()
        let perspective = Transform3D.perspective(distance: 500)
        zero.appendRoundedRect(size: Size(width: 80, height: 80), cornerRadius: 10,
                               transform: placed(at: 100, 100, Transform3D.makeScale(0.7, 0.7, 0).concatenating(perspective)),
                               color: .white)
        one.appendRoundedRect(size: Size(width: 80, height: 80), cornerRadius: 10,
                              transform: placed(at: 100, 100, Transform3D.makeScale(0.7, 0.7, 1).concatenating(perspective)),
                              color: .white)
        #expect(zero.isFinite)
        #expect(!zero.vertices.isEmpty)
        #expect(zero.vertices == one.vertices)
    }

    @Test(arguments: [Transform3D.makeScale(0, 1, 1), .makeScale(1, 0, 1), .makeScale(0, 0, 0),
                      Transform3D.perspective(distance: 500).rotated(.pi / 2, 0, 1, 0)])
    func collapsedShapesDrawNothing(transform: Transform3D) {
        var list = DrawList()
        let result = list.appendRoundedRect(size: Size(width: 80, height: 50), cornerRadius: 10,
                                            transform: placed(at: 100, 100, transform), color: .white)
        #expect(result == .empty)
        #expect(list.vertices.isEmpty)
    }

    @Test func radiusNaNOrNegativeIsSquare() {
        for radius in [Double.nan, -5, -Double.infinity] {
            var list = DrawList()
            list.appendRoundedRect(size: Size(width: 80, height: 50), cornerRadius: radius, transform: placed(at: 100, 100),
                                   color: .white)
            #expect(list.vertices.count == 8)
        }
    }

    @Test func transparentShapesDrawNothing() {
        var list = DrawList()
        #expect(list.appendRoundedRect(size: Size(width: 8, height: 8), cornerRadius: 0, transform: .identity,
                                       color: .clear) == .empty)
    }

    @Test func shapesBehindTheEyeAreClippedNotInverted() {
        // Pushed toward the eye past w = 0 on one side: the part behind the eye is cut away and
        // every remaining coordinate is finite.
        var list = DrawList()
        let through = Transform3D.perspective(distance: 200).rotated(1.2, 0, 1, 0).translated(0, 0, 150)
        let result = list.appendRoundedRect(size: Size(width: 400, height: 100), cornerRadius: 20,
                                            transform: placed(at: 300, 300, through), color: .white)
        #expect(result == .drawn)
        #expect(list.isFinite)
        for (a, b, c) in list.triangles {
            #expect(doubleSignedArea(a, b, c) >= -1e-3)
        }
    }

    @Test func shapesEntirelyBehindTheEyeDrawNothing() {
        var list = DrawList()
        let behind = Transform3D.perspective(distance: 200).translated(0, 0, 300)
        #expect(list.appendRoundedRect(size: Size(width: 40, height: 40), cornerRadius: 4,
                                       transform: behind, color: .white) == .empty)
    }
}
