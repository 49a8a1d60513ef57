import VitrineGeometry

extension ParallaxScene {
    /// Lays the story out for `window` (see ``DesignFit``): its page in design points, fitted
    /// to ``storyWindow(for:)``, and a drag's slop of 4 points on screen whatever the scale.
    func fit(to window: Size) {
        let story = storyWindow(for: window)
        view.resize(to: DesignFit.viewport(for: story))
        let slop = DesignFit.dragSlop(for: story)
        if view.dragSlop != slop { view.dragSlop = slop }
    }

    /// The part of `window`, from its top left, that the story is fitted to: all of it, but
    /// where the window is so short that the story's lowest row (the ball legends at
    /// ``ParallaxStory/lowestRow`` of a page) would reach the page dots, which keep their size
    /// on screen while the story shrinks, the story is fitted above a band left to them. Paging
    /// up and down, the dots are at the right, clear of the story.
    func storyWindow(for window: Size) -> Size {
        guard view.direction == .horizontal else { return window }
        let interface = PlaygroundCore.interfaceScale(for: window)
        // The dots reach from the bottom to their row's center line and half a dot above it;
        // the lowest row's legend needs a few points more.
        let dotsReach = (PageDots.standardEdgeDistance + PageDots.largestDiameter / 2 + Self.legendClearance) * interface
        let height = min(window.height, (window.height - dotsReach) / ParallaxStory.lowestRow)
        return Size(width: window.width, height: max(height, 1))
    }

    /// The room, in interface points, between the top of the page dots and the middle of the
    /// lowest row's legend: half the legend's 9-point text and a gap.
    static let legendClearance = 10.0

    /// The scale the story is drawn at in `window`: its design points to the window's.
    func storyScale(for window: Size) -> Double {
        DesignFit.scale(for: storyWindow(for: window))
    }

    /// `window` in the story's design points at the scale the story is drawn: what the backdrop
    /// and its dots cover, the band below the story included.
    func designWindow(for window: Size) -> Size {
        let scale = storyScale(for: window)
        return Size(width: window.width / scale, height: window.height / scale)
    }
}
