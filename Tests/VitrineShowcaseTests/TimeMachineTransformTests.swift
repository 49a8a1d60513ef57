import Testing
import VitrineGeometry
import VitrineShowcase
import VitrineTestSupport

@Suite("TimeMachineTransform")
struct TimeMachineTransformTests {
    @Test("iCarousel's defaults: tilt 0.3, spacing 1, m34 −1/500")
    func defaults() {
        let machine = TimeMachineTransform()
        #expect(!machine.inverted && machine.tilt == 0.3 && machine.spacing == 1 && machine.perspective == p)
        #expect(machine.placesItems && machine.visibleOffsetLimit(in: familyContext(offset: 0)) == 15)
    }

    @Test("offset −1: 60 left and 200 back, opaque")
    func behind() {
        let appearance = TimeMachineTransform().appearance(withScrollingRate: 0, in: familyContext(offset: -1))
        expectClose(appearance.transform, matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [-60, 0, -200, 1.4]]))
        #expect(appearance.opacity == 1 && !appearance.isHidden)
        #expect(isClose(appearance.zPosition, -200 - 1e-6, tolerance: 1e-9))
    }

    @Test("offset 0.5: 30 right and 100 forward, half faded; offset 1 is gone")
    func front() {
        let half = TimeMachineTransform().appearance(withScrollingRate: 0, in: familyContext(offset: 0.5))
        expectClose(half.transform, matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [30, 0, 100, 0.8]]))
        #expect(isClose(half.opacity, 0.5, tolerance: 1e-12))
        let gone = TimeMachineTransform().appearance(withScrollingRate: 0, in: familyContext(offset: 1))
        expectClose(gone.transform, matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [60, 0, 200, 0.6]]))
        #expect(gone.opacity == 0 && gone.isHidden)
    }

    @Test("vertical: down by offset · 100 · 0.3, depth offset · 100")
    func vertical() {
        expectClose(
            TimeMachineTransform().transform(forOffset: -2, in: familyContext(.vertical, offset: -2)),
            matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [0, -60, -200, 1.4]]))
    }

    @Test("inverted: offset and tilt change sign, and the fade moves to negative offsets")
    func inverted() {
        let machine = TimeMachineTransform(inverted: true)
        let ahead = machine.appearance(withScrollingRate: 0, in: familyContext(offset: 1))
        // (−1) · 200 · (−0.3) = 60 along, (−1) · 200 = −200 in depth.
        expectClose(ahead.transform, matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [60, 0, -200, 1.4]]))
        #expect(ahead.opacity == 1)
        let fading = machine.appearance(withScrollingRate: 0, in: familyContext(offset: -0.25))
        #expect(isClose(fading.opacity, 0.75, tolerance: 1e-12))
    }

    @Test("depth follows the offset: larger offsets are nearer and on top")
    func depth() {
        let machine = TimeMachineTransform(fade: CarouselFade.none)
        let z = { (offset: Double) in machine.appearance(withScrollingRate: 0, in: familyContext(offset: offset)).zPosition }
        #expect(z(-3) < z(-2) && z(-2) < z(-1) && z(-1) < z(0) && z(0) < z(0.5))
    }
}
