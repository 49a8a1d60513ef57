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
        var flow = layout.flowLayout
        flow.scrollDirection = direction
        flow.items = .individual(FlowItems.sizes(direction: direction, viewport: viewport))
        layout.flowLayout = flow
        layout.prepare(for: viewport)
        configureScroller()
        scroller.jump(to: layout.targetContentOffset(forItemAt: item) ?? 0)
    }

    /// Hands the layout's sizes, its say in where flings and steps end, and the feel to the
    /// scroller.
    mutating func configureScroller() {
        var configuration = scroller.configuration
        configuration.axis = layout.scrollDirection.scrollAxis
        configuration.decelerationRate = self.configuration.feel.decelerationRate
        configuration.edgeBehavior = self.configuration.feel.bounces ? .bounce : .clamp
        configuration.step = 120
        configuration.snapping = self.configuration.snapping
        let layout = self.layout
        if layout.alignment != nil {
            configuration.targetContentOffset = { proposed, current, velocity in
                layout.targetContentOffset(forProposedContentOffset: proposed, currentOffset: current,
                                           velocity: velocity, viewport: layout.viewport)
            }
            configuration.stepTarget = { rest, steps in layout.targetContentOffset(steppingFrom: rest, by: steps) }
        } else {
            configuration.targetContentOffset = nil
            configuration.stepTarget = nil
        }
        scroller.configuration = configuration
        scroller.setContent(length: layout.geometry.contentLength, viewport: layout.geometry.viewportLength)
    }
}
