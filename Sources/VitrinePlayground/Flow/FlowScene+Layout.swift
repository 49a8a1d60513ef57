import VitrineFlowLayout
import VitrineGeometry
import VitrineInput
import VitrineMotion

extension FlowScene {
    /// Lays the cards out again when the window changes size, keeping the current card.
    mutating func resize(to viewport: Size) {
        guard viewport != layout.viewport else { return }
        relayout(direction: layout.scrollDirection, viewport: viewport, keeping: currentItem)
    }

    /// Lays the cards out for `direction` in `viewport` and puts card `item` in its slot.
    mutating func relayout(direction: FlowScrollDirection, viewport: Size, keeping item: Int) {
        layout.flowLayout = FlowItems.flowLayout(
            direction: direction, viewport: viewport, count: cardCount,
            scale: configuration.itemScale,
            proportions: configuration.cardSizes == .pictures ? pictures.proportions(horizontal: direction == .horizontal) : [])
        layout.prepare(for: viewport)
        configureScroller()
        scroller.jump(to: scrollerOffset(atContentOffset: layout.targetContentOffset(forItemAt: item) ?? 0))
    }

    /// The layout's content offset shown at the scroller's offset `offset`. The scroller's offsets
    /// run from 0, the layout's from ``PluginableFlowLayout/contentOffsetRange``'s lower bound
    /// (the first card's slot, negative where it lies before the content's start), so the two
    /// differ by that bound.
    func contentOffset(atScrollerOffset offset: Double) -> Double {
        offset + layout.contentOffsetRange.lowerBound
    }

    /// The scroller's offset that shows the layout's content offset `offset`.
    func scrollerOffset(atContentOffset offset: Double) -> Double {
        offset - layout.contentOffsetRange.lowerBound
    }

    /// The layout's content offset on screen.
    var contentOffset: Double { contentOffset(atScrollerOffset: scroller.offset) }

    /// Hands the layout's sizes, its say in where flings and steps end, and the feel to the
    /// scroller. The scroller covers the layout's whole ``PluginableFlowLayout/contentOffsetRange``
    /// from its offset 0, so Home rests the first card in its slot and End the last; offsets
    /// pass between the two through the range's lower bound.
    mutating func configureScroller() {
        var configuration = scroller.configuration
        configuration.axis = layout.scrollDirection.scrollAxis
        configuration.decelerationRate = self.configuration.feel.decelerationRate
        configuration.edgeBehavior = self.configuration.feel.overscroll
        configuration.wheelPolicy = self.configuration.feel.wheelPolicy
        configuration.step = 120
        configuration.snapping = self.configuration.snapping
        configuration.reducesMotion = reducesMotion
        let layout = self.layout
        let range = layout.contentOffsetRange
        let origin = range.lowerBound
        if layout.alignment != nil {
            configuration.targetContentOffset = { proposed, current, velocity in
                layout.targetContentOffset(
                    forProposedContentOffset: proposed + origin, currentOffset: current + origin,
                    velocity: velocity, viewport: layout.viewport) - origin
            }
            configuration.stepTarget = { rest, steps in
                layout.targetContentOffset(steppingFrom: rest + origin, by: steps).map { $0 - origin }
            }
        } else {
            configuration.targetContentOffset = nil
            configuration.stepTarget = nil
        }
        scroller.configuration = configuration
        autoplay.configuration = self.configuration.feel.autoplay(reducingMotion: reducesMotion)
        let viewportLength = layout.geometry.viewportLength
        scroller.setContent(length: range.upperBound - range.lowerBound + viewportLength, viewport: viewportLength)
    }
}
