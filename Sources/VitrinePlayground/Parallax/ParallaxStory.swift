import VitrineCanvas
import VitrineGeometry
import VitrineLive
import VitrineParallax

/// The Parallax scene's pages, items and actions: a card that moves, turns, resizes, scales,
/// fades and recolors over four pages, titles that slide and spread, captions typed out, four
/// balls racing on four timing functions, and bars growing one after another. The fifth page
/// only ends the fourth (the last page is ignored, as in the seed).
///
/// A person's own types (`--swift`) join it: each timing function races a ball of its own
/// below the built-in four, its type's name beside it; each action plays on a label of the
/// title page that carries its type's name, from the title page at rest to the next page.
/// Without them, the story is the same to the last number.
final class ParallaxStory: PVViewDelegate {
    /// The direction the pages scroll in.
    var direction: PVView.PVDirection
    /// The person's timing functions, each racing a ball of its own (the first
    /// ``liveLimit``); the view must be reloaded when they change.
    var timingFunctions: [LiveTimingFunction] = []
    /// The person's actions, each playing on a label of its own on the title page (the first
    /// ``liveLimit``); the view must be reloaded when they change.
    var actions: [LiveAction] = []

    /// The story has five pages.
    static let pageCount = 5

    init(direction: PVView.PVDirection) {
        self.direction = direction
    }

    func numberOfPages(in parallaxView: PVView) -> Int { Self.pageCount }

    func direction(of parallaxView: PVView) -> PVView.PVDirection { direction }

    func parallaxView(_ parallaxView: PVView, itemsOnPage pageIndex: Int) -> [any PVItemType] {
        var items: [any PVItemType] = []
        if (0...1).contains(pageIndex) { items += ParallaxItem.balls as [any PVItemType] + liveBalls }
        if (1...3).contains(pageIndex) { items += ParallaxItem.bars as [any PVItemType] }
        items.append(ParallaxItem.hero)
        items += ParallaxItem.words(onPage: pageIndex) + ParallaxItem.words(onPage: pageIndex + 1) as [any PVItemType]
        if pageIndex == 0 { items += liveLabels as [any PVItemType] }
        return items
    }

    func parallaxView(_ parallaxView: PVView, viewForItem item: any PVItemType) -> Node {
        if let item = item as? ParallaxLiveItem { return liveNode(for: item) }
        guard let item = item as? ParallaxItem else { return Node() }
        var node = ParallaxStory.node(for: item)
        if item == .caption1, let caption = liveCaption { node.text = caption }
        return node
    }

    func parallaxView(
        _ parallaxView: PVView, actionsOfItem item: any PVItemType,
        onPage pageIndex: Int
    ) -> [any PVActionType] {
        if let item = item as? ParallaxLiveItem { return liveActions(item, onPage: pageIndex) }
        guard let item = item as? ParallaxItem else { return [] }
        switch item {
        case .hero:
            return Self.heroActions(onPage: pageIndex)
        case .title0, .title1, .title2, .title3, .title4, .caption0, .caption1, .caption2, .caption3, .caption4:
            return wordActions(item, onPage: pageIndex)
        case .ballLinear, .ballBounce, .ballElastic, .ballBack:
            return Self.ballActions(item, onPage: pageIndex, rows: ballRowCount)
        case .bar0, .bar1, .bar2, .bar3, .bar4:
            return Self.barActions(item, onPage: pageIndex)
        }
    }

    /// A point as a fraction of the view.
    static func relative(_ x: Double, _ y: Double) -> PVPoint {
        PVPoint(x: x, y: y, isRelative: true)
    }

    /// Parameters for constants that are valid by construction; invalid ones would play over
    /// the whole page rather than stop the app.
    static func span(_ start: Double, _ stop: Double, _ timing: (any PVTimingFunctionType)? = nil) -> PVParameters {
        (try? PVParameters(startOffset: start, stopOffset: stop, timingFunction: timing)) ?? .default
    }

    /// An action that holds an item at a point of the view.
    static func place(_ point: PVPoint) -> PVActionMove {
        PVActionMove(fromPosition: point, toPosition: point)
    }
}
