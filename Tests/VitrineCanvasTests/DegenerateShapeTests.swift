import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineTestSupport

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
        zero.appendRoundedRect(
            size: Size(width: 80, height: 80), cornerRadius: 10,
            transform: placed(at: 100, 100, Transform3D.makeScale(0.7, 0.7, 0).concatenating(perspective)),
            color: .white)
        one.appendRoundedRect(
            size: Size(width: 80, height: 80), cornerRadius: 10,
            transform: placed(at: 100, 100, Transform3D.makeScale(0.7, 0.7, 1).concatenating(perspective)),
            color: .white)
        #expect(zero.isFinite)
        #expect(!zero.vertices.isEmpty)
        #expect(zero.vertices == one.vertices)
    }

    @Test(arguments: [
        Transform3D.makeScale(0, 1, 1), .makeScale(1, 0, 1), .makeScale(0, 0, 0),
        Transform3D.perspective(distance: 500).rotated(.pi / 2, 0, 1, 0),
    ])
    func collapsedShapesDrawNothing(transform: Transform3D) {
        var list = DrawList()
        let result = list.appendRoundedRect(
            size: Size(width: 80, height: 50), cornerRadius: 10,
            transform: placed(at: 100, 100, transform), color: .white)
        #expect(result == .empty)
        #expect(list.vertices.isEmpty)
    }

    @Test func radiusNaNOrNegativeIsSquare() {
        for radius in [Double.nan, -5, -Double.infinity] {
            var list = DrawList()
            list.appendRoundedRect(
                size: Size(width: 80, height: 50), cornerRadius: radius, transform: placed(at: 100, 100),
                color: .white)
            #expect(list.vertices.count == 8)
        }
    }

    @Test func transparentShapesDrawNothing() {
        var list = DrawList()
        #expect(
            list.appendRoundedRect(
                size: Size(width: 8, height: 8), cornerRadius: 0, transform: .identity,
                color: .clear) == .empty)
    }

    @Test func shapesBehindTheEyeAreClippedNotInverted() {
        // Pushed toward the eye past w = 0 on one side: the part behind the eye is cut away and
        // every remaining coordinate is finite.
        var list = DrawList()
        let through = Transform3D.perspective(distance: 200).rotated(1.2, 0, 1, 0).translated(0, 0, 150)
        let result = list.appendRoundedRect(
            size: Size(width: 400, height: 100), cornerRadius: 20,
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
        #expect(
            list.appendRoundedRect(
                size: Size(width: 40, height: 40), cornerRadius: 4,
                transform: behind, color: .white) == .empty)
    }

    // Issue 32: the tessellator is total. Nodes of every extreme size, radius, transform,
    // text size and opacity, with and without masks, never trap, and whatever they draw is
    // finite.
    @Test func extremeNodesNeverTrapAndDrawOnlyFiniteVertices() {
        var random = SplitMix64(seed: 0x32_7E55)
        let extremes: [Double] = [
            0, -0.0, .leastNonzeroMagnitude, 1e-300, 0.5, 1, 300, 1e12, 1e17, 1e300, .greatestFiniteMagnitude,
            .infinity, -.infinity, .nan, -1, -1e300,
        ]
        func pick() -> Double {
            random.int(in: 0...2) == 0 ? random.double(in: -500...500) : extremes[random.int(in: 0...(extremes.count - 1))]
        }
        for round in 0..<3_000 {
            var node = Node(
                center: Point(x: pick(), y: pick()), size: Size(width: pick(), height: pick()),
                fillColor: Color(hex: 0x336699), cornerRadius: pick())
            var transform = Transform3D.identity
            switch round % 4 {
            case 0: transform = .makeScale(pick(), pick(), pick())
            case 1: transform = .makeRotation(pick(), 0, 0, 1)
            case 2: transform = Transform3D.perspective(distance: pick()).rotated(pick(), 0, 1, 0)
            default:
                transform.m34 = pick()
                transform.m41 = pick()
            }
            node.transform = transform
            node.opacity = pick()
            node.text = round % 3 == 0 ? "Ag 7" : nil
            node.fontSize = pick()
            let glyphs = FakeGlyphs()
            glyphs.keepsMasks = round % 2 == 0
            var list = DrawList()
            list.append(Node(filling: Size(width: 1280, height: 720), children: [node]), pixelScale: pick(), glyphs: glyphs)
            #expect(list.isFinite, "round \(round)")
            #expect(list.indices.allSatisfy { Int($0) < list.vertices.count }, "round \(round)")
        }
    }

    // A card scaled a trillion times still covers the window: clipped to the guard band, not
    // dropped, with every vertex a finite Float within the band and its fringe.
    @Test func aHugeShapeIsClippedToTheGuardBandAndStillCoversTheWindow() {
        var list = DrawList()
        let result = list.appendRoundedRect(
            size: Size(width: 200, height: 300), cornerRadius: 20,
            transform: placed(at: 640, 360, .makeScale(1e12, 1e12, 1)), color: .white)
        #expect(result == .drawn)
        #expect(list.isFinite)
        let band = Float(DrawList.guardBand) + 1
        #expect(list.vertices.allSatisfy { abs($0.x) <= band && abs($0.y) <= band })
        let xs = list.vertices.map(\.x), ys = list.vertices.map(\.y)
        #expect(xs.min()! <= -Float(DrawList.guardBand) + 1 && xs.max()! >= Float(DrawList.guardBand) - 1)
        #expect(ys.min()! <= -Float(DrawList.guardBand) + 1 && ys.max()! >= Float(DrawList.guardBand) - 1)
    }
}
