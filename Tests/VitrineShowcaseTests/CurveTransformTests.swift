import Foundation
import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineTestSupport

@testable import VitrineShowcase

@Suite("CurveTransform")
struct CurveTransformTests {
    @Test("the defaults change nothing: identity, opaque, double-sided, placed by the container")
    func defaults() {
        let transform = CurveTransform()
        #expect(transform.scale == .constant(1) && transform.rotation == .constant(0) && transform.opacity == .constant(1))
        #expect(transform.depth == CurveTransform.flatDepth)
        #expect(!transform.placesItems)
        for rate in [-2.0, -1, -0.3, 0, 0.5, 1, 3] {
            #expect(transform.transform(withScrollingRate: rate) == .identity)
            let appearance = transform.appearance(withScrollingRate: rate, in: familyContext(offset: 0))
            #expect(appearance.transform == .identity && appearance.opacity == 1)
            #expect(appearance.isDoubleSided && !appearance.isHidden)
        }
    }

    @Test("a scale of 2 at rate 0.5 is exactly makeScale(2, 2, 1)")
    func scale() {
        let transform = CurveTransform(scale: RateCurve(points: [Point(x: 0, y: 1), Point(x: 0.5, y: 2), Point(x: 1, y: 1)]))
        #expect(transform.scale(withScrollingRate: 0.5) == 2)
        #expect(transform.transform(withScrollingRate: 0.5) == .makeScale(2, 2, 1))
        #expect(transform.transform(withScrollingRate: 0) == .identity)
    }

    @Test("rotation: π/2 at rate 1 turns about z, then the scale applies")
    func rotation() {
        let transform = CurveTransform(
            scale: .constant(0.5),
            rotation: RateCurve(points: [Point(x: -1, y: -.pi / 2), Point(x: 1, y: .pi / 2)]))
        #expect(transform.angle(withScrollingRate: 1) == .pi / 2)
        #expect(isClose(transform.angle(withScrollingRate: 0.5), .pi / 4, tolerance: 1e-15))
        // Row vectors: [c s 0 0; −s c 0 0; 0 0 1 0; 0 0 0 1], then × 0.5 in x and y.
        let c = cos(Double.pi / 4) * 0.5, s = sin(Double.pi / 4) * 0.5
        expectClose(
            transform.transform(withScrollingRate: 0.5),
            matrix([[c, s, 0, 0], [-s, c, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]), tolerance: 1e-15)
        let angle = transform.angle(withScrollingRate: 0.5)
        #expect(transform.transform(withScrollingRate: 0.5) == .concat(.makeRotation(angle, 0, 0, 1), .makeScale(0.5, 0.5, 1)))
        // (1, 0) turns to (0, 1), clockwise on screen, at rate 1.
        let turned = CurveTransform(rotation: transform.rotation).transform(withScrollingRate: 1)
        #expect(isClose(turned.m11, 0, tolerance: 1e-15) && turned.m12 == 1)
    }

    @Test("opacity is the curve clamped to 0...1")
    func opacity() {
        let transform = CurveTransform(
            opacity: RateCurve(points: [
                Point(x: -1, y: -0.5), Point(x: 0, y: 1.5),
                Point(x: 1, y: 0.25),
            ]))
        #expect(transform.opacity(withScrollingRate: 0) == 1)
        #expect(transform.opacity(withScrollingRate: -1) == 0)
        #expect(transform.opacity(withScrollingRate: 1) == 0.25)
        #expect(transform.opacity(withScrollingRate: 5) == 0)
        var random = SplitMix64(seed: 0x0FAC)
        for _ in 0..<300 {
            let curve = CurveTransform(opacity: RateCurve(points: randomCurvePoints(&random)))
            for rate in [random.double(in: -5...5), .infinity, .nan] {
                #expect((0...1).contains(curve.opacity(withScrollingRate: rate)))
            }
        }
        let appearance = transform.appearance(withScrollingRate: 1, in: familyContext(offset: 0))
        #expect(appearance.opacity == 0.25)
    }

    @Test("depth is the z position, larger on top; the default orders as the flat transforms, mirror rates tied")
    func depthOrder() {
        let flat = CurveTransform()
        #expect(flat.zPosition(withScrollingRate: 0) == 0)
        #expect(flat.zPosition(withScrollingRate: 1) == -1 && flat.zPosition(withScrollingRate: -1) == -1)
        #expect(flat.zPosition(withScrollingRate: 2) == -2)
        var random = SplitMix64(seed: 0xDE97)
        for _ in 0..<2000 {
            let a = random.double(in: -4...4), b = random.double(in: -4...4)
            let za = flat.zPosition(withScrollingRate: a), zb = flat.zPosition(withScrollingRate: b)
            #expect(flat.zPosition(withScrollingRate: -a) == za)
            let flatA = ItemAppearance.flatZPosition(forOffset: a), flatB = ItemAppearance.flatZPosition(forOffset: b)
            if flatA > flatB { #expect(za > zb, "\(a) \(b)") }
            if flatA < flatB { #expect(za < zb, "\(a) \(b)") }
        }
        // A depth of your own: the right side on top, the further right the higher.
        let rising = CurveTransform(depth: RateCurve(points: [Point(x: -1, y: -1), Point(x: 1, y: 1)]))
        let context = familyContext(offset: 0)
        #expect(rising.appearance(withScrollingRate: 0.5, in: context).zPosition == 0.5)
        #expect(rising.appearance(withScrollingRate: 0.5, in: context).transform == .identity)
    }

    @Test("a BezierPath × CurveTransform showcase draws the item nearest the center last, the rest by distance")
    func showcaseDrawingOrder() throws {
        let viewport = Size(width: 1280, height: 720)
        let transform = CurveTransform(
            scale: RateCurve(points: [Point(x: -1, y: 0.6), Point(x: 0, y: 1.1), Point(x: 1, y: 0.6)]),
            rotation: RateCurve(points: [Point(x: -1, y: -0.3), Point(x: 1, y: 0.3)]),
            opacity: RateCurve(points: [Point(x: -1, y: 0.4), Point(x: 0, y: 1), Point(x: 1, y: 0.4)]))
        let layout = Layout(itemSize: Size(width: 226.8, height: 302.4), path: BezierPath.wave, transform: transform)
        for position in [0, 0.13, 0.5, 0.87, -2.71, 5.5] {
            let showcase = Showcase(viewport: viewport, layout: layout)
            showcase.isLooping = true
            showcase.register(NumberView.self)
            try showcase.reset(NumberView.self, models: (0..<24).map(NumberModel.init))
            showcase.scroll(to: position * layout.period, animated: false, at: 0)
            showcase.update(at: 0)
            let placed = showcase.placedItems()
            try #require(!placed.isEmpty)
            let order = Node(children: placed.map(\.node)).childDrawingOrder
            let distances = order.map { placed[$0].slot.distance }
            let nearest = distances.map(abs).min() ?? 0
            #expect(abs(distances.last ?? .nan) == nearest, "\(position): \(distances)")
            for (back, front) in zip(distances, distances.dropFirst()) {
                #expect(abs(front) <= abs(back), "\(position): \(front) drawn over \(back)")
            }
            for item in placed {
                let rate = layout.rate(forOffset: item.slot.distance, in: viewport)
                #expect(isClose(item.node.opacity, transform.opacity(withScrollingRate: rate), tolerance: 1e-9))
            }
        }
    }
}
