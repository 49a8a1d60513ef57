import VitrineCanvas
import VitrinePlayground
import VitrineSDL

/// A frame as the host hands it to its sinks: drawn, the GPU done with it, not yet presented.
struct DrawnFrame {
    /// The frame's number, from 1.
    var number: Int
    /// Its time in seconds since the start.
    var time: Double
    /// The preset running.
    var presetName: String
    /// The running scene's scroll offset, `nil` without a scroll.
    var scrollOffset: Double?
    /// The item at the running scene's focus, `nil` where nothing is.
    var focusedItem: Int?
    /// What was drawn, bottom to top: under the panel, the panel, over it.
    var drawLists: [DrawList]
    /// How long each phase of the frame took.
    var phases: FramePhases
    /// What the atlas rasterized for it.
    var atlasWork: AtlasWork
    /// The SDL textures alive.
    var liveTextures: Int
    /// What the pictures' textures take, when there are pictures.
    var pictures: PictureReadout?
    /// The screenshots asked for in this frame (by the script, or `--screenshot` on the last).
    var screenshotPaths: [String]
    /// Whether S asked for this frame to be saved (``PlaygroundRequest/savePNG``).
    var isPNGRequested: Bool
    /// Reads the frame's pixels.
    var renderer: Renderer
}
