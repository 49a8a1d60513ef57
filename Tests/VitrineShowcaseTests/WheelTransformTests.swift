import Foundation
import Testing
import VitrineGeometry
import VitrineShowcase
import VitrineTestSupport

/// In the family context (period 200, 15 items on the circle) the wheel's radius is
/// 200 · 15 / 2π and the spokes are 2π/15 apart.
@Suite("WheelTransform")
struct WheelTransformTests {
    let step = 2 * Double.pi / 15
    let radius = 200 * 15 / (2 * Double.pi)

    @Test("offset 0: only the perspective")
    func center() {
        let wheel = WheelTransform()
        #expect(!wheel.inverted && wheel.spacing == 1 && wheel.arc == 2 * .pi && wheel.placesItems)
        #expect(isClose(wheel.radius(in: familyContext(offset: 0)), radius, tolerance: 1e-12))
        expectClose(
            wheel.transform(forOffset: 0, in: familyContext(offset: 0)),
            matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [0, 0, 0, 1]]))
    }

    @Test("offset ±1: turned by ±φ about a hub r below, back by 0.01 on both sides")
    func sides() {
        for sign in [1.0, -1.0] {
            let c = cos(step), s = sign * sin(step), dz = -0.01
            // T(0, −r, −0.01) · R_z(±φ) · T(0, r, 0) · P: the center goes to (r sin φ, r − r cos φ, −0.01).
            let expected = matrix([
                [c, s, 0, 0], [-s, c, 0, 0], [0, 0, 1, p],
                [radius * s, radius * (1 - c), dz, 1 + dz * p],
            ])
            let appearance = WheelTransform().appearance(withScrollingRate: 0, in: familyContext(offset: sign))
            expectClose(appearance.transform, expected)
            #expect(isClose(appearance.zPosition, -0.01 - 1e-6, tolerance: 1e-15))
        }
    }

    @Test("vertical: the hub is r to the left; the center goes to (r cos φ − r, r sin φ, −0.01)")
    func vertical() {
        let step = 2 * Double.pi / 18, radius = 100 * 18 / (2 * Double.pi)
        let c = cos(step), s = sin(step)
        let expected = matrix([
            [c, s, 0, 0], [-s, c, 0, 0], [0, 0, 1, p], [radius * (c - 1), radius * s, -0.01, 1 - 0.01 * p],
        ])
        expectClose(WheelTransform().transform(forOffset: 1, in: familyContext(.vertical, offset: 1)), expected)
    }

    @Test("inverted: the hub is above, and the turn goes the other way")
    func inverted() {
        let c = cos(step), s = sin(step)
        // T(0, r, −0.01) · R_z(−φ) · T(0, −r, 0) · P: the center goes to (r sin φ, r cos φ − r, −0.01).
        let expected = matrix([
            [c, -s, 0, 0], [s, c, 0, 0], [0, 0, 1, p], [radius * s, radius * (c - 1), -0.01, 1 - 0.01 * p],
        ])
        expectClose(WheelTransform(inverted: true).transform(forOffset: 1, in: familyContext(offset: 1)), expected)
    }

    @Test("limit: the wheel's inner edge r − 100 ≈ 377 lies beyond 300, so ⌈15/2⌉ + 1 = 9 items")
    func limit() {
        #expect(WheelTransform().visibleOffsetLimit(in: familyContext(offset: 0)) == 4.5)
        // With 5 items the radius is 200 · 5 / 2π ≈ 159, within: all 5.
        #expect(WheelTransform().visibleOffsetLimit(in: familyContext(offset: 0, itemCount: 5)) == 2.5)
    }

    @Test("the spokes repeat after a full turn, apart from the depth step of 0.01 per item out")
    func periodic() {
        var random = SplitMix64(seed: 0x3EE1)
        for _ in 0..<200 {
            let offset = random.double(in: -5...5)
            var a = WheelTransform().transform(forOffset: offset, in: familyContext(offset: offset))
            var b = WheelTransform().transform(forOffset: offset + 15, in: familyContext(offset: offset + 15))
            #expect(isClose(b.m43 - a.m43, -0.01 * (offset + 15 - abs(offset)), tolerance: 1e-9))
            a.m43 = 0
            a.m44 = 0
            b.m43 = 0
            b.m44 = 0
            expectClose(a, b, tolerance: 1e-8)
        }
    }
}
