import VitrineGeometry

extension PVView {
    /// The page the scroll offset is on, the page whose actions play and how far it has
    /// played, or `nil` without pages.
    public var pageProgress: PVPageProgress? {
        PVPageProgress.at(
            offset: scroller.offset, pageSize: pageLength, pageCount: numberOfPages,
            ignoresLastPage: ignoreLastPage)
    }

    /// Works out the page and its progress from the scroll offset, moves to a new page when
    /// the offset has crossed into one, and plays the active page's actions.
    func updatePages() {
        guard let position = pageProgress else { return }
        if position.page != currentPageIndex {
            transition(to: position)
            guard runActionsAfterTransition else { return }
        }
        runActions(at: position.progress)
        delegate?.parallaxView(self, didUpdate: position.progress, onPage: position.activePage)
    }

    /// Leaves the loaded page at its end in the direction of travel, plays every page passed
    /// over to its end too, and loads the new active page.
    func transition(to position: PVPageProgress) {
        let previous = currentPageIndex
        let changesItems = position.activePage != loadedPage
        if changesItems, let leaving = loadedPage {
            let forward = position.activePage > leaving
            runActions(at: forward ? 1 : 0)
            delegate?.parallaxView(self, willBeginTransitionTo: position.page)
            // Pages jumped over end as if they had been scrolled through, in order.
            for skipped in stride(from: leaving + (forward ? 1 : -1), to: position.activePage, by: forward ? 1 : -1) {
                load(page: skipped)
                runActions(at: forward ? 1 : 0)
            }
        } else {
            delegate?.parallaxView(self, willBeginTransitionTo: position.page)
        }
        if changesItems { load(page: position.activePage) }
        currentPageIndex = position.page
        delegate?.parallaxView(self, didEndTransitionFrom: previous)
    }

    /// Loads the items and actions of `page`, making nodes for items seen for the first time.
    func load(page: Int) {
        guard let delegate else {
            loadedItems = []
            loadedPage = page
            return
        }
        var items: [LoadedItem] = []
        var seen: Set<String> = []
        for item in delegate.parallaxView(self, itemsOnPage: page) {
            let identifier = item.identifier
            guard seen.insert(identifier).inserted else { continue }
            if targets[identifier] == nil {
                let node = delegate.parallaxView(self, viewForItem: item)
                targets[identifier] = PVTarget(node: node, containerSize: viewport)
                creationOrder.append(identifier)
            }
            let container = delegate.parallaxView(self, containerViewForItem: item, onPage: page)?.identifier
            items.append(
                LoadedItem(
                    identifier: identifier, container: container,
                    actions: delegate.parallaxView(self, actionsOfItem: item, onPage: page)))
        }
        loadedItems = Self.containersFirst(items)
        loadedPage = page
    }

    /// Plays every loaded item's actions at page progress `progress`, each against the size of
    /// its container as it is now.
    func runActions(at progress: Double) {
        for item in loadedItems {
            guard var target = targets[item.identifier] else { continue }
            target.containerSize = item.container.flatMap { targets[$0]?.node.size } ?? viewport
            for action in item.actions {
                action.update(progress, target: &target)
            }
            targets[item.identifier] = target
        }
    }

    /// The items ordered so that every container comes before what it holds; a container that
    /// is not on the page, or a chain of containers that loops, puts the item in the view.
    static func containersFirst(_ items: [LoadedItem]) -> [LoadedItem] {
        let byIdentifier = Dictionary(items.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        func depth(of item: LoadedItem) -> Int? {
            var depth = 0
            var visited: Set<String> = [item.identifier]
            var current = item
            while let container = current.container {
                guard let next = byIdentifier[container], visited.insert(container).inserted else { return nil }
                depth += 1
                current = next
            }
            return depth
        }
        let placed = items.map { item -> (item: LoadedItem, depth: Int) in
            guard let depth = depth(of: item) else {
                var free = item
                free.container = nil
                return (free, 0)
            }
            return (item, depth)
        }
        // A stable sort: items of one depth keep the delegate's order.
        return placed.enumerated()
            .sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }
            .map(\.element.item)
    }
}
