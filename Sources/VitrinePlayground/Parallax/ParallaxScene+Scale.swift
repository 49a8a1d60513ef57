import VitrineCanvas
import VitrineGeometry
import VitrineInput

extension ParallaxScene {
    /// The window size the story is designed for: its titles, card and balls are sized for it.
    static let designSize = Size(width: 1280, height: 720)

    /// How much the story is scaled to fit a window: the smaller of its width over 1280 and its
    /// height over 720 (0.42 at 400 × 300, 1.5 at 1920 × 1080), so that every page shows whole,
    /// in the proportions it was designed in, at any size.
    static func storyScale(for viewport: Size) -> Double {
        let scale = min(viewport.width / designSize.width, viewport.height / designSize.height)
        return scale.isFinite && scale > 0 ? scale : 1
    }

    /// The page the story lays itself out in for a window: the window in design points (as
    /// wide as 1280 or as tall as 720, the other side longer to fill the window's shape).
    static func storyViewport(for viewport: Size) -> Size {
        let scale = storyScale(for: viewport)
        return Size(width: viewport.width / scale, height: viewport.height / scale)
    }

    /// Lays the story out for `window`: its page in design points, and a drag's slop of 4 points
    /// on screen whatever the scale.
    func fit(to window: Size) {
        view.resize(to: Self.storyViewport(for: window))
        let slop = 4 / Self.storyScale(for: window)
        if view.dragSlop != slop { view.dragSlop = slop }
    }

    /// `event` with its window points in design points, as the story takes them.
    static func storyEvent(_ event: InputEvent, viewport: Size) -> InputEvent {
        let scale = storyScale(for: viewport)
        guard scale != 1 else { return event }
        let inStory = { (point: Point) in Point(x: point.x / scale, y: point.y / scale) }
        switch event {
        case .pointerDown(let point, let button): return .pointerDown(inStory(point), button: button)
        case .pointerMoved(let point): return .pointerMoved(inStory(point))
        case .pointerUp(let point, let button): return .pointerUp(inStory(point), button: button)
        case .wheel(var wheel):
            wheel.position = wheel.position.map(inStory)
            return .wheel(wheel)
        default: return event
        }
    }

    /// The story's nodes, laid out in design points, drawn at the window's scale.
    static func scaledToWindow(_ nodes: [Node], viewport: Size) -> [Node] {
        let scale = storyScale(for: viewport)
        guard scale != 1 else { return nodes }
        var root = Node(children: nodes)
        root.sublayerTransform = .makeScale(scale, scale, 1)
        return [root]
    }
}
