import VitrineFlowLayout
import VitrineGeometry
import VitrineMotion

extension FlowScene {
    /// The scroll, each card's slot as a resting offset, the card it comes to rest in its slot,
    /// and the percentages of the card nearest its slot now.
    func motionReadout(at time: Double, viewport: Size) -> MotionReadout? {
        let count = layout.itemCount
        let slots =
            count <= MotionReadout.maximumRestingOffsets
            ? (0..<count).compactMap { layout.targetContentOffset(forItemAt: $0).map(scrollerOffset(atContentOffset:)) }
            : []
        let bounds = layout.bounds(atContentOffset: contentOffset)
        let shown = layout.layoutAttributesForElements(in: bounds, bounds: bounds)
        let nearest = shown.min { abs($0.percentageInfo.idealFrameVisibility) < abs($1.percentageInfo.idealFrameVisibility) }
        return MotionReadout(
            offset: scroller.offset, restingOffset: scroller.restingOffset,
            velocity: scroller.trackedVelocity(at: time), activity: scroller.activity(at: time),
            range: 0...scroller.maximumOffset, isLooping: false, restingOffsets: slots.sorted(),
            itemName: "card", firstItemNumber: 1, restingItem: count > 0 ? currentItem : nil, edgePull: scroller.edgePull,
            pageProgress: nil, focus: nearest.map { .percentages(item: $0.index, $0.percentageInfo) },
            autoplay: (autoplay.state(at: time), autoplay.progress(at: time)),
            wheel: (scroller.configuration.wheelPolicy, scroller.wheelGesture), spokenLabel: focusedItemLabel)
    }
}
