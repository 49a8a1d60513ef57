import VitrineGeometry
import VitrineMotion
import VitrineShowcase

extension ShowcaseScene {
    /// The scroll, its cards as resting offsets one period apart, the card it comes to rest on,
    /// and the centered card's rate.
    func motionReadout(at time: Double, viewport: Size) -> MotionReadout? {
        let scroller = showcase.scroller, count = showcase.count, period = showcase.layout.period
        let turn = scroller.configuration.loopPeriod
        let focus = focusedItem.flatMap { item in showcase.rate(ofItem: item).map { FocusReadout.rate(item: item, rate: $0) } }
        return MotionReadout(offset: scroller.offset, restingOffset: scroller.restingOffset,
                             velocity: scroller.trackedVelocity(at: time), activity: scroller.activity(at: time),
                             range: 0...(turn ?? scroller.maximumOffset), isLooping: turn != nil,
                             restingOffsets: MotionReadout.evenlySpaced(count: count, spacing: period),
                             itemName: "card", firstItemNumber: 0, restingItem: Self.item(atOffset: scroller.restingOffset, period: period, count: count),
                             edgePull: scroller.edgePull, pageProgress: nil, focus: focus)
    }

    /// The card centered at scroll offset `offset`: the nearest period, around the loop.
    static func item(atOffset offset: Double, period: Double, count: Int) -> Int? {
        guard count > 0, period > 0 else { return nil }
        let slot = (offset / period).rounded()
        guard slot.isFinite, abs(slot) < 1e15 else { return nil }
        let index = Int(slot) % count
        return index < 0 ? index + count : index
    }
}
