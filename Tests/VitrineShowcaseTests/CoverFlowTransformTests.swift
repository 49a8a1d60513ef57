import Foundation
import Testing
import VitrineGeometry
import VitrineShowcase
import VitrineTestSupport

@Suite("CoverFlowTransform")
struct CoverFlowTransformTests {
    /// The turn of a side item: 0.9 of a right angle.
    let k = 0.45 * Double.pi

    @Test("iCarousel's defaults: tilt 0.9, spacing 0.25, m34 −1/500; it places items")
    func defaults() {
        let cover = CoverFlowTransform()
        #expect(cover.tilt == 0.9 && cover.spacing == 0.25 && cover.perspective == p)
        #expect(cover.viewpointOffset == .zero && cover.fade == nil && cover.placesItems)
    }

    @Test("offset 0: only the perspective")
    func center() {
        let appearance = CoverFlowTransform().appearance(withScrollingRate: 0, in: familyContext(offset: 0))
        expectClose(appearance.transform, matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [0, 0, 0, 1]]))
        #expect(appearance.zPosition == 0)  // the center's depth
        #expect(appearance.opacity == 1 && appearance.isDoubleSided && !appearance.isHidden)
    }

    @Test("offset +1: x = (0.5 · 0.9 + 0.25) · 200 = 140, z = −100, turned by −0.45π about y")
    func right() {
        // R_y(−k) · T(140, 0, −100) · P, with P the perspective: column 4 gains column 3 · p.
        let c = cos(k), s = sin(k)
        let expected = matrix([[c, 0, s, s * p], [0, 1, 0, 0], [-s, 0, c, c * p], [140, 0, -100, 1 + 100.0 / 500]])
        let appearance = CoverFlowTransform().appearance(withScrollingRate: 0.4, in: familyContext(offset: 1))
        expectClose(appearance.transform, expected)
        // The center of the item lands at 140 / 1.2 on the screen.
        let projected = appearance.transform.project(.zero)
        #expect(isClose(projected?.x ?? .nan, 140 / 1.2, tolerance: 1e-9))
        // The center's depth m43, less the tie-break of 1e-6 per item.
        #expect(appearance.zPosition == -100 - 1e-6)
    }

    @Test("offset −1 mirrors offset +1")
    func left() {
        let c = cos(k), s = sin(k)
        let expected = matrix([[c, 0, -s, -s * p], [0, 1, 0, 0], [s, 0, c, c * p], [-140, 0, -100, 1.2]])
        expectClose(CoverFlowTransform().transform(forOffset: -1, in: familyContext(offset: -1)), expected)
    }

    @Test("beyond ±1 the turn and depth stay, and the spacing adds 0.25 · 200 per item")
    func beyond() {
        let c = cos(k), s = sin(k)
        let expected = matrix([[c, 0, s, s * p], [0, 1, 0, 0], [-s, 0, c, c * p], [190, 0, -100, 1.2]])
        expectClose(CoverFlowTransform().transform(forOffset: 2, in: familyContext(offset: 2)), expected)
    }

    @Test("vertical: down by (0.45 + 0.25) · 100 = 70, back by 50, turned about (−1, 0, 0)")
    func vertical() {
        // A turn by −0.45π about (−1, 0, 0) is a turn by 0.45π about x:
        // [1 0 0; 0 c s; 0 −s c] in row-vector form.
        let c = cos(k), s = sin(k)
        let expected = matrix([[1, 0, 0, 0], [0, c, s, s * p], [0, -s, c, c * p], [0, 70, -50, 1.1]])
        expectClose(CoverFlowTransform().transform(forOffset: 1, in: familyContext(.vertical, offset: 1)), expected)
    }

    @Test("depth: the center on top, then its neighbors, and the farther of two equally deep items below")
    func depthOrder() {
        let cover = CoverFlowTransform()
        let z = { (offset: Double) in cover.appearance(withScrollingRate: 0, in: familyContext(offset: offset)).zPosition }
        #expect(z(0) > z(0.5) && z(0.5) > z(1) && z(1) > z(2) && z(2) > z(3))
        #expect(z(0) > z(-0.5) && z(-0.5) > z(-1) && z(-1) > z(-2))
        // Offsets 1 and 2 have the same depth key; only the tie-break tells them apart.
        #expect(isClose(z(1) - z(2), 1e-6, tolerance: 1e-9))
        var random = SplitMix64(seed: 0xC0FE)
        for _ in 0..<500 {
            let a = random.double(in: 0...5), b = random.double(in: 0...5), sign = random.unit() < 0.5 ? -1.0 : 1
            guard abs(a - b) > 1e-3 else { continue }
            #expect((z(sign * a) > z(sign * b)) == (a < b), "offsets \(sign * a) and \(sign * b)")
        }
    }

    @Test("the visible limit is half of ceil(1000 / 50) + 2 items; items beyond it are hidden")
    func limit() {
        let cover = CoverFlowTransform()
        #expect(cover.visibleOffsetLimit(in: familyContext(offset: 0)) == 11)
        #expect(!cover.appearance(withScrollingRate: 0, in: familyContext(offset: 10.9)).isHidden)
        #expect(cover.appearance(withScrollingRate: 0, in: familyContext(offset: 11.1)).isHidden)
        // A zero period: the cap of 30 items.
        let empty = LayoutContext(
            itemSize: .zero, lineSpacing: 0, viewportSize: Size(width: 1000, height: 600),
            direction: .horizontal, itemCount: 0, offset: 0)
        #expect(cover.visibleOffsetLimit(in: empty) == 15)
    }

    @Test("a view point offset moves the eye: the base translates by its negation")
    func viewpoint() {
        let cover = CoverFlowTransform(viewpointOffset: Size(width: 10, height: -20))
        // T(−10, 20, 0) · P at offset 0.
        expectClose(
            cover.transform(forOffset: 0, in: familyContext(offset: 0)),
            matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, p], [-10, 20, 0, 1]]))
    }

    @Test("without a context the rate is read in the reference context (offset 2.5 · rate)")
    func reference() {
        let cover = CoverFlowTransform()
        expectClose(
            cover.transform(withScrollingRate: 0.4),
            cover.transform(forOffset: 1, in: LayoutContext.reference(rate: 0.4)))
        #expect(LayoutContext.reference(rate: 0.4).offset == 1)
    }
}
