import Testing
import VitrineGeometry

@testable import VitrineShowcase

@Suite("Layout: reduced motion")
struct LayoutReducedMotionTests {
    static let itemSize = Size(width: 200, height: 260)
    static let viewport = Size(width: 1280, height: 720)

    /// Every layout whose transform turns or tilts: the 3-D family, the seed's rotations and a
    /// curve transform with a rotation.
    static let turning: [Layout] = [
        .coverFlow(itemSize: itemSize), .cylinder(itemSize: itemSize), .invertedCylinder(itemSize: itemSize),
        .rotary(itemSize: itemSize), .wheel(itemSize: itemSize), .timeMachine(itemSize: itemSize),
        Layout(itemSize: itemSize, path: CircularPath(), transform: TransformRotate()),
        Layout(itemSize: itemSize, path: WavePath(), transform: TransformScaleRotate()),
        Layout(
            itemSize: itemSize,
            transform: CurveTransform(rotation: RateCurve(points: [Point(x: -1, y: -1), Point(x: 1, y: 1)]))),
    ]

    @Test func turningTransformsBecomeTheFadeOnAStraightLine() {
        for layout in Self.turning {
            let reduced = layout.reducingMotion()
            #expect(reduced.path is DefaultPath)
            #expect((reduced.transform as? TransformFade) == Layout.reducedMotionFade)
            #expect(reduced.period == layout.period && reduced.direction == layout.direction)
            #expect(!reduced.placesItems)
        }
    }

    @Test func flatTransformsStay() {
        let scale = Layout(itemSize: Self.itemSize, path: CircularPath(), transform: TransformScale())
        #expect((scale.reducingMotion().transform as? TransformScale) == TransformScale())
        #expect(scale.reducingMotion().path is DefaultPath)
        let fade = Layout(itemSize: Self.itemSize, transform: TransformFade(startRate: 0.5, minimumOpacity: 0))
        #expect((fade.reducingMotion().transform as? TransformFade) == TransformFade(startRate: 0.5, minimumOpacity: 0))
        #expect(Layout(itemSize: Self.itemSize).reducingMotion().transform == nil)
        // A scale below 0 would mirror: it goes.
        let mirror = Layout(itemSize: Self.itemSize, transform: TransformScale(normalizedMinimumScale: -1))
        #expect(mirror.reducingMotion().transform is TransformFade)
    }

    /// The fade's opacity, from its formula: 1 within 0.2 of the center, 0.3 at the edges,
    /// 1 − 0.7 · (|rate| − 0.2)/0.8 between.
    @Test func theFadeFollowsItsFormula() {
        let layout = Layout.coverFlow(itemSize: Self.itemSize).reducingMotion()
        for rate in [0.0, 0.1, 0.2, 0.6, -0.6, 1, 1.5] {
            let appearance = layout.appearance(forRate: rate, in: Self.viewport, itemCount: 24)
            let expected = abs(rate) <= 0.2 ? 1 : 1 - 0.7 * min((abs(rate) - 0.2) / 0.8, 1)
            #expect(abs(appearance.opacity - expected) < 1e-12)
            #expect(appearance.transform == .identity)
        }
    }

    /// Property: at 2,000 random rates every reduced layout's appearance is flat.
    @Test func everyReducedAppearanceIsFlat() {
        var random = SystemRandomNumberGenerator()
        for layout in Self.turning {
            let reduced = layout.reducingMotion()
            for _ in 0..<2000 {
                let rate = Double.random(in: -3...3, using: &random)
                #expect(reduced.appearance(forRate: rate, in: Self.viewport, itemCount: 24).transform.isFlat)
            }
        }
    }
}
