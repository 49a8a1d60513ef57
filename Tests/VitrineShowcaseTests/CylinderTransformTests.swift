import Foundation
import Testing
import VitrineGeometry
import VitrineShowcase
import VitrineTestSupport

/// In the family context (period 200, viewport 1000 wide, 20 items) the circle holds
/// n = min(30, max(12, ceil(1000 / 200) · π)) = ⌊15.7⌋ = 15 items: θ = 2π/15 apart, and the
/// drum's radius is 100 / tan(π/15).
@Suite("CylinderTransform")
struct CylinderTransformTests {
    let theta = 2 * Double.pi / 15
    let radius = 100 / tan(Double.pi / 15)

    @Test("iCarousel's defaults: spacing 1, arc 2π, the computed count, m34 −1/500")
    func defaults() {
        let cylinder = CylinderTransform()
        #expect(!cylinder.inverted && cylinder.spacing == 1 && cylinder.arc == 2 * .pi)
        #expect(cylinder.count == nil && cylinder.perspective == p && cylinder.placesItems)
    }

    @Test("offset 0: forward by 0.01, under the perspective")
    func center() {
        expectClose(
            CylinderTransform().transform(forOffset: 0, in: familyContext(offset: 0)),
            matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [0, 0, 0.01, 1 + 0.01 * p]]))
    }

    @Test("offset ±1: turned by ±θ about y on a drum of radius r")
    func sides() {
        for sign in [1.0, -1.0] {
            let c = cos(theta), s = sign * sin(theta)
            // T(0, 0, r + 0.01) · R_y(±θ) · T(0, 0, −r) · P
            let z = (radius + 0.01) * c - radius
            let expected = matrix([
                [c, 0, -s, -s * p], [0, 1, 0, 0], [s, 0, c, c * p],
                [(radius + 0.01) * s, 0, z, 1 + z * p],
            ])
            let appearance = CylinderTransform().appearance(withScrollingRate: 0, in: familyContext(offset: sign))
            expectClose(appearance.transform, expected)
            // The depth of the center, less the tie-break of 1e-6 per item: the same on both sides.
            #expect(isClose(appearance.zPosition, z - 1e-6, tolerance: 1e-9))
            #expect(!appearance.isDoubleSided && !appearance.isHidden && appearance.opacity == 1)
            // Facing: n · (eye − center) / (500 − z), with n = (s, 0, c) and the eye at (0, 0, 500).
            let facing = (-(radius + 0.01) * s * s + c * (500 - z)) / (500 - z)
            #expect(isClose(appearance.facingRatio, facing, tolerance: 1e-12))
        }
    }

    @Test("vertical: n = ⌊6π⌋ = 18, turned about (−1, 0, 0), moving down for positive offsets")
    func vertical() {
        let theta = 2 * Double.pi / 18, radius = 50 / tan(Double.pi / 18)
        let c = cos(theta), s = sin(theta)
        // R about (−1, 0, 0) by θ: [1 0 0; 0 c −s; 0 s c].
        let z = (radius + 0.01) * c - radius
        let expected = matrix([[1, 0, 0, 0], [0, c, -s, -s * p], [0, s, c, c * p], [0, (radius + 0.01) * s, z, 1 + z * p]])
        expectClose(CylinderTransform().transform(forOffset: 1, in: familyContext(.vertical, offset: 1)), expected)
    }

    @Test("inverted: radius and angle change sign, and back faces are hidden")
    func inverted() {
        let cylinder = CylinderTransform(inverted: true)
        let c = cos(theta), s = sin(theta)
        // T(0, 0, −r + 0.01) · R_y(−θ) · T(0, 0, r) · P
        let z = (0.01 - radius) * c + radius
        let expected = matrix([[c, 0, s, s * p], [0, 1, 0, 0], [-s, 0, c, c * p], [(radius - 0.01) * s, 0, z, 1 + z * p]])
        let side = cylinder.appearance(withScrollingRate: 0, in: familyContext(offset: 1))
        expectClose(side.transform, expected)
        #expect(!side.isDoubleSided && !side.isHidden && side.isFrontFacing)
        // Offset 4 turns by 96°: m33 = cos 96° < 0, turned away, so hidden (within the limit of 4).
        let away = cylinder.appearance(withScrollingRate: 0, in: familyContext(offset: 4))
        #expect(away.transform.m33 < 0 && !away.isFrontFacing && away.isHidden)
        // The outside drum hides the same turn: the back of a card on the far side.
        let outside = CylinderTransform().appearance(withScrollingRate: 0, in: familyContext(offset: 4))
        #expect(!outside.isFrontFacing && !outside.isDoubleSided && outside.isHidden)
    }

    @Test("limits: half the count, half of ⌈count/2⌉ inverted; beyond them items are hidden")
    func limits() {
        #expect(CylinderTransform().visibleOffsetLimit(in: familyContext(offset: 0)) == 7.5)
        #expect(CylinderTransform(inverted: true).visibleOffsetLimit(in: familyContext(offset: 0)) == 4)
        // Flat (perspective 0) and 7.5 items round, a card faces straight back: hidden by its
        // face, not by the limit; a double check that the limit hides even a card facing front
        // (15 items past it, a full turn).
        let flat = CylinderTransform(perspective: 0)
        #expect(flat.appearance(withScrollingRate: 0, in: familyContext(offset: 7.5)).isHidden)
        #expect(!flat.appearance(withScrollingRate: 0, in: familyContext(offset: 0)).isHidden)
        #expect(flat.appearance(withScrollingRate: 0, in: familyContext(offset: 15)).isHidden)
    }

    @Test("the count: at most the item count, at least 1, or the override")
    func counts() {
        #expect(CylinderTransform().visibleOffsetLimit(in: familyContext(offset: 0, itemCount: 3)) == 1.5)
        #expect(CylinderTransform().visibleOffsetLimit(in: familyContext(offset: 0, itemCount: 0)) == 0.5)
        #expect(CylinderTransform(count: 8).visibleOffsetLimit(in: familyContext(offset: 0)) == 4)
        // A narrow viewport still gets 12: ceil(100 / 200) · π = π < 12.
        var narrow = familyContext(offset: 0)
        narrow.viewportSize.width = 100
        #expect(CylinderTransform().visibleOffsetLimit(in: narrow) == 6)
        // Three items sit 120° apart, on a drum of radius 100 / tan(π/3): offset 1 turns by 120°.
        let three = CylinderTransform().transform(forOffset: 1, in: familyContext(offset: 1, itemCount: 3))
        #expect(isClose(three.m11, cos(2 * Double.pi / 3), tolerance: 1e-12))
    }

    @Test("a full turn later the drum looks the same: offset o and o + n match")
    func periodic() {
        var random = SplitMix64(seed: 0xD2A)
        for _ in 0..<200 {
            let offset = random.double(in: -8...8)
            expectClose(
                CylinderTransform().transform(forOffset: offset, in: familyContext(offset: offset)),
                CylinderTransform().transform(forOffset: offset + 15, in: familyContext(offset: offset + 15)),
                tolerance: 1e-8)
        }
    }
}
