import Testing
import VitrineGeometry

@Suite("Size")
struct SizeTests {
    @Test("scaling multiplies both extents")
    func scaling() {
        #expect(Size(width: 4, height: 6) * 1.5 == Size(width: 6, height: 9))
        #expect(Size(width: 4, height: 6) * -1 == Size(width: -4, height: -6))
    }

    @Test(
        "a size is empty when either extent is zero or negative",
        arguments: [
            (Size(width: 0, height: 5), true), (Size(width: 5, height: 0), true), (Size(width: -1, height: 5), true),
            (Size(width: 5, height: -0.001), true), (Size.zero, true), (Size(width: 0.001, height: 5), false),
        ])
    func emptiness(size: Size, isEmpty: Bool) {
        #expect(size.isEmpty == isEmpty)
    }
}
