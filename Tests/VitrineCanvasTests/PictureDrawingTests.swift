import Foundation
import Testing
@_spi(Vitrine) import VitrineCanvas
import VitrineGeometry
import VitrineTestSupport

/// A picture source that has every picture as texture `number + 100`, or none, and remembers
/// what it was asked.
final class FakePictures: PictureSource {
    var hasTextures = true
    /// The pictures whose texels are all opaque.
    var opaquePictures: Set<Int> = []
    var requests: [(number: Int, longestSide: Int)] = []

    func texture(forPicture number: Int, longestSide: Int) -> Int? {
        requests.append((number, longestSide))
        return hasTextures ? number + 100 : nil
    }

    func isOpaque(picture number: Int) -> Bool { opaquePictures.contains(number) }
}

@Suite("Pictures drawn on nodes")
struct PictureDrawingTests {
    /// Core Animation's perspective: an eye `eyeDistance` points in front of the plane.
    static func perspective(eyeDistance: Double) -> Transform3D {
        var perspective = Transform3D.identity
        perspective.m34 = -1 / eyeDistance
        return perspective
    }

    /// A 400 × 300 picture.
    static let landscape = Size(width: 400, height: 300)

    @Test func contentModesPlaceThePictureAsUIKitDoes() throws {
        let node = Size(width: 200, height: 200)
        // Fill: scale max(200/400, 200/300) = 2/3 → 266.67 × 200, centered.
        let fill = try #require(NodePicture(number: 0, pixelSize: Self.landscape, contentMode: .fill).rect(in: node))
        #expect(isClose(fill.width, 800.0 / 3, tolerance: 1e-9) && fill.height == 200)
        #expect(isClose(fill.minX, -400.0 / 3, tolerance: 1e-9) && fill.minY == -100)
        // Fit: scale min(1/2, 2/3) = 1/2 → 200 × 150.
        let fit = try #require(NodePicture(number: 0, pixelSize: Self.landscape, contentMode: .fit).rect(in: node))
        #expect(fit == Rect(x: -100, y: -75, width: 200, height: 150))
        // Original: one pixel a point, moved by the offset, larger by the zoom.
        let original = try #require(
            NodePicture(number: 0, pixelSize: Self.landscape, contentMode: .original, offset: Point(x: 10, y: -5), zoom: 2)
                .rect(in: node))
        #expect(original == Rect(x: -390, y: -305, width: 800, height: 600))
        #expect(NodePicture(number: 0, pixelSize: .zero).rect(in: node) == nil)
        #expect(NodePicture(number: 0, pixelSize: Self.landscape, zoom: .nan).rect(in: node) == nil)
        #expect(NodePicture(number: 0, pixelSize: Self.landscape).rect(in: .zero) == nil)
    }

    /// Every inner vertex's texture coordinate is where its pixel lands on the picture: its
    /// position taken back through the transform onto the node's plane, then into the picture.
    func expectTextureCoordinatesFollowThePixels(
        _ list: DrawList, picture: NodePicture, size: Size, transform: Transform3D, tolerance: Float
    ) throws {
        let placed = try #require(picture.rect(in: size))
        for vertex in list.vertices where vertex.color.alpha > 0 {
            let local = try #require(Self.unproject(vertex.position, transform))
            let u = Float((local.x - placed.minX) / placed.width), v = Float((local.y - placed.minY) / placed.height)
            #expect(abs(vertex.u - min(max(u, 0), 1)) <= tolerance && abs(vertex.v - min(max(v, 0), 1)) <= tolerance)
        }
    }

    /// The point of the plane z = 0 that `transform` puts on `pixel`, by bisection-free algebra.
    static func unproject(_ pixel: Point, _ t: Transform3D) -> Point? {
        let a = t.m11 - pixel.x * t.m14, b = t.m21 - pixel.x * t.m24, e = pixel.x * t.m44 - t.m41
        let c = t.m12 - pixel.y * t.m14, d = t.m22 - pixel.y * t.m24, f = pixel.y * t.m44 - t.m42
        let determinant = a * d - b * c
        guard abs(determinant) > 1e-12 else { return nil }
        return Point(x: (e * d - b * f) / determinant, y: (a * f - e * c) / determinant)
    }

    @Test func anUprightPictureIsCutToTheNodeWithTheShapesFringe() throws {
        var list = DrawList()
        let picture = NodePicture(number: 3, pixelSize: Self.landscape, contentMode: .fill)
        let transform = Transform3D.makeTranslation(150, 120, 0)
        let size = Size(width: 200, height: 200)
        let result = list.appendPicture(
            picture, texture: 7, size: size, cornerRadius: 20, transform: transform, opacity: 0.5)
        #expect(result == .drawn && list.statistics.pictures == 1)
        #expect(list.runs.map(\.material) == [.picture(7)])
        // Inner vertices carry the opacity (0.5 → 128), outer ones none; all white.
        let inner = list.vertices.filter { $0.color.alpha > 0 }, outer = list.vertices.filter { $0.color.alpha == 0 }
        #expect(inner.count == outer.count && inner.allSatisfy { $0.color == RGBA8(red: 255, green: 255, blue: 255, alpha: 128) })
        // The fringe straddles the node's edge: inner vertices half a pixel inside, outer half outside.
        let xs = inner.map { Double($0.x) }, outerXs = outer.map { Double($0.x) }
        #expect(isClose(xs.min() ?? 0, 50.5, tolerance: 1e-4) && isClose(xs.max() ?? 0, 249.5, tolerance: 1e-4))
        #expect(isClose(outerXs.min() ?? 0, 49.5, tolerance: 1e-4) && isClose(outerXs.max() ?? 0, 250.5, tolerance: 1e-4))
        // Filling, the picture's middle two thirds across show: u from 0.125 to 0.875 at the edges.
        let us = inner.map { Double($0.u) }
        #expect(isClose(us.min() ?? 0, 0.125 + 0.5 / (800.0 / 3), tolerance: 1e-5))
        #expect(isClose(us.max() ?? 0, 0.875 - 0.5 / (800.0 / 3), tolerance: 1e-5))
        try expectTextureCoordinatesFollowThePixels(list, picture: picture, size: size, transform: transform, tolerance: 1e-5)
        // n − 2 fill triangles and two a fringe edge.
        #expect(list.triangleCount == (inner.count - 2) + 2 * inner.count)
    }

    @Test func aFittedPictureIsCutToItsOwnRectangleInsideTheCorners() throws {
        var list = DrawList()
        let picture = NodePicture(number: 0, pixelSize: Self.landscape, contentMode: .fit)
        list.appendPicture(
            picture, texture: 1, size: Size(width: 200, height: 200), cornerRadius: 90,
            transform: .makeTranslation(100, 100, 0))
        let inner = list.vertices.filter { $0.color.alpha > 0 }
        // 200 × 150 tall band: y from 25.5 to 174.5; its corners rounded by the node's, wherever
        // the band reaches into them.
        #expect(isClose(Double(inner.map(\.y).min() ?? 0), 25.5, tolerance: 1e-4))
        #expect(isClose(Double(inner.map(\.y).max() ?? 0), 174.5, tolerance: 1e-4))
        #expect(
            inner.allSatisfy { vertex in
                // Inside the rounded node (radius 90 about (100, 100) ± 10) with the half-pixel inset.
                let dx = max(abs(Double(vertex.x) - 100) - 10, 0), dy = max(abs(Double(vertex.y) - 100) - 10, 0)
                return (dx * dx + dy * dy).squareRoot() <= 90 - 0.5 + 1e-3
            })
    }

    @Test func underAnyTransformTheTexelsLandWhereTheProjectionPutsThem() throws {
        var random = SplitMix64(seed: 36)
        var drawn = 0
        for _ in 0..<200 {
            let size = Size(width: random.double(in: 40...300), height: random.double(in: 40...300))
            let picture = NodePicture(
                number: 0, pixelSize: Size(width: random.double(in: 10...4000), height: random.double(in: 10...4000)),
                contentMode: PictureContentMode.allCases[random.int(in: 0...2)],
                offset: Point(x: random.double(in: -30...30), y: random.double(in: -30...30)))
            let transform = Transform3D.makeRotation(random.double(in: -1.2...1.2), 0, 1, 0)
                .concatenating(.makeRotation(random.double(in: -0.6...0.6), 0, 0, 1))
                .concatenating(Self.perspective(eyeDistance: random.double(in: 400...1500)))
                .concatenating(.makeTranslation(random.double(in: 200...800), random.double(in: 200...500), 0))
            var list = DrawList()
            let result = list.appendPicture(
                picture, texture: 0, size: size, cornerRadius: random.double(in: 0...40), transform: transform)
            guard result == .drawn else { continue }
            drawn += 1
            #expect(!transform.isAffine)
            #expect(
                list.vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite && (0...1).contains($0.u) && (0...1).contains($0.v) })
            try expectTextureCoordinatesFollowThePixels(list, picture: picture, size: size, transform: transform, tolerance: 2e-4)
            try expectTrianglesInterpolateWithinHalfAPixel(list, picture: picture, size: size, transform: transform)
        }
        #expect(drawn >= 150)
    }

    /// Inside each triangle, where `SDL_RenderGeometry` interpolates texture coordinates on
    /// screen, the texel at a triangle's centroid lands within half a pixel (and a little, for
    /// the steepest views the grid's cap coarsens) of where the projection puts it.
    func expectTrianglesInterpolateWithinHalfAPixel(
        _ list: DrawList, picture: NodePicture, size: Size, transform: Transform3D
    ) throws {
        let placed = try #require(picture.rect(in: size))
        let bound = transform.isAffine ? 1e-3 : 0.75
        var worst = 0.0
        for triangle in stride(from: 0, to: list.indices.count, by: 3) {
            let corners = (0..<3).map { list.vertices[Int(list.indices[triangle + $0])] }
            // Fringe triangles fade to nothing; the texel positions that matter are the fill's.
            guard corners.allSatisfy({ $0.color.alpha > 0 }) else { continue }
            let centroid = Point(
                x: corners.map { Double($0.x) }.reduce(0, +) / 3, y: corners.map { Double($0.y) }.reduce(0, +) / 3)
            let u = corners.map { Double($0.u) }.reduce(0, +) / 3, v = corners.map { Double($0.v) }.reduce(0, +) / 3
            let local = Point(x: placed.minX + u * placed.width, y: placed.minY + v * placed.height)
            let landed = try #require(transform.project(local))
            worst = max(worst, landed.distance(to: centroid))
        }
        #expect(worst <= bound, "a texel lands \(worst) pixels from its place")
    }

    @Test func inPerspectiveTheInsideIsCutIntoCells() {
        let transform = Transform3D.makeRotation(1.0, 0, 1, 0).concatenating(Self.perspective(eyeDistance: 500))
            .concatenating(.makeTranslation(400, 300, 0))
        let picture = NodePicture(number: 0, pixelSize: Size(width: 300, height: 300))
        var affine = DrawList(), perspective = DrawList()
        affine.appendPicture(
            picture, texture: 0, size: Size(width: 300, height: 300), cornerRadius: 0, transform: .makeTranslation(400, 300, 0))
        perspective.appendPicture(picture, texture: 0, size: Size(width: 300, height: 300), cornerRadius: 0, transform: transform)
        // A square: 2 fill triangles and 8 of fringe upright; many cells' fans in perspective.
        #expect(affine.triangleCount == 2 + 8)
        #expect(perspective.triangleCount > 2 + 8 + 4)
    }

    @Test func theBackOfASingleSidedPictureIsCulled() {
        var list = DrawList()
        let turned = Transform3D.makeRotation(.pi, 0, 1, 0).concatenating(.makeTranslation(100, 100, 0))
        let picture = NodePicture(number: 0, pixelSize: Self.landscape)
        #expect(
            list.appendPicture(
                picture, texture: 0, size: Size(width: 80, height: 80), cornerRadius: 8, transform: turned,
                isDoubleSided: false) == .culled)
        #expect(list.isEmpty && list.statistics.culledShapes == 1)
        #expect(
            list.appendPicture(picture, texture: 0, size: Size(width: 80, height: 80), cornerRadius: 8, transform: turned)
                == .drawn)
    }

    @Test func aNodeAsksItsSourceAtTheSizeItCoversAndWaitsWithItsFill() {
        var node = Node(center: Point(x: 200, y: 150), size: Size(width: 120, height: 90), fillColor: Color(hex: 0x336699))
        node.picture = NodePicture(number: 4, pixelSize: Self.landscape, contentMode: .fill)
        node.transform = .makeScale(1.5, 1.5, 1)
        let pictures = FakePictures()
        pictures.hasTextures = false
        var waiting = DrawList()
        waiting.append(node, pixelScale: 2, pictures: pictures)
        // 120 × 90 points, scaled 1.5 at 2 pixels a point: the picture covers 360 pixels across.
        #expect(pictures.requests.map(\.number) == [4] && pictures.requests.map(\.longestSide) == [360])
        #expect(waiting.statistics.picturesWaiting == 1 && waiting.statistics.pictures == 0)
        #expect(!waiting.runs.contains { $0.material.picture != nil })
        pictures.hasTextures = true
        var drawn = DrawList()
        drawn.append(node, pixelScale: 2, pictures: pictures)
        #expect(drawn.statistics.pictures == 1 && drawn.runs.last?.material == .picture(104))
        // Without a source, the node is its fill alone.
        var none = DrawList()
        none.append(node, pixelScale: 2)
        #expect(none.statistics.pictures == 0 && none.statistics.picturesWaiting == 0)
    }

    @Test func picturesAreCalledOnePictureAtATime() {
        var list = DrawList()
        for number in 0..<3 {
            list.appendPicture(
                NodePicture(number: number, pixelSize: Self.landscape), texture: number, size: Size(width: 50, height: 50),
                cornerRadius: 5, transform: .makeTranslation(Double(60 * number + 30), 30, 0))
        }
        #expect(list.makeDrawCalls().commands.map(\.material) == [.picture(0), .picture(1), .picture(2)])
        #expect(DrawMaterial.picture(2).filter == .smooth && DrawMaterial.picture(2).isBlended)
        // An opaque picture's inside samples the same texture, smoothly, without blending.
        #expect(DrawMaterial.opaquePicture(2).filter == .smooth && !DrawMaterial.opaquePicture(2).isBlended)
        #expect(DrawMaterial.opaquePicture(2).picture == 2 && DrawMaterial.opaque.picture == nil)
    }

    /// A picture covering its card with opaque texels hides the card's fill, which is not
    /// drawn: the picture alone, with the same outline. Any other picture is drawn over the fill.
    @Test func anOpaquePictureCoveringItsCardHidesTheFill() throws {
        func drawn(_ change: (inout Node, FakePictures) -> Void) -> DrawList {
            // Taller than the 4:3 picture: filled, it is cut at the sides; fitted, it leaves bands.
            var node = Node(center: Point(x: 200, y: 150), size: Size(width: 120, height: 100), fillColor: Color(hex: 0x336699))
            node.cornerRadius = 10
            node.transform = .makeRotation(0.3, 0, 1, 0).concatenating(Self.perspective(eyeDistance: 500))
            node.picture = NodePicture(number: 4, pixelSize: Self.landscape, contentMode: .fill)
            let pictures = FakePictures()
            pictures.opaquePictures = [4]
            change(&node, pictures)
            var list = DrawList()
            list.append(node, pictures: pictures)
            return list
        }
        let hidden = drawn { _, _ in }
        #expect(hidden.statistics.hiddenFills == 1 && hidden.statistics.pictures == 1)
        // Its inside drawn without blending, its fringe with it.
        #expect(hidden.runs.map(\.material) == [.opaquePicture(104), .picture(104)])
        // The picture alone is what it is over the fill.
        let over = drawn { _, pictures in pictures.opaquePictures = [] }
        let picture = try #require(over.runs.last)
        #expect(over.statistics.hiddenFills == 0 && picture.material == .picture(104))
        #expect(over.runs.dropLast().allSatisfy { $0.material.picture == nil && $0.indexCount > 0 })
        #expect(
            Array(hidden.vertices) == Array(over.vertices[picture.lowestVertex...picture.highestVertex]))
        #expect(hidden.indices == over.indices[picture.indexStart...].map { $0 - UInt32(picture.lowestVertex) })
        // Kept: translucent texels, a picture that leaves part of the card bare, a translucent
        // card, a picture still loading.
        for (name, change) in [
            ("translucent picture", { (_: inout Node, pictures: FakePictures) in pictures.opaquePictures = [] }),
            ("fitted", { (node: inout Node, _: FakePictures) in node.picture?.contentMode = .fit }),
            ("translucent card", { (node: inout Node, _: FakePictures) in node.opacity = 0.99 }),
            ("loading", { (_: inout Node, pictures: FakePictures) in pictures.hasTextures = false }),
        ] as [(String, (inout Node, FakePictures) -> Void)] {
            let list = drawn(change)
            #expect(list.statistics.hiddenFills == 0, "\(name)")
            #expect(list.runs.first?.material.picture == nil, "\(name): the fill first")
        }
    }

    @Test func aPictureCoversItsCardWhenItFillsIt() {
        let card = Size(width: 120, height: 90)
        #expect(NodePicture(number: 0, pixelSize: Self.landscape, contentMode: .fill).covers(card))
        #expect(NodePicture(number: 0, pixelSize: Size(width: 7, height: 1000), contentMode: .fill).covers(card))
        // 4:3 on 4:3: fitted, it covers it too.
        #expect(NodePicture(number: 0, pixelSize: Self.landscape, contentMode: .fit).covers(card))
        #expect(!NodePicture(number: 0, pixelSize: Size(width: 400, height: 100), contentMode: .fit).covers(card))
        #expect(!NodePicture(number: 0, pixelSize: Size(width: 100, height: 50), contentMode: .original).covers(card))
        #expect(
            !NodePicture(number: 0, pixelSize: Self.landscape, contentMode: .fill, offset: Point(x: 1, y: 0)).covers(card))
        #expect(!NodePicture(number: 0, pixelSize: .zero).covers(card))
    }
}
