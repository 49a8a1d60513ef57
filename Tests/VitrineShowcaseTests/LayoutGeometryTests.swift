import Foundation
import Testing
import VitrineGeometry
import VitrineShowcase
import VitrineTestSupport

@Suite("Layout geometry")
struct LayoutGeometryTests {
    let viewport = Size(width: 400, height: 300)

    @Test("Layout() has the seed's defaults")
    func defaults() {
        let layout = Layout()
        #expect(layout.direction == .horizontal)
        #expect(layout.itemSize == .zero)
        #expect(layout.lineSpacing == 8)
        #expect(layout.path is DefaultPath)
        #expect(layout.transform == nil)
        #expect(layout.period == 8)
    }

    @Test("the period is the line spacing plus the item's length along the axis")
    func period() {
        var layout = Layout(itemSize: Size(width: 100, height: 60), lineSpacing: 10)
        #expect(layout.period == 110)
        layout.direction = .vertical
        #expect(layout.period == 70)
    }

    @Test(
        "horizontal rate: −1 at the left edge, 0 at the center, +1 at the right, unclamped beyond",
        arguments: [(0.0, -1.0), (200, 0), (400, 1), (150, -0.25), (300, 0.5), (500, 1.5), (-100, -1.5)] as [(Double, Double)])
    func horizontalRate(x: Double, rate: Double) {
        let layout = Layout(itemSize: Size(width: 100, height: 100))
        // The cross coordinate does not matter.
        #expect(layout.rate(ofCenter: Point(x: x, y: 17), in: viewport) == rate)
    }

    @Test(
        "vertical rate runs along y: −1 at the top, +1 at the bottom",
        arguments: [(0.0, -1.0), (150, 0), (300, 1), (225, 0.5), (75, -0.5), (450, 2)] as [(Double, Double)])
    func verticalRate(y: Double, rate: Double) {
        let layout = Layout(direction: .vertical, itemSize: Size(width: 100, height: 100))
        #expect(layout.rate(ofCenter: Point(x: 333, y: y), in: viewport) == rate)
    }

    @Test("an empty viewport gives rate 0, not NaN")
    func emptyViewport() {
        let layout = Layout()
        #expect(layout.rate(ofCenter: Point(x: 5, y: 5), in: .zero) == 0)
        #expect(layout.rate(forOffset: 2, in: .zero) == 0)
    }

    @Test("horizontal placement keeps x and takes y = (1 + path(rate)) · H/2")
    func horizontalPlacement() {
        var layout = Layout(itemSize: Size(width: 100, height: 100))
        // DefaultPath: on the axis.
        #expect(layout.placedCenter(of: Point(x: 150, y: 3), in: viewport) == Point(x: 150, y: 150))
        layout.path = CircularPath()
        // rate −0.25: y = (1 + cos(−π/8) − 1) · 150
        let placed = layout.placedCenter(of: Point(x: 150, y: 3), in: viewport)
        #expect(placed.x == 150)
        #expect(isClose(placed.y, cos(Double.pi / 8) * 150, tolerance: 1e-12))
        // At the edges the circle reaches the top edge.
        #expect(isClose(layout.placedCenter(of: Point(x: 0, y: 0), in: viewport).y, 0, tolerance: 1e-12))
        #expect(isClose(layout.placedCenter(of: Point(x: 400, y: 0), in: viewport).y, 0, tolerance: 1e-12))
    }

    @Test("vertical placement keeps y and takes x = (1 + path(rate)) · W/2")
    func verticalPlacement() {
        let layout = Layout(direction: .vertical, itemSize: Size(width: 100, height: 100), path: WavePath())
        // rate 0.5: x = (1 + 0.5 · sin(π/4)) · 200
        let placed = layout.placedCenter(of: Point(x: 10, y: 225), in: viewport)
        #expect(placed.y == 225)
        #expect(isClose(placed.x, (1 + 0.5 * 0.5.squareRoot()) * 200, tolerance: 1e-12))
        // The top edge: the wave's −0.5, a quarter of the width.
        #expect(isClose(layout.placedCenter(of: Point(x: 10, y: 0), in: viewport).x, 100, tolerance: 1e-12))
    }

    @Test("LinearPath placement, the README's V: inverse 0.3, gradient 0.8")
    func linearPlacement() {
        let path = LinearPath(normalizedGradient: 0.8, normalizedInversePosition: 0.3)
        let layout = Layout(itemSize: Size(width: 100, height: 100), path: path)
        // x = 300 → rate 0.5 → path 0.8 · (0.5 − 0.6) = −0.08 → y = 0.92 · 150
        #expect(isClose(layout.placedCenter(of: Point(x: 300, y: 0), in: viewport).y, 0.92 * 150, tolerance: 1e-12))
    }

    @Test("offset in items = rate · (length/2) / period, and back")
    func offsets() {
        let layout = Layout(itemSize: Size(width: 92, height: 50), lineSpacing: 8)  // period 100
        #expect(layout.offset(forRate: 1, in: viewport) == 2)
        #expect(layout.offset(forRate: -0.25, in: viewport) == -0.5)
        #expect(layout.rate(forOffset: 2, in: viewport) == 1)
        var random = SplitMix64(seed: 0x0FF5E7)
        for _ in 0..<500 {
            let rate = random.double(in: -3...3)
            #expect(
                isClose(layout.rate(forOffset: layout.offset(forRate: rate, in: viewport), in: viewport), rate, tolerance: 1e-12))
        }
    }

    @Test("a zero period gives offset 0, not NaN or ∞")
    func zeroPeriod() {
        let layout = Layout(itemSize: .zero, lineSpacing: 0)
        #expect(layout.offset(forRate: 0.5, in: viewport) == 0)
        #expect(layout.context(forRate: 0.5, in: viewport, itemCount: 0).offset == 0)
    }
}
