/// Where a layer's nodes go among the frame's tiers, drawn bottom first (see ``FrameLayers``):
/// the panel's and the help's triangles are kept from frame to frame while they do not change.
enum LayerTier {
    /// The scene and its status line.
    case scene
    /// Columns and bands beside the scene (the motion lab).
    case docks
    /// The panel and the list it opens.
    case panel
    /// Bars over the bottom of the window: the notice, the save prompt, the fold bar.
    case overlays
    /// The help, over everything.
    case help
}
