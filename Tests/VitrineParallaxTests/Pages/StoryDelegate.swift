import VitrineCanvas
import VitrineGeometry
import VitrineParallax

/// An item named by a string.
struct NamedItem: PVItemType {
    var identifier: String
}

/// A delegate for tests: page p holds the item "p<p>" (plus any `sharedItems`); every item
/// moves its center from x = 0 to x = 100 over its page, and every call is written down.
final class StoryDelegate: PVViewDelegate {
    var pages: Int
    var direction: PVView.PVDirection
    var sharedItems: [String] = []
    var containers: [String: String] = [:]
    var calls: [String] = []
    var nodesMade: [String] = []

    init(pages: Int, direction: PVView.PVDirection = .horizontal) {
        self.pages = pages
        self.direction = direction
    }

    func numberOfPages(in parallaxView: PVView) -> Int { pages }

    func direction(of parallaxView: PVView) -> PVView.PVDirection { direction }

    func parallaxView(_ parallaxView: PVView, itemsOnPage pageIndex: Int) -> [any PVItemType] {
        calls.append("items \(pageIndex)")
        return ([NamedItem(identifier: "p\(pageIndex)")] + sharedItems.map { NamedItem(identifier: $0) })
    }

    func parallaxView(_ parallaxView: PVView, viewForItem item: any PVItemType) -> Node {
        nodesMade.append(item.identifier)
        return Node(center: Point(x: -1, y: -1), size: Size(width: 10, height: 10))
    }

    func parallaxView(
        _ parallaxView: PVView, actionsOfItem item: any PVItemType,
        onPage pageIndex: Int
    ) -> [any PVActionType] {
        if item.identifier == "counter" {
            // A shared item that counts pages: its x ends at 100 · (page + 1).
            let start = Double(pageIndex) * 100
            return [PVActionMove(fromPosition: PVPoint(x: start, y: 0), toPosition: PVPoint(x: start + 100, y: 0))]
        }
        return [PVActionMove(fromPosition: PVPoint(x: 0, y: 5), toPosition: PVPoint(x: 100, y: 5))]
    }

    func parallaxView(
        _ parallaxView: PVView, containerViewForItem item: any PVItemType,
        onPage pageIndex: Int
    ) -> (any PVItemType)? {
        containers[item.identifier].map { NamedItem(identifier: $0) }
    }

    func parallaxView(_ parallaxView: PVView, willBeginTransitionTo pageIndex: Int) {
        calls.append("willBegin \(pageIndex)")
    }

    func parallaxView(_ parallaxView: PVView, didEndTransitionFrom previousPageIndex: Int?) {
        calls.append("didEnd \(previousPageIndex.map(String.init) ?? "nil")")
    }

    func parallaxView(_ parallaxView: PVView, didUpdate pageProgress: Double, onPage pageIndex: Int) {
        calls.append("didUpdate \(pageProgress) on \(pageIndex)")
    }
}

/// A 400 × 300 view over `story`, reloaded.
func makeView(_ story: StoryDelegate) -> PVView {
    let view = PVView(viewport: Size(width: 400, height: 300))
    view.delegate = story
    view.reload()
    return view
}
