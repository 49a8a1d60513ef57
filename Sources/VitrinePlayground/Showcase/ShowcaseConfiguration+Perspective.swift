import VitrineGeometry
import VitrineShowcase

extension ShowcaseConfiguration {
    /// The card length along the axis that a time machine's perspective (iCarousel's `m34`,
    /// −1/500) is drawn for: a card of a 640 × 360 window, 113.4 points.
    ///
    /// A time machine moves its cards by multiples of their length, sideways and in depth, while
    /// the perspective is a distance in points; with the cards of a larger window the stack
    /// recedes further from a fixed eye, shrinks faster than it moves aside, and ends hidden
    /// behind the card in focus (a sliver at 1280 × 720, nothing at 1920 × 1080).
    static let timeMachineDesignLength = ShowcaseChoices.itemSize(for: Size(width: 640, height: 360), direction: .horizontal)
        .width

    /// `transform` with a time machine's perspective scaled to cards `itemLength` points long
    /// along the axis: distance 500 for cards ``timeMachineDesignLength`` long, 1500 for cards
    /// three times as long, so the stack is the same picture, scaled, in any window; the
    /// distance is kept to a hundredth of a point. Other transforms come back as they are.
    static func perspectiveFitted(_ transform: any TransformProtocol, toItemLength itemLength: Double) -> any TransformProtocol {
        guard var timeMachine = transform as? TimeMachineTransform else { return transform }
        let scale = itemLength / timeMachineDesignLength
        guard scale.isFinite, scale > 0, timeMachine.perspective != 0 else { return transform }
        // The eye's distance, to a hundredth of a point as the cards' sizes are, so that the
        // export reads −0.001 rather than −0.0009999999999999998.
        let distance = (-1 / timeMachine.perspective * scale).roundedToDecimals(2)
        guard distance.isFinite, distance != 0 else { return transform }
        timeMachine.perspective = -1 / distance
        return timeMachine
    }
}
