import VitrineGeometry
import VitrineMotion
import VitrineShowcase

extension ShowcaseScene {
    /// The scroll, its cards as resting offsets one period apart, the card it comes to rest on,
    /// and the centered card's rate.
    func motionReadout(at time: Double, viewport: Size) -> MotionReadout? {
        let scroller = showcase.scroller, count = showcase.count
        let turn = scroller.configuration.loopPeriod
        let focus = focusedItem.flatMap { item in showcase.rate(ofItem: item).map { FocusReadout.rate(item: item, rate: $0) } }
        return MotionReadout(
            offset: scroller.offset, restingOffset: scroller.restingOffset,
            velocity: scroller.trackedVelocity(at: time), activity: scroller.activity(at: time),
            range: 0...(turn ?? scroller.maximumOffset), isLooping: turn != nil,
            restingOffsets: MotionReadout.evenlySpaced(count: count, spacing: showcase.layout.period),
            itemName: "card", firstItemNumber: 0,
            restingItem: count > 0 ? scroller.restingPage.map { ($0 % count + count) % count } : nil,
            edgePull: scroller.edgePull, pageProgress: nil, focus: focus,
            autoplay: (autoplay.state(at: time), autoplay.progress(at: time)),
            wheel: (showcase.scroller.configuration.wheelPolicy, showcase.scroller.wheelGesture),
            spokenLabel: focusedItemLabel)
    }
}
