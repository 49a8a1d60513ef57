import Testing
import VitrineCanvas

@Suite("Vertex layout")
struct VertexLayoutTests {
    @Test func drawVertexHasSDLVertexLayout() {
        // SDL_Vertex: float x, y; Uint8 r, g, b, a; float u, v.
        #expect(MemoryLayout<DrawVertex>.stride == 20)
        #expect(MemoryLayout<DrawVertex>.offset(of: \.x) == 0)
        #expect(MemoryLayout<DrawVertex>.offset(of: \.y) == 4)
        #expect(MemoryLayout<DrawVertex>.offset(of: \.color) == 8)
        #expect(MemoryLayout<DrawVertex>.offset(of: \.u) == 12)
        #expect(MemoryLayout<DrawVertex>.offset(of: \.v) == 16)
    }
}
