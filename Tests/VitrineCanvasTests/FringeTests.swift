import Foundation
import Testing
import VitrineCanvas
import VitrineGeometry

@Suite("Anti-aliasing fringe")
struct FringeTests {
    /// Shapes under transforms that stretch, turn and tilt them.
    static let transforms: [(String, Transform3D)] = [
        ("identity", .identity),
        ("rotated 30°", .makeRotation(.pi / 6, 0, 0, 1)),
        ("scaled 3× and 0.5×", .makeScale(3, 0.5, 1)),
        ("tiny", .makeScale(0.05, 0.05, 1)),
        ("perspective tilt", Transform3D.perspective(distance: 500).rotated(0.8, 0, 1, 0)),
        ("perspective toward the eye", Transform3D.perspective(distance: 500).translated(0, 0, 200)),
    ]

    @Test(arguments: transforms.indices)
    func outerVerticesLieOnePixelOutsideTheInnerEdge(index: Int) throws {
        let (name, transform) = Self.transforms[index]
        var list = DrawList()
        let result = list.appendRoundedRect(
            size: Size(width: 120, height: 80), cornerRadius: 16,
            transform: placed(at: 400, 300, transform), color: .white)
        try #require(result == .drawn, "\(name)")
        let count = list.vertices.count / 2
        for i in 0..<count {
            let inner = list.vertices[2 * i], outer = list.vertices[2 * i + 1]
            #expect(inner.color.alpha == 255)
            #expect(outer.color.alpha == 0)
            #expect(outer.color.red == inner.color.red)
            // The outer vertex sits one fringe width (1 px) off the inner edges on both sides.
            let next = list.vertices[2 * ((i + 1) % count)].position
            let previous = list.vertices[2 * ((i + count - 1) % count)].position
            let toNextEdge = distance(from: outer.position, toLineThrough: inner.position, next)
            let toPreviousEdge = distance(from: outer.position, toLineThrough: previous, inner.position)
            #expect(abs(toNextEdge - 1) < 2e-3, "\(name), point \(i): \(toNextEdge) px from the next edge")
            #expect(abs(toPreviousEdge - 1) < 2e-3, "\(name), point \(i): \(toPreviousEdge) px from the previous edge")
        }
    }

    @Test func fringeStraddlesTheTrueEdgeOfASquare() {
        // A 100 × 50 square centered at (200, 100): corners at (150, 75) … (250, 125). Each inner
        // vertex is half a pixel inside both edges, each outer one half a pixel outside.
        var list = DrawList()
        list.appendRoundedRect(
            size: Size(width: 100, height: 50), cornerRadius: 0, transform: placed(at: 200, 100),
            color: Color(hex: 0x336699))
        let expected: [(Float, Float)] = [
            (150.5, 75.5), (149.5, 74.5), (249.5, 75.5), (250.5, 74.5),
            (249.5, 124.5), (250.5, 125.5), (150.5, 124.5), (149.5, 125.5),
        ]
        #expect(list.vertices.map { ($0.x, $0.y) }.elementsEqual(expected, by: ==))
        #expect(list.vertices[0].color == RGBA8(red: 0x33, green: 0x66, blue: 0x99, alpha: 255))
        #expect(list.vertices[1].color == RGBA8(red: 0x33, green: 0x66, blue: 0x99, alpha: 0))
    }

    @Test func widerFringeMovesOuterVerticesFarther() {
        var list = DrawList(tessellation: Tessellation(fringeWidth: 2))
        list.appendRoundedRect(
            size: Size(width: 100, height: 50), cornerRadius: 0, transform: placed(at: 200, 100),
            color: .white)
        #expect(list.vertices[0].x == 151 && list.vertices[0].y == 76)
        #expect(list.vertices[1].x == 149 && list.vertices[1].y == 74)
    }
}
