import VitrineGeometry

extension ParallaxScene {
    /// Lays the story out for `window` (see ``DesignFit``): its page in design points, and a
    /// drag's slop of 4 points on screen whatever the scale.
    func fit(to window: Size) {
        view.resize(to: DesignFit.viewport(for: window))
        let slop = DesignFit.dragSlop(for: window)
        if view.dragSlop != slop { view.dragSlop = slop }
    }
}
