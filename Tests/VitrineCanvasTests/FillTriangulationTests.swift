import Testing
import VitrineCanvas
import VitrineGeometry

/// The fill of a tessellated shape: n − 2 triangles over its n inner vertices that cover the
/// polygon once, without the long slivers of a fan from one vertex, which a tiling rasterizer
/// pays for tile by tile.
@Suite("The fill's triangles")
struct FillTriangulationTests {
    static func area(_ a: DrawVertex, _ b: DrawVertex, _ c: DrawVertex) -> Double {
        let abx = Double(b.x - a.x), aby = Double(b.y - a.y), acx = Double(c.x - a.x), acy = Double(c.y - a.y)
        return (abx * acy - aby * acx) / 2
    }

    @Test(arguments: [(4.0, 0.0), (12, 0), (12, 0.4), (150, 0.2), (60, 1.2)])
    func theFillCoversThePolygonOnceWithoutSlivers(radius: Double, angle: Double) {
        var list = DrawList()
        list.appendRoundedRect(
            size: Size(width: 380, height: 300), cornerRadius: radius,
            transform: placed(at: 400, 400, .makeRotation(angle, 0, 0, 1)), color: .white)
        let inner = stride(from: 0, to: list.vertices.count, by: 2).map { list.vertices[$0] }
        let n = inner.count
        let fill = (0..<(n - 2)).map { t in (0..<3).map { list.vertices[Int(list.indices[3 * t + $0])] } }
        // Every fill vertex is an inner one (alpha 255).
        #expect(fill.allSatisfy { $0.allSatisfy { $0.color.alpha == 255 } })
        let areas = fill.map { Self.area($0[0], $0[1], $0[2]) }
        var polygon = 0.0
        for i in 0..<n { polygon += Self.area(inner[0], inner[i], inner[(i + 1) % n]) }
        // One winding (clockwise on screen: positive with y down), no overlap, no gap.
        #expect(areas.allSatisfy { $0 >= 0 })
        #expect(abs(areas.reduce(0, +) - polygon) < polygon * 1e-4)
        // What a 64-pixel tiling rasterizer visits, about: a triangle's tiles inside plus a
        // row of them along its perimeter. Against a fan from the first vertex, which crosses
        // the shape in slivers.
        func tiles(_ a: DrawVertex, _ b: DrawVertex, _ c: DrawVertex) -> Double {
            let perimeter = [(a, b), (b, c), (c, a)].map { pair in
                let dx = Double(pair.0.x - pair.1.x), dy = Double(pair.0.y - pair.1.y)
                return (dx * dx + dy * dy).squareRoot()
            }.reduce(0, +)
            return abs(Self.area(a, b, c)) / 4096 + perimeter / 64
        }
        let ours = fill.map { tiles($0[0], $0[1], $0[2]) }.reduce(0, +)
        let fan = (2..<n).map { tiles(inner[0], inner[$0 - 1], inner[$0]) }.reduce(0, +)
        #expect(ours < 0.65 * fan, "\(ours) tiles against \(fan) for a fan")
    }
}
