extension PVView {
    /// Scrolls to the page after the current one (from `time`), staying on the last page.
    public func next(animated: Bool = true, at time: Double) {
        turn(by: 1, animated: animated, at: time)
    }

    /// Scrolls to the page before the current one (from `time`), staying on the first page.
    public func back(animated: Bool = true, at time: Double) {
        turn(by: -1, animated: animated, at: time)
    }

    /// Scrolls to page `page`, clamped to the pages there are; the pages jumped over end as if
    /// they had been scrolled through.
    public func scroll(toPage page: Int, animated: Bool = true, at time: Double) {
        guard numberOfPages > 0 else { return }
        let clamped = min(max(page, 0), numberOfPages - 1)
        scroller.scroll(to: Double(clamped) * pageLength, animated: animated, at: time)
        updatePages()
    }

    /// Scrolls so that the pages are `offset` points along (page p rests at p · ``pageLength``),
    /// gliding from `time` when `animated`; the offset is kept within the pages.
    public func scroll(to offset: Double, animated: Bool, at time: Double) {
        scroller.scroll(to: offset, animated: animated, at: time)
        updatePages()
    }

    private func turn(by pages: Int, animated: Bool, at time: Double) {
        let current = scroller.currentPage ?? currentPageIndex ?? 0
        scroll(toPage: current + pages, animated: animated, at: time)
    }
}
