import VitrineCanvas
import VitrineGeometry

/// A frame's nodes by layer, bottom to top. The panel and the help change only when something
/// in them does, so their triangles are kept from frame to frame (see ``RetainedDrawList``);
/// and two frames with equal layers draw the same pixels, so a window draws nothing while they
/// stay equal.
public struct FrameLayers: Equatable {
    /// The scene and the status line.
    public var scene: [Node]
    /// The columns and bands beside the scene (the motion lab).
    public var docks: [Node] = []
    /// The panel Tab opens; empty when it is closed.
    public var panel: [Node]
    /// The bars over the bottom of the window: the notice, the save prompt, the fold bar.
    public var overlays: [Node]
    /// The help; empty when it is hidden.
    public var help: [Node]
    /// The two halves of a compared window (`--compare`), drawn before everything else, each
    /// clipped to its half; empty otherwise (the scene is then in ``scene``).
    public var halves: [SceneHalf] = []

    /// The color to clear a frame to, and the scene to draw over it: when the scene's first node
    /// begins by painting the whole drawable (pixels) opaquely (a Parallax page at rest), that
    /// paint is the clear color rather than some 900,000 pixels drawn over `clearColor`
    /// (see ``Node/separatingBackground(covering:pixelScale:)``).
    public func sceneOverClearColor(_ clearColor: Color, drawableSize: Size, pixelScale: Double) -> (
        clearColor: Color, scene: [Node]
    ) {
        let (color, nodes) = Node.separatingBackground(
            of: scene, over: clearColor, covering: Rect(origin: .zero, size: drawableSize), pixelScale: pixelScale)
        return (color, nodes)
    }
}
