import Foundation
import Testing
import VitrineGeometry
import VitrineShowcase
import VitrineTestSupport

/// In the family context the circle holds 15 items (see the cylinder's tests); the radius is
/// max(100, 100 / tan(π/15)) = 100 / tan(π/15).
@Suite("RotaryTransform")
struct RotaryTransformTests {
    let angle = 2 * Double.pi / 15
    let radius = 100 / tan(Double.pi / 15)

    @Test("offset 0: only the perspective")
    func center() {
        let rotary = RotaryTransform()
        #expect(!rotary.inverted && rotary.spacing == 1 && rotary.arc == 2 * .pi && rotary.placesItems)
        expectClose(
            rotary.transform(forOffset: 0, in: familyContext(offset: 0)),
            matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [0, 0, 0, 1]]))
    }

    @Test("offset ±1: moved to (±r sin θ, 0, r cos θ − r), not turned")
    func sides() {
        for sign in [1.0, -1.0] {
            let x = sign * radius * sin(angle), z = radius * cos(angle) - radius
            let expected = matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [x, 0, z, 1 + z * p]])
            let appearance = RotaryTransform().appearance(withScrollingRate: 0, in: familyContext(offset: sign))
            expectClose(appearance.transform, expected)
            #expect(isClose(appearance.zPosition, z - 1e-6, tolerance: 1e-9))
        }
    }

    @Test("vertical: moved down, with n = 18 and r = 50 / tan(π/18)")
    func vertical() {
        let angle = 2 * Double.pi / 18, radius = 50 / tan(Double.pi / 18)
        let y = radius * sin(angle), z = radius * cos(angle) - radius
        expectClose(
            RotaryTransform().transform(forOffset: 1, in: familyContext(.vertical, offset: 1)),
            matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [0, y, z, 1 + z * p]]))
    }

    @Test("inverted: same side, but coming forward: (r sin θ, 0, r − r cos θ)")
    func inverted() {
        let x = radius * sin(angle), z = radius - radius * cos(angle)
        expectClose(
            RotaryTransform(inverted: true).transform(forOffset: 1, in: familyContext(offset: 1)),
            matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [x, 0, z, 1 + z * p]]))
        #expect(RotaryTransform(inverted: true).visibleOffsetLimit(in: familyContext(offset: 0)) == 4)
    }

    @Test("few items: the radius never goes below half a period (3 items: 100, not 100 / tan(π/3))")
    func minimumRadius() {
        let context = familyContext(offset: 1, itemCount: 3)
        let x = 100 * sin(2 * Double.pi / 3), z = 100 * cos(2 * Double.pi / 3) - 100  // (86.6, −150)
        expectClose(
            RotaryTransform().transform(forOffset: 1, in: context),
            matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [x, 0, z, 1 + z * p]]))
    }

    @Test("depth: nearer the front is on top, and items beyond half the circle are hidden")
    func depth() {
        let rotary = RotaryTransform()
        let z = { (offset: Double) in rotary.appearance(withScrollingRate: 0, in: familyContext(offset: offset)).zPosition }
        var random = SplitMix64(seed: 0x2074)
        for _ in 0..<500 {
            let a = random.double(in: 0...7.5), b = random.double(in: 0...7.5)
            guard abs(a - b) > 1e-3 else { continue }
            #expect((z(a) > z(-b)) == (a < b))
        }
        #expect(rotary.appearance(withScrollingRate: 0, in: familyContext(offset: -7.6)).isHidden)
    }
}
