import VitrineCanvas

/// What a ``PVView`` asks of its owner, as the seed's `PVViewDelegate`: the pages, the items on
/// each, a node for each item, and what each item does on each page. The view holds its
/// delegate weakly.
///
/// The last five methods are optional; their defaults scroll horizontally, put every item
/// straight into the view, and ignore the transition callbacks. While the view asks for a new
/// page's items and actions, ``PVView/currentPageIndex`` still names the page being left.
public protocol PVViewDelegate: AnyObject {
    /// How many pages the view has.
    func numberOfPages(in parallaxView: PVView) -> Int

    /// The items on page `pageIndex`, drawn in this order (later ones on top).
    func parallaxView(_ parallaxView: PVView, itemsOnPage pageIndex: Int) -> [any PVItemType]

    /// The node for `item`, asked once per identifier and kept until ``PVView/reload()``: its
    /// frame, colors, corner radius and text are where the item's actions start from. (The seed
    /// spelled this `parallaxview`.)
    func parallaxView(_ parallaxView: PVView, viewForItem item: any PVItemType) -> Node

    /// What `item` does while page `pageIndex` plays.
    func parallaxView(
        _ parallaxView: PVView, actionsOfItem item: any PVItemType,
        onPage pageIndex: Int
    ) -> [any PVActionType]

    /// The direction the pages scroll in; horizontal unless implemented.
    func direction(of parallaxView: PVView) -> PVView.PVDirection

    /// The item whose node holds `item`'s node on page `pageIndex` (its points and sizes are then
    /// relative to that node), or `nil` for the view itself, the default.
    func parallaxView(
        _ parallaxView: PVView, containerViewForItem item: any PVItemType,
        onPage pageIndex: Int
    ) -> (any PVItemType)?

    /// Called before the view moves to page `pageIndex`, after the items of the page being left
    /// have been brought to their end.
    func parallaxView(_ parallaxView: PVView, willBeginTransitionTo pageIndex: Int)

    /// Called once the new page's items are in place; `previousPageIndex` is `nil` after a
    /// reload.
    func parallaxView(_ parallaxView: PVView, didEndTransitionFrom previousPageIndex: Int?)

    /// Called on every update with the active page's progress.
    func parallaxView(_ parallaxView: PVView, didUpdate pageProgress: Double, onPage pageIndex: Int)
}

extension PVViewDelegate {
    /// Horizontal.
    public func direction(of parallaxView: PVView) -> PVView.PVDirection { .horizontal }

    /// `nil`: the item sits in the view itself.
    public func parallaxView(
        _ parallaxView: PVView, containerViewForItem item: any PVItemType,
        onPage pageIndex: Int
    ) -> (any PVItemType)? { nil }

    /// Does nothing.
    public func parallaxView(_ parallaxView: PVView, willBeginTransitionTo pageIndex: Int) {}

    /// Does nothing.
    public func parallaxView(_ parallaxView: PVView, didEndTransitionFrom previousPageIndex: Int?) {}

    /// Does nothing.
    public func parallaxView(_ parallaxView: PVView, didUpdate pageProgress: Double, onPage pageIndex: Int) {}
}
