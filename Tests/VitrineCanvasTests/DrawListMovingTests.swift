import Testing
import VitrineGeometry

@testable import VitrineCanvas

@Suite("A draw list's bounds, and moving it")
struct DrawListMovingTests {
    @Test func theBoundsHoldEveryVertexAndTouchEachSide() throws {
        let list = RetainedDrawListTests.drawList(RetainedDrawListTests.nodes, atlas: FakeGlyphs())
        let bounds = try #require(list.bounds)
        let used = list.indices.map { list.vertices[Int($0)] }
        #expect(bounds.minX == Double(used.map(\.x).min()!))
        #expect(bounds.minY == Double(used.map(\.y).min()!))
        #expect(bounds.maxX == Double(used.map(\.x).max()!))
        #expect(bounds.maxY == Double(used.map(\.y).max()!))
        #expect(DrawList().bounds == nil)
    }

    /// Moved toward the origin by whole pixels, every vertex lands exactly: its fraction of a
    /// pixel is the same, bit for bit, and moving back restores it.
    @Test func movingByWholePixelsKeepsEveryFraction() throws {
        let list = RetainedDrawListTests.drawList(RetainedDrawListTests.nodes, atlas: FakeGlyphs())
        let bounds = try #require(list.bounds)
        var moved = list
        let x = -bounds.minX.rounded(.down), y = -bounds.minY.rounded(.down)
        moved.move(x: Float(x), y: Float(y))
        for (before, after) in zip(list.vertices, moved.vertices) {
            #expect(Double(after.x) == Double(before.x) + x && Double(after.y) == Double(before.y) + y)
            #expect(after.color == before.color && after.u == before.u && after.v == before.v)
        }
        let movedBounds = try #require(moved.bounds)
        #expect(movedBounds.origin == Point(x: bounds.minX + x, y: bounds.minY + y))
        #expect(movedBounds.size == bounds.size)
        #expect(moved.indices == list.indices && moved.runs.map(\.material) == list.runs.map(\.material))
        moved.move(x: Float(-x), y: Float(-y))
        #expect(moved.vertices == list.vertices)
    }
}
