import Testing
import VitrineGeometry

@Suite("EdgeInsets")
struct EdgeInsetsTests {
    @Test("horizontal is left + right, vertical is top + bottom")
    func sums() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 4, right: 8)
        #expect(insets.horizontal == 10)
        #expect(insets.vertical == 5)
    }

    @Test("init(all:) and zero put the same inset on every edge")
    func uniform() {
        #expect(EdgeInsets(all: 3) == EdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(EdgeInsets(all: 3).horizontal == 6)
    }
}
