import Foundation
import Testing
import VitrineGeometry
import VitrineShowcase
import VitrineTestSupport

/// A custom transform that breaks: NaN past the center.
private struct BrokenTransform: TransformProtocol {
    func transform(withScrollingRate rate: Double) -> Transform3D {
        rate > 0 ? .makeTranslation(.nan, 0, 0) : .makeTranslation(.infinity, 0, 0)
    }
}

/// A custom appearance transform that only sets the depth.
private struct DepthTransform: AppearanceTransform {
    func transform(withScrollingRate rate: Double) -> Transform3D { .makeScale(2, 2, 1) }
    func appearance(withScrollingRate rate: Double, in context: LayoutContext) -> ItemAppearance {
        ItemAppearance(transform: transform(withScrollingRate: rate), zPosition: -abs(context.offset))
    }
}

@Suite("Layout appearance")
struct LayoutAppearanceTests {
    let viewport = Size(width: 1000, height: 600)

    @Test("no transform: identity, opaque, depth −|offset|, double-sided, shown")
    func noTransform() {
        let layout = Layout(itemSize: Size(width: 192, height: 92))
        // rate 0.7 in a 1000-wide viewport with period 200: offset 0.7 · 500 / 200 = 1.75.
        let appearance = layout.appearance(forRate: 0.7, in: viewport, itemCount: 5)
        #expect(
            appearance
                == ItemAppearance(
                    transform: .identity, opacity: 1, zPosition: -1.75, isDoubleSided: true,
                    isHidden: false))
        #expect(layout.appearance(forRate: -0.7, in: viewport, itemCount: 5).zPosition == -1.75)
        #expect(!layout.placesItems)
    }

    @Test("a plain transform gives its matrix with the flat defaults")
    func plainTransform() {
        let layout = Layout(itemSize: Size(width: 192, height: 92), transform: TransformRotate())
        let appearance = layout.appearance(forRate: 0.5, in: viewport, itemCount: 5)
        #expect(
            appearance
                == ItemAppearance(
                    transform: TransformRotate().transform(withScrollingRate: 0.5),
                    zPosition: -1.25))
        #expect(!layout.placesItems)
    }

    @Test("an appearance transform is asked through the existential, with the item's offset")
    func appearanceTransform() {
        let layout = Layout(itemSize: Size(width: 192, height: 92), transform: DepthTransform())
        // rate 0.8 in a 1000-wide viewport with period 200: offset 0.8 · 500 / 200 = 2.
        let appearance = layout.appearance(forRate: 0.8, in: viewport, itemCount: 5)
        #expect(appearance.zPosition == -2)
        #expect(appearance.transform == .makeScale(2, 2, 1))
        // The defaults of the refinement: flat, the seed's reuse window (2.5 + 1 periods).
        #expect(!DepthTransform().placesItems)
        #expect(layout.visibleOffsetLimit(in: viewport, itemCount: 5) == 3.5)
    }

    @Test("by offset and by rate agree")
    func offsetAndRate() {
        let layout = Layout.coverFlow(itemSize: Size(width: 192, height: 92))
        let byOffset = layout.appearance(forOffset: 0.625, in: viewport, itemCount: 9)
        let byRate = layout.appearance(forRate: 0.25, in: viewport, itemCount: 9)  // 0.25 · 500 / 200
        #expect(byOffset == byRate)
        expectClose(
            byOffset.transform, CoverFlowTransform().transform(forOffset: 0.625, in: familyContext(offset: 0.625, itemCount: 9)))
    }

    @Test(
        "a transform giving NaN or ∞ makes its item hidden, with nothing non-finite",
        arguments: [0.5, -0.5])
    func brokenTransform(rate: Double) {
        let layout = Layout(itemSize: Size(width: 192, height: 92), transform: BrokenTransform())
        let appearance = layout.appearance(forRate: rate, in: viewport, itemCount: 5)
        #expect(appearance == .hidden)
        #expect(appearance.isFinite && !appearance.isVisible)
    }

    @Test("flat layouts keep the slot's axis coordinate; placing transforms move items to the middle")
    func itemCenter() {
        var layout = Layout(itemSize: Size(width: 192, height: 92), path: WavePath())
        let slot = Point(x: 750, y: 0)  // rate 0.5
        let waveY = (1 + 0.5 * sin(Double.pi / 4)) * 300
        #expect(layout.itemCenter(forSlotCenter: slot, in: viewport) == layout.placedCenter(of: slot, in: viewport))
        layout.transform = CoverFlowTransform()
        #expect(layout.placesItems)
        let placed = layout.itemCenter(forSlotCenter: slot, in: viewport)
        #expect(placed.x == 500)
        #expect(isClose(placed.y, waveY, tolerance: 1e-12))
        layout.direction = .vertical
        let vertical = layout.itemCenter(forSlotCenter: Point(x: 0, y: 450), in: viewport)  // rate 0.5
        #expect(vertical.y == 300)
        #expect(isClose(vertical.x, (1 + 0.5 * sin(Double.pi / 4)) * 500, tolerance: 1e-12))
    }

    @Test("the ready-made layouts carry their transforms with iCarousel's defaults")
    func factories() {
        let size = Size(width: 120, height: 80)
        #expect(Layout.coverFlow(itemSize: size).transform as? CoverFlowTransform == CoverFlowTransform())
        #expect(Layout.cylinder(itemSize: size).transform as? CylinderTransform == CylinderTransform())
        #expect(
            Layout.invertedCylinder(itemSize: size).transform as? CylinderTransform
                == CylinderTransform(inverted: true))
        #expect(Layout.rotary(itemSize: size).transform as? RotaryTransform == RotaryTransform())
        #expect(Layout.wheel(itemSize: size).transform as? WheelTransform == WheelTransform())
        #expect(Layout.timeMachine(itemSize: size).transform as? TimeMachineTransform == TimeMachineTransform())
        let vertical = Layout.wheel(itemSize: size, direction: .vertical)
        #expect(vertical.direction == .vertical && vertical.itemSize == size && vertical.lineSpacing == 8)
        #expect(vertical.path is DefaultPath && vertical.placesItems)
    }

    @Test("every layout's appearance is finite for rates in [−3, 3], also with zero item size or count")
    func finiteEverywhere() {
        var random = SplitMix64(seed: 0xA11)
        let transforms: [(any TransformProtocol)?] = [
            nil, TransformRotate(), TransformScale(), TransformScaleRotate(), TransformFade(),
            CoverFlowTransform(), CylinderTransform(), CylinderTransform(inverted: true), RotaryTransform(),
            RotaryTransform(inverted: true), WheelTransform(), WheelTransform(inverted: true),
            TimeMachineTransform(), TimeMachineTransform(inverted: true),
        ]
        for _ in 0..<300 {
            let itemSize =
                random.unit() < 0.2 ? .zero : Size(width: random.double(in: 1...300), height: random.double(in: 1...300))
            let viewport =
                random.unit() < 0.1 ? .zero : Size(width: random.double(in: 1...2000), height: random.double(in: 1...2000))
            let count = random.int(in: 0...40)
            let direction: LayoutDirection = random.unit() < 0.5 ? .horizontal : .vertical
            let rate = random.double(in: -3...3)
            for transform in transforms {
                let layout = Layout(
                    direction: direction, itemSize: itemSize, lineSpacing: random.unit() < 0.2 ? 0 : 8,
                    path: CircularPath(), transform: transform)
                let appearance = layout.appearance(forRate: rate, in: viewport, itemCount: count)
                #expect(appearance.isFinite)
                #expect((0...1).contains(appearance.opacity))
                #expect(layout.visibleOffsetLimit(in: viewport, itemCount: count).isFinite)
                let center = layout.itemCenter(forSlotCenter: Point(x: 10, y: 20), in: viewport)
                #expect(center.x.isFinite && center.y.isFinite)
            }
        }
    }
}
