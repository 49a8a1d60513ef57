import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineTestSupport

@testable import VitrineShowcase

/// A path that breaks for part of the strip, as a careless custom path might.
struct FailingPath: PathProtocol {
    func normalizedPath(withCoordinate value: Double) -> Double {
        value > 0.3 ? .nan : (value < -0.3 ? .infinity : 0)
    }
}

/// A transform that breaks away from the center.
struct FailingTransform: TransformProtocol {
    func transform(withScrollingRate rate: Double) -> Transform3D {
        abs(rate) > 0.3 ? .makeScale(.nan, 1, 1) : .identity
    }
}

@Suite("Showcase properties")
struct ShowcasePropertyTests {
    func showcase(count: Int, layout: Layout, looping: Bool = true) throws -> Showcase {
        let showcase = Showcase(viewport: Size(width: 1000, height: 600), layout: layout)
        showcase.isLooping = looping
        showcase.register(NumberView.self)
        try showcase.reset(NumberView.self, models: (0..<count).map(NumberModel.init))
        return showcase
    }

    @Test func reuseNeverCreatesMoreViewsThanSlotsPlusTwo() throws {
        var random = SplitMix64(seed: 11)
        for _ in 0..<40 {
            var layout = Layout()
            layout.itemSize = Size(width: random.double(in: 40...400), height: 200)
            layout.lineSpacing = random.double(in: 0...40)
            let count = random.int(in: 1...300)
            let showcase = try showcase(count: count, layout: layout, looping: random.unit() < 0.7)
            var largest = 0
            for _ in 0..<60 {
                showcase.scroller.jump(to: random.double(in: -1e6...1e6))
                showcase.update(at: 0)
                largest = max(largest, showcase.viewCount)
                for slot in showcase.currentSlots { #expect((0..<count).contains(slot.model)) }
                #expect((0..<count).contains(showcase.centerIndex))
            }
            #expect(largest <= 2 * showcase.slotsPerSide + 1 + 2)
        }
    }

    @Test func brokenPathsAndTransformsSkipTheirItems() throws {
        var layout = Layout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.lineSpacing = 0
        for broken in [
            Layout(direction: .horizontal, itemSize: layout.itemSize, lineSpacing: 0, path: FailingPath()),
            Layout(direction: .horizontal, itemSize: layout.itemSize, lineSpacing: 0, transform: FailingTransform()),
        ] {
            let showcase = try showcase(count: 20, layout: broken)
            let nodes = showcase.makeNodes()
            // Rates beyond ±0.3 (more than 150 points from the center) break; the center item
            // and its neighbors at ±100 points remain.
            #expect(nodes.count == 3)
            var list = DrawList()
            list.append(Node(size: Size(width: 1000, height: 600), children: nodes))
            #expect(list.vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        }
    }

    @Test func outputsStayFiniteForRatesWellPastTheEdges() throws {
        var random = SplitMix64(seed: 5)
        let layouts: [Layout] = [
            Layout(itemSize: Size(width: 120, height: 160), path: CircularPath(), transform: TransformScaleRotate()),
            Layout(itemSize: Size(width: 120, height: 160), path: WavePath(), transform: TransformFade()),
            .coverFlow(itemSize: Size(width: 120, height: 160)),
            .cylinder(itemSize: Size(width: 120, height: 160)),
            .wheel(itemSize: Size(width: 120, height: 160), direction: .vertical),
            .timeMachine(itemSize: Size(width: 120, height: 160)),
        ]
        for layout in layouts {
            for _ in 0..<200 {
                let rate = random.double(in: -3...3)
                let appearance = layout.appearance(forRate: rate, in: Size(width: 1000, height: 600), itemCount: 30)
                #expect(appearance.isHidden || appearance.transform.entries.allSatisfy(\.isFinite))
                #expect(appearance.opacity.isFinite)
            }
        }
    }

    @Test func pagingRestsOnTheGridAfterRandomFlings() throws {
        var random = SplitMix64(seed: 3)
        var layout = Layout()
        layout.itemSize = Size(width: 180, height: 200)
        layout.lineSpacing = 20
        let showcase = try showcase(count: 12, layout: layout)
        showcase.isPagingEnabled = true
        var t = 0.0
        for _ in 0..<20 {
            let speed = random.double(in: -4000...4000)
            let start = random.double(in: 300...700)
            showcase.handle(.pointerDown(Point(x: start, y: 300), button: .left), at: t)
            for k in 1...8 {
                showcase.handle(.pointerMoved(Point(x: start + speed * 0.008 * Double(k), y: 300)), at: t + 0.008 * Double(k))
            }
            showcase.handle(.pointerUp(Point(x: start + speed * 0.064, y: 300), button: .left), at: t + 0.064)
            t += 0.064
            let end = t + 6
            while showcase.scroller.isMoving, t < end {
                t += 1.0 / 60
                showcase.update(at: t)
            }
            let inPeriod = showcase.scroller.position.inPeriod
            let onGrid = (inPeriod / 200).rounded() * 200
            #expect(abs(inPeriod - onGrid) < 1e-6, "rested at \(inPeriod)")
        }
    }
}
