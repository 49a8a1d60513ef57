import VitrineCanvas

/// A frame's nodes by layer, bottom to top. The panel and the help change only when something
/// in them does, so their triangles are kept from frame to frame (see ``RetainedDrawList``).
public struct FrameLayers {
    /// The scene and the status line.
    public var scene: [Node]
    /// The panel Tab opens; empty when it is closed.
    public var panel: [Node]
    /// The frame-time graph and the notice, when shown.
    public var overlays: [Node]
    /// The help; empty when it is hidden.
    public var help: [Node]
}
