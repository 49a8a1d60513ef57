import Foundation
import Testing
import VitrineGeometry

@_spi(Vitrine) @testable import VitrineCanvas
@testable import VitrineSDL

/// A turned or tilted item drawn from its mask (one quad, or a grid of them in perspective) looks
/// like the same item tessellated: the same pixels inside, and edges anti-aliased with the same
/// one-pixel profile, measured against the exact outline.
@Suite("Transformed items from masks", .serialized)
@MainActor
struct MaskPictureTests {
    static let size = Size(width: 160, height: 120)

    /// A white 60 × 40 card with 10-point corners about the middle of the frame, with a
    /// transform: on a black background, a pixel's red is its coverage.
    static func card(_ transform: Transform3D) -> Node {
        var node = Node(
            center: Point(x: 80.3, y: 60.6), size: Size(width: 60, height: 40), fillColor: .white,
            cornerRadius: 10)
        node.transform = transform
        return node
    }

    /// Turned by 15° and scaled by 1.3.
    static let turned = card(Transform3D.makeRotation(.pi / 12, 0, 0, 1).concatenating(.makeScale(1.3, 1.3, 1)))
    /// Scaled by 1.1, turned by 35° about y and 20° about x, seen from 300 points.
    static let tilted = card(
        Transform3D.makeScale(1.1, 1.1, 1).concatenating(.makeRotation(0.61, 0, 1, 0))
            .concatenating(.makeRotation(0.35, 1, 0, 0)).concatenating(.perspective(distance: 300)))

    /// The card's pixels: tessellated, or from a mask (asked for twice, so that it is made).
    static func picture(_ card: Node, masked: Bool) throws -> (Bitmap, DrawList) {
        let library = try SDLLibrary(videoDriver: "offscreen")
        let window = try Window(library: library, title: "test", size: size, isHidden: true)
        let renderer = try Renderer(window: window, vsync: false)
        let atlas = try Atlas(renderer: renderer, fontFile: try FontFile(library: library, path: AtlasTests.fontPath))
        var list = DrawList()
        try atlas.beginFrame()
        list.append(card, glyphs: masked ? atlas : nil)
        renderer.clear(to: .black)
        try renderer.draw(list, atlas: atlas)
        return (try renderer.readPixels(), list)
    }

    /// The point of the card's plane that a screen point shows: the inverse of the 3 × 3
    /// homography its flattened transform makes of that plane.
    static func local(_ card: Node, at screen: Point) -> Point {
        let t = card.transform.flattened.concatenating(.makeTranslation(card.center.x, card.center.y, 0))
        // Rows (x, y, w) of the plane's homography, for row vectors: [x y 1] · H.
        let h = [[t.m11, t.m12, t.m14], [t.m21, t.m22, t.m24], [t.m41, t.m42, t.m44]]
        func minor(_ r0: Int, _ r1: Int, _ c0: Int, _ c1: Int) -> Double { h[r0][c0] * h[r1][c1] - h[r0][c1] * h[r1][c0] }
        // [X Y W] = [x y 1] · H, so [x y 1] ∝ [sx sy 1] · adj(H).
        let adjugate = [
            [minor(1, 2, 1, 2), -minor(0, 2, 1, 2), minor(0, 1, 1, 2)],
            [-minor(1, 2, 0, 2), minor(0, 2, 0, 2), -minor(0, 1, 0, 2)],
            [minor(1, 2, 0, 1), -minor(0, 2, 0, 1), minor(0, 1, 0, 1)],
        ]
        let v = [screen.x, screen.y, 1]
        let out = (0..<3).map { c in (0..<3).reduce(0.0) { $0 + v[$1] * adjugate[$1][c] } }
        return Point(x: out[0] / out[2], y: out[1] / out[2])
    }

    /// The signed distance in points from a local point to the card's outline (negative inside).
    static func localDistance(_ p: Point) -> Double {
        let qx = abs(p.x) - (30 - 10), qy = abs(p.y) - (20 - 10)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - 10
    }

    /// The signed distance in pixels from a pixel's center to the card's outline on screen: the
    /// local distance divided by how fast it changes per pixel there (exact for a similarity,
    /// to first order in perspective, where it is within a hundredth of a pixel this near the edge).
    static func distance(_ card: Node, x: Int, y: Int) -> Double {
        let center = Point(x: Double(x) + 0.5, y: Double(y) + 0.5), h = 0.01
        let d = localDistance(local(card, at: center))
        let dx =
            (localDistance(local(card, at: Point(x: center.x + h, y: center.y)))
                - localDistance(local(card, at: Point(x: center.x - h, y: center.y)))) / (2 * h)
        let dy =
            (localDistance(local(card, at: Point(x: center.x, y: center.y + h)))
                - localDistance(local(card, at: Point(x: center.x, y: center.y - h)))) / (2 * h)
        return d / max((dx * dx + dy * dy).squareRoot(), 1e-9)
    }

    /// How far each pixel's coverage is from the ideal one-pixel ramp, `clamp(0.5 − d)`.
    static func rampErrors(_ card: Node, _ bitmap: Bitmap) -> (interior: Int, mean: Double, worst: Double, edgePixels: Int) {
        var interior = 0, edgePixels = 0, sum = 0.0, worst = 0.0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let d = distance(card, x: x, y: y), coverage = Double(bitmap[x, y].red) / 255
                if d < -1.5 { interior = max(interior, 255 - Int(bitmap[x, y].red)) }
                guard abs(d) < 1.5 else { continue }
                let error = abs(coverage - min(max(0.5 - d, 0), 1))
                sum += error
                worst = max(worst, error)
                edgePixels += 1
            }
        }
        return (interior, sum / Double(max(edgePixels, 1)), worst, edgePixels)
    }

    /// Pixels at least 1.5 px inside or outside the outline whose coverage differs between the
    /// two pictures by more than a level.
    static func differingAwayFromTheEdge(_ card: Node, _ a: Bitmap, _ b: Bitmap) -> Int {
        var differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width where abs(distance(card, x: x, y: y)) >= 1.5 {
                if abs(Int(a[x, y].red) - Int(b[x, y].red)) > 1 { differing += 1 }
            }
        }
        return differing
    }

    @Test func aTurnedMaskMatchesTheTessellatedPictureAndTheExactRamp() throws {
        let (tessellated, tessellatedList) = try Self.picture(Self.turned, masked: false)
        let (masked, maskedList) = try Self.picture(Self.turned, masked: true)
        #expect(tessellatedList.statistics.shapes == 1 && tessellatedList.statistics.maskedShapes == 0)
        #expect(maskedList.statistics.maskedShapes == 1 && maskedList.triangleCount == 2)
        // Inside, at least 1.5 px from the outline, both are the card's white to the level; so
        // is every pixel the two share away from the edge.
        let tessellatedRamp = Self.rampErrors(Self.turned, tessellated), maskedRamp = Self.rampErrors(Self.turned, masked)
        #expect(tessellatedRamp.interior == 0 && maskedRamp.interior == 0)
        #expect(Self.differingAwayFromTheEdge(Self.turned, tessellated, masked) == 0)
        // Across the edge, each follows the exact one-pixel ramp: on average within 3 % of full
        // coverage, no pixel off by 30 % (bilinear sampling of the mask and the fringe's straight
        // segments each stray a little: 1.7 % and 1.9 % on average, 21 % and 25 % at worst).
        // Half a pixel out of place would be 30 % on average.
        #expect(maskedRamp.edgePixels > 700)
        #expect(maskedRamp.mean < 0.03 && maskedRamp.worst < 0.3, "mask: \(maskedRamp)")
        #expect(tessellatedRamp.mean < 0.03 && tessellatedRamp.worst < 0.3, "tessellated: \(tessellatedRamp)")
    }

    // The same for a card in perspective, drawn as a grid of its mask's quads. The mask has the
    // near side's density, so the far side's ramp is a little steeper than one pixel: on average
    // 4.0 % of full coverage from the exact ramp, 23 % at worst (tessellated: 1.6 % and 22 %);
    // inside, within a level of the card's white.
    @Test func aTiltedMaskGridMatchesTheTessellatedPictureAndTheExactRamp() throws {
        let (tessellated, tessellatedList) = try Self.picture(Self.tilted, masked: false)
        let (masked, maskedList) = try Self.picture(Self.tilted, masked: true)
        #expect(tessellatedList.statistics.shapes == 1 && tessellatedList.statistics.maskedShapes == 0)
        #expect(maskedList.statistics.maskedShapes == 1 && maskedList.triangleCount > 2)
        let tessellatedRamp = Self.rampErrors(Self.tilted, tessellated), maskedRamp = Self.rampErrors(Self.tilted, masked)
        #expect(tessellatedRamp.interior == 0 && maskedRamp.interior <= 1)
        #expect(Self.differingAwayFromTheEdge(Self.tilted, tessellated, masked) == 0)
        #expect(maskedRamp.edgePixels > 400)
        #expect(maskedRamp.mean < 0.05 && maskedRamp.worst < 0.35, "mask: \(maskedRamp)")
        #expect(tessellatedRamp.mean < 0.05 && tessellatedRamp.worst < 0.35, "tessellated: \(tessellatedRamp)")
    }
}
