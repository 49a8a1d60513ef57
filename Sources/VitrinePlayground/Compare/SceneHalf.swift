import VitrineCanvas
import VitrineGeometry

/// One half of a compared window: a scene's nodes laid out for the half, in the half's own
/// points, and where the half is in the window. The host draws the nodes clipped to the half,
/// moved to it by whole pixels.
public struct SceneHalf: Equatable {
    /// The half's rectangle in the window, in whole points.
    public var frame: Rect
    /// The scene's nodes, in the half's points (its top-left corner is (0, 0)).
    public var nodes: [Node]

    /// Creates a half.
    init(frame: Rect, nodes: [Node]) {
        self.frame = frame
        self.nodes = nodes
    }

    /// The color to fill the half with, and the nodes to draw over it: as
    /// ``FrameLayers/sceneOverClearColor(_:drawableSize:pixelScale:)`` does for a whole window,
    /// so that a half draws what a window of its size draws.
    public func overFillColor(_ color: Color, pixelScale: Double) -> (fillColor: Color, nodes: [Node]) {
        let pixels = Rect(x: 0, y: 0, width: frame.width * pixelScale, height: frame.height * pixelScale)
        let (fill, nodes) = Node.separatingBackground(of: nodes, over: color, covering: pixels, pixelScale: pixelScale)
        return (fill, nodes)
    }
}
