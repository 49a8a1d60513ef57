extension PVView {
    /// Forgets every item and node and asks the delegate again, as ``reload()`` does, but keeps
    /// the scroll where it is, moving as it was: the pages before the current one play to their
    /// end again, in order, so that items carried from page to page come back as they were.
    /// What a delegate whose items or actions changed calls (new actions of its own, new numbers).
    ///
    /// ```swift
    /// story.accent = .orange          // the delegate's actions read it
    /// parallax.reloadKeepingScroll()  // same page, same progress, the new actions
    /// ```
    public func reloadKeepingScroll() {
        let kept = scroller
        reload()
        scroller = kept
        configureScroller()
        updatePages()
    }
}
