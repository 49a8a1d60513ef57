extension ParallaxScene: RestorableScene {
    /// Runs with `configuration`: the view takes the feel and the perspective, the story the
    /// person's types and their numbers; a new direction reloads the story on the page shown.
    mutating func restore(_ configuration: ParallaxConfiguration) {
        let direction = self.configuration.direction
        self.configuration = configuration
        applyFeel()
        view.perspectiveDistance = configuration.perspectiveDistance
        showLiveTypes()
        guard configuration.direction != direction else { return }
        let page = view.scroller.currentPage ?? 0
        story.direction = configuration.direction
        view.reload()
        view.scroll(toPage: page, animated: false, at: 0)
    }
}
