/// Which page of a `PVView` is active for a scroll offset, and how far it has played: the seed's
/// page-progress rule.
///
/// Page p plays from 0 to 1 while the content scrolls from p toward p + 1 and back again when
/// it scrolls back; a bounce before the first page gives a negative progress. When the last
/// page is ignored (the seed's default), the page before it stays active on the last page, at
/// progress 1 at rest and beyond 1 while bouncing.
public struct PVPageProgress: Hashable, Sendable {
    /// The page the scroll offset falls on.
    public var page: Int
    /// The page whose actions play.
    public var activePage: Int
    /// How far the active page has played; unclamped.
    public var progress: Double

    /// Creates a page progress.
    public init(page: Int, activePage: Int, progress: Double) {
        self.page = page
        self.activePage = activePage
        self.progress = progress
    }

    /// The progress for `offset` points of scroll over pages `pageSize` points long, or `nil`
    /// when there are no pages or the size is not positive.
    public static func at(
        offset: Double, pageSize: Double, pageCount: Int,
        ignoresLastPage: Bool = true
    ) -> PVPageProgress? {
        guard pageCount >= 1, pageSize > 0, pageSize.isFinite, offset.isFinite else { return nil }
        let raw = (abs(offset) / pageSize).rounded(.down)
        let page = Int(min(raw, Double(pageCount - 1)))
        let ignored = ignoresLastPage && page == pageCount - 1
        let active = ignored ? max(page - 1, 0) : page
        return PVPageProgress(page: page, activePage: active, progress: (offset - pageSize * Double(active)) / pageSize)
    }
}
