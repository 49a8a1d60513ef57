import Foundation
import Testing
@testable import VitrineCanvas
import VitrineGeometry
@testable import VitrineSDL

/// A turned item drawn as one quad of its mask looks like the same item tessellated: the same
/// pixels inside, and edges anti-aliased with the same one-pixel profile, measured against the
/// exact outline.
@Suite("Turned items from masks", .serialized)
@MainActor
struct MaskPictureTests {
    static let size = Size(width: 160, height: 120)

    /// A white 60 × 40 card with 10-point corners, turned by 15° and scaled by 1.3 about the
    /// middle of the frame: on a black background, a pixel's red is its coverage.
    static let card: Node = {
        var node = Node(center: Point(x: 80.3, y: 60.6), size: Size(width: 60, height: 40), fillColor: .white,
                        cornerRadius: 10)
        node.transform = Transform3D.makeRotation(.pi / 12, 0, 0, 1).concatenating(.makeScale(1.3, 1.3, 1))
        return node
    }()

    /// The card's pixels: tessellated, or from a mask (asked for twice, so that it is made).
    static func picture(masked: Bool) throws -> (Bitmap, DrawList) {
        let library = try SDLLibrary(videoDriver: "offscreen")
        let window = try Window(library: library, title: "test", size: size, isHidden: true)
        let renderer = try Renderer(window: window, vsync: false)
        let atlas = try Atlas(renderer: renderer, fontFile: try FontFile(library: library, path: AtlasTests.fontPath))
        var list = DrawList()
        for _ in 0..<2 {
            try atlas.beginFrame()
            list.removeAll()
            list.append(card, glyphs: masked ? atlas : nil)
        }
        renderer.clear(to: .black)
        try renderer.draw(list, atlas: atlas)
        return (try renderer.readPixels(), list)
    }

    /// The signed distance in pixels from a pixel's center to the card's outline (negative
    /// inside), through the inverse of its transform (a similarity: distances scale by 1.3).
    static func distance(x: Int, y: Int) -> Double {
        let toScreen = card.transform.concatenating(.makeTranslation(card.center.x, card.center.y, 0))
        guard let local = toScreen.inverted().project(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) else { return .nan }
        let qx = abs(local.x) - (30 - 10), qy = abs(local.y) - (20 - 10)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return (outside + min(max(qx, qy), 0) - 10) * 1.3
    }

    /// How far each pixel's coverage is from the ideal one-pixel ramp, `clamp(0.5 − d)`.
    static func rampErrors(_ bitmap: Bitmap) -> (interior: Int, mean: Double, worst: Double, edgePixels: Int) {
        var interior = 0, edgePixels = 0, sum = 0.0, worst = 0.0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let d = distance(x: x, y: y), coverage = Double(bitmap[x, y].red) / 255
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

    @Test func aTurnedMaskMatchesTheTessellatedPictureAndTheExactRamp() throws {
        let (tessellated, tessellatedList) = try Self.picture(masked: false)
        let (masked, maskedList) = try Self.picture(masked: true)
        #expect(tessellatedList.statistics.shapes == 1 && tessellatedList.statistics.maskedShapes == 0)
        #expect(maskedList.statistics.maskedShapes == 1 && maskedList.triangleCount == 2)
        // Inside, at least 1.5 px from the outline, both are the card's white to the level; so
        // is every pixel the two share away from the edge.
        let tessellatedRamp = Self.rampErrors(tessellated), maskedRamp = Self.rampErrors(masked)
        #expect(tessellatedRamp.interior == 0 && maskedRamp.interior == 0)
        var differing = 0
        for y in 0..<tessellated.height {
            for x in 0..<tessellated.width where abs(Self.distance(x: x, y: y)) >= 1.5 {
                if abs(Int(tessellated[x, y].red) - Int(masked[x, y].red)) > 1 { differing += 1 }
            }
        }
        #expect(differing == 0)
        // Across the edge, each follows the exact one-pixel ramp: on average within 3 % of full
        // coverage, no pixel off by 30 % (bilinear sampling of the mask and the fringe's straight
        // segments each stray a little: 1.7 % and 1.9 % on average, 21 % and 25 % at worst).
        // Half a pixel out of place would be 30 % on average.
        #expect(maskedRamp.edgePixels > 700)
        #expect(maskedRamp.mean < 0.03 && maskedRamp.worst < 0.3, "mask: \(maskedRamp)")
        #expect(tessellatedRamp.mean < 0.03 && tessellatedRamp.worst < 0.3, "tessellated: \(tessellatedRamp)")
    }
}
