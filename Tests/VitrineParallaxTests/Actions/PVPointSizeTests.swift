import Testing
import VitrineGeometry
import VitrineParallax

@Suite("PVPoint and PVSize")
struct PVPointSizeTests {
    let container = Size(width: 800, height: 600)

    @Test func relativeValuesAreFractionsOfTheContainer() {
        #expect(PVPoint(x: 0.5, y: 0.25, isRelative: true).resolved(in: container) == Point(x: 400, y: 150))
        #expect(PVSize(width: 0.1, height: 0.5, isRelative: true).resolved(in: container) == Size(width: 80, height: 300))
    }

    @Test func absoluteValuesStayAsTheyAre() {
        #expect(PVPoint(x: 12, y: -3).resolved(in: container) == Point(x: 12, y: -3))
        #expect(PVSize(width: 40, height: 20).resolved(in: container) == Size(width: 40, height: 20))
        #expect(PVPoint.zero.resolved(in: container) == .zero && !PVPoint.zero.isRelative)
        #expect(PVSize.zero.resolved(in: container) == .zero)
    }
}
