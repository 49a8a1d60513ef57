import VitrinePlayground

/// How long one frame spent in each of its phases, in seconds, as the app loop measures them.
struct FramePhases: Hashable, Sendable {
    /// Input events and the scene's update: the scroll physics.
    var input = 0.0
    /// The scene's nodes and the overlays' (panel, help, graph, notices).
    var layout = 0.0
    /// Turning the nodes into the draw list: tessellation, masks, glyph quads.
    var tessellation = 0.0
    /// Clearing, handing the draw list to SDL, and screenshots or recording.
    var submit = 0.0
    /// Waiting for the GPU to finish the frame (only when frames are profiled: a one-pixel read
    /// back, without which OpenGL returns before drawing).
    var sync = 0.0

    /// Creates a frame with no time in any phase.
    init() {}

    /// The CPU's part: everything but the wait for the GPU.
    var cpu: Double { input + layout + tessellation + submit }

    /// The whole frame, the GPU's wait included.
    var total: Double { cpu + sync }
}
