import Foundation
import Testing
import VitrineGeometry
import VitrineShowcase
import VitrineTestSupport

/// Back faces and edge-on slivers: an item is drawn only while ``ItemAppearance/facingRatio``
/// is at least 0.1 (turned away, it is negative).
@Suite("Facing")
struct FacingTests {
    /// The `cylinder` preset at 1280 × 720: cards 226.8 × 302.4, period 234.8, n = ⌊6π⌋ = 18 on
    /// the drum (20° apart), radius 117.4 / tan 10°.
    let viewport = Size(width: 1280, height: 720)
    let layout = Layout.cylinder(itemSize: Size(width: 226.8, height: 302.4))
    let radius = 117.4 / tan(Double.pi / 18)

    @Test("cylinder at offset 0: cards 0, ±1, ±2 shown; ±3 (turned 60°, past the line of sight at 55°) and beyond hidden")
    func cylinderAtRest() {
        for offset in -9...9 {
            let appearance = layout.appearance(forOffset: Double(offset), in: viewport, itemCount: 24)
            // n · (eye − center) / (500 − z) for the card turned by a = 20° · offset.
            let a = Double(offset) * Double.pi / 9
            let z = (radius + 0.01) * cos(a) - radius
            let facing = (-(radius + 0.01) * sin(a) * sin(a) + cos(a) * (500 - z)) / (500 - z)
            #expect(isClose(appearance.facingRatio, facing, tolerance: 1e-9), "offset \(offset)")
            #expect(appearance.isHidden == (abs(offset) >= 3), "offset \(offset): facing \(facing)")
        }
        // ±3 shows its back to the eye although m33 = cos 60° > 0 (iCarousel would draw it).
        let third = layout.appearance(forOffset: 3, in: viewport, itemCount: 24)
        #expect(third.transform.m33 > 0 && third.facingRatio < 0 && !third.isFrontFacing)
    }

    /// The on-screen width of a card: the extent of its projected corners along the axis.
    func projectedWidth(_ appearance: ItemAppearance) -> Double {
        let corners = [
            Point(x: -113.4, y: -151.2), Point(x: 113.4, y: -151.2), Point(x: 113.4, y: 151.2),
            Point(x: -113.4, y: 151.2),
        ].compactMap { appearance.transform.project($0)?.x }
        return (corners.max() ?? 0) - (corners.min() ?? 0)
    }

    @Test(
        "cylinder while scrolling: no card shown is a sliver narrower than 14 px, and every hidden card in range faces away or is under 0.1"
    )
    func noSlivers() {
        for step in 0..<200 {
            let position = Double(step) / 100
            for index in -9...9 {
                let offset = Double(index) - position
                let appearance = layout.appearance(forOffset: offset, in: viewport, itemCount: 24)
                if appearance.isHidden {
                    #expect(appearance.facingRatio < 0.1 || abs(offset) > 9)
                } else {
                    #expect(appearance.facingRatio >= 0.1)
                    #expect(projectedWidth(appearance) >= 14, "offset \(offset): \(projectedWidth(appearance)) px")
                }
            }
        }
    }

    @Test("face-on items give 1, flat tilts their cosine, turned-away ones a negative ratio")
    func ratios() {
        #expect(ItemAppearance().facingRatio == 1)
        #expect(ItemAppearance(transform: .makeScale(0.5, 0.5, 1)).facingRatio == 1)
        #expect(isClose(ItemAppearance(transform: .makeRotation(1, 0, 1, 0)).facingRatio, cos(1), tolerance: 1e-12))
        let away = ItemAppearance(transform: .makeRotation(2, 0, 1, 0), isDoubleSided: false)
        #expect(away.facingRatio < 0 && !away.showsFace && !away.isVisible)
        // Double-sided, the back shows; edge-on (within asin 0.1 ≈ 5.7°), nothing does.
        #expect(ItemAppearance(transform: .makeRotation(2, 0, 1, 0)).isVisible)
        #expect(!ItemAppearance(transform: .makeRotation(Double.pi / 2 - 0.09, 0, 1, 0)).isVisible)
        #expect(ItemAppearance(transform: .makeRotation(Double.pi / 2 - 0.11, 0, 1, 0)).isVisible)
        #expect(ItemAppearance(transform: .makeScale(0, 1, 1)).facingRatio == 0)
    }
}
