import VitrineCanvas
import VitrineGeometry

/// What the backdrops of a frame's upper layers paint opaquely, in pixels, worked out once a
/// frame: what lies wholly under one of them is not drawn, and the panel's is where its kept
/// pixels are copied without blending.
public struct OpaqueCovers: Equatable, Sendable {
    /// The panel's backdrop, when the panel is open and has one.
    public var panel: Rect?
    /// The motion lab's docks' backdrop.
    public var docks: Rect?
    /// The help's backdrop, when the help is shown.
    public var help: Rect?

    /// Works out the covers of `layers` at `pixelScale` (see ``Node/opaqueCover(pixelScale:)``).
    public init(of layers: FrameLayers, pixelScale: Double) {
        panel = layers.panel.first?.opaqueCover(pixelScale: pixelScale)
        docks = layers.docks.first?.opaqueCover(pixelScale: pixelScale)
        help = layers.help.first?.opaqueCover(pixelScale: pixelScale)
    }

    /// What covers the scene: every backdrop drawn over it.
    public var overScene: [Rect] { [panel, docks, help].compactMap { $0 } }

    /// What covers the overlays (drawn between the panel and the help): the help's backdrop.
    public var overOverlays: [Rect] { [help].compactMap { $0 } }
}
