import VitrineCanvas
import VitrineGeometry
import VitrineInput

extension ParallaxScene {
    /// How much the story is scaled to fit a window (see ``DesignFit``): designed at
    /// 1280 × 720, it shows whole at any size.
    static func storyScale(for viewport: Size) -> Double {
        DesignFit.scale(for: viewport)
    }

    /// The page the story lays itself out in for a window, in design points.
    static func storyViewport(for viewport: Size) -> Size {
        DesignFit.viewport(for: viewport)
    }

    /// Lays the story out for `window`: its page in design points, and a drag's slop of 4 points
    /// on screen whatever the scale.
    func fit(to window: Size) {
        view.resize(to: DesignFit.viewport(for: window))
        let slop = DesignFit.dragSlop(for: window)
        if view.dragSlop != slop { view.dragSlop = slop }
    }
}
