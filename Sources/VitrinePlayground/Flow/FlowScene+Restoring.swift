extension FlowScene: RestorableScene {
    /// Runs with `configuration`: the layout takes its alignment, plugins and flicks; the cards
    /// are laid out again, the card in focus in its slot (the last one, when there are fewer),
    /// where the alignment, the direction or the cards changed; the scroller takes the feel.
    mutating func restore(_ configuration: FlowConfiguration) {
        let item = currentItem, old = self.configuration
        self.configuration = configuration
        layout.alignment = configuration.alignment
        layout.plugins = configuration.runningPlugins
        layout.flickBehavior = configuration.flickBehavior
        if old.alignment != configuration.alignment || old.scrollDirection != configuration.scrollDirection
            || old.itemCount != configuration.itemCount || old.itemScale != configuration.itemScale
            || old.cardSizes != configuration.cardSizes
        {
            relayout(
                direction: configuration.scrollDirection, viewport: layout.viewport,
                keeping: min(item, cardCount - 1))
        } else {
            configureScroller()
        }
    }
}
