import Testing
import VitrineInput

@Suite("WheelInput")
struct WheelInputTests {
    @Test(
        "whole precise deltas classify as a notched wheel",
        arguments: [(Double, Double)]([
            (0.0, 0.0), (0, -1), (0, 2), (-3, 0), (1, 1), (-1e9, 4),
        ]))
    func notched(preciseX: Double, preciseY: Double) {
        #expect(WheelInput.kind(preciseX: preciseX, preciseY: preciseY) == .notched)
    }

    @Test(
        "any fractional or non-finite delta classifies as continuous",
        arguments: [(Double, Double)]([
            (0.0, 0.5), (-0.25, 0), (1, 2.000001), (0.1, 3), (Double.nan, 0), (0, Double.infinity),
            (-Double.infinity, 1),
        ]))
    func continuous(preciseX: Double, preciseY: Double) {
        #expect(WheelInput.kind(preciseX: preciseX, preciseY: preciseY) == .continuous)
    }

    @Test("a new wheel event is unflipped and without modifiers unless told")
    func defaults() {
        let wheel = WheelInput(dx: 1, dy: -2, kind: .notched)
        #expect(wheel.dx == 1)
        #expect(wheel.dy == -2)
        #expect(wheel.kind == .notched)
        #expect(wheel.isFlipped == false)
        #expect(wheel.modifiers == [])
        #expect(wheel.position == nil)
        let flipped = WheelInput(dx: 0, dy: 0.5, kind: .continuous, isFlipped: true, modifiers: .shift)
        #expect(flipped.isFlipped)
        #expect(flipped.modifiers == .shift)
        #expect(flipped != WheelInput(dx: 0, dy: 0.5, kind: .continuous))
    }
}
