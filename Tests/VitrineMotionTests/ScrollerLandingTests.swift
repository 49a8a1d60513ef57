import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrineMotion

/// Where the motion will land: ``Scroller/restingOffset`` read as the motion starts is where it
/// comes to rest, for a fling, a wheel glide, a spring back from past an edge, and snapping.
@Suite("Scroller: where it will land")
struct ScrollerLandingTests {
    /// The resting offset projected the frame after `start`, and the offset reached at rest.
    static func projectedAndReached(_ scroller: inout Scroller, from start: Double) -> (projected: Double, reached: Double) {
        scroller.update(at: start + 1.0 / 60)
        let projected = scroller.restingOffset
        _ = scroller.settle(from: start + 1.0 / 60)
        return (projected, scroller.offset)
    }

    @Test(arguments: [-6000.0, -2500, -800, 900, 3000])
    func aFlingLandsWhereProjected(_ velocity: Double) {
        for snapping in [ScrollSnapping.free, .stick, .paging] {
            var scroller = Scroller.horizontal {
                $0.pageSize = 250
                $0.snapping = snapping
            }
            scroller.jump(to: 5000)
            let release = scroller.drag(from: 600, velocity: velocity, duration: 0.1)
            let (projected, reached) = Self.projectedAndReached(&scroller, from: release)
            #expect(abs(projected - reached) <= 0.5, "\(snapping) at \(velocity): \(projected) vs \(reached)")
            #expect(projected != 5000, "the fling moved")
        }
    }

    @Test func aWheelGlideLandsWhereProjected() {
        var scroller = Scroller.horizontal { $0.pageSize = 250 }
        scroller.jump(to: 5000)
        _ = scroller.handle(.wheel(WheelInput(dx: 0, dy: -3, kind: .notched)), at: 1)
        let (projected, reached) = Self.projectedAndReached(&scroller, from: 1)
        #expect(abs(projected - reached) <= 0.5 && projected != 5000)
    }

    @Test func aSpringBackLandsOnTheEdge() {
        var scroller = Scroller.horizontal()
        let release = scroller.drag(from: 300, velocity: 400, duration: 0.5)  // pulled past the start
        #expect(scroller.offset < 0)
        let (projected, reached) = Self.projectedAndReached(&scroller, from: release)
        #expect(projected == 0 && abs(reached) <= 0.5)
    }
}
