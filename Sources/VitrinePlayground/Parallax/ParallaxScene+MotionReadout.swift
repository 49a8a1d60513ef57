import VitrineGeometry
import VitrineMotion
import VitrineParallax

extension ParallaxScene {
    /// The paging scroll, its pages as resting offsets, the page it comes to rest on, the
    /// active page's progress, and the card's actions on that page.
    func motionReadout(at time: Double, viewport: Size) -> MotionReadout? {
        let scroller = view.scroller, pages = view.numberOfPages, length = view.pageLength
        // A spring back from past either end rests on the first or the last page.
        let restingPage = pages > 0 ? scroller.restingPage.map { min(max($0, 0), pages - 1) } : nil
        let progress = view.pageProgress
        let focus = progress.map { position in
            FocusReadout.actions(
                item: "card", page: position.activePage, progress: position.progress,
                spans: Self.spans(
                    of: story.parallaxView(
                        view, actionsOfItem: ParallaxItem.hero,
                        onPage: position.activePage)))
        }
        return MotionReadout(
            offset: scroller.offset, restingOffset: scroller.restingOffset,
            velocity: scroller.trackedVelocity(at: time), activity: scroller.activity(at: time),
            range: 0...scroller.maximumOffset, isLooping: false,
            restingOffsets: MotionReadout.evenlySpaced(count: pages, spacing: length),
            itemName: "page", firstItemNumber: 1, restingItem: restingPage, edgePull: scroller.edgePull,
            pageProgress: progress?.progress, focus: focus,
            autoplay: (autoplay.state(at: time), autoplay.progress(at: time)),
            wheel: (view.scroller.configuration.wheelPolicy, view.scroller.wheelGesture), spokenLabel: focusedItemLabel)
    }

    /// Each action's name ("PVActionMove" read as "Move") and the page progress it plays over;
    /// actions without parameters play over the whole page.
    static func spans(of actions: [any PVActionType]) -> [FocusReadout.ActionSpan] {
        actions.map { action in
            var name = String(describing: type(of: action))
            if name.hasPrefix("PVAction") { name.removeFirst("PVAction".count) }
            let parameters = (action as? any PVActionBasicType)?.parameters ?? .default
            return FocusReadout.ActionSpan(name: name, start: parameters.startOffset, stop: parameters.stopOffset)
        }
    }
}
