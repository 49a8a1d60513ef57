import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineSDL

/// The playground: a window (or a headless frame) showing a scene, fed by the mouse, the
/// keyboard and input scripts.
///
/// One frame runs in one direction: input events, then the scene's update for this frame's
/// time, then its nodes, then a ``DrawList`` drawn in one call, then present.
public final class App {
    let options: RunOptions
    let library: SDLLibrary
    let window: Window?
    let renderer: Renderer
    let atlas: Atlas?
    var scene: any Scene
    var script: InputScriptPlayer?
    var drawList = DrawList()
    /// The panel's triangles, kept while it stays the same.
    var panelDrawing = RetainedDrawList()
    /// The help's triangles, kept while it stays the same.
    var helpDrawing = RetainedDrawList()
    var frameRate = FrameRateCounter()
    var viewport: Size
    /// The panel Tab opens.
    var panel = Panel()
    /// Whether the help (F1) shows.
    var isHelpShown = false
    /// The frame-time graph M shows.
    var frameTimeGraph = FrameTimeGraph()
    /// The line at the bottom: a saved picture, a problem with the presets file.
    var notice: Notice?
    /// Whether the pointer went down on the panel, so that its drag is not the scene's.
    var panelHasPointer = false
    /// Whether this frame is to be saved as a PNG (the S key).
    var isExportRequested = false
    /// The time of the frame being made, in seconds since the start.
    var currentTime = 0.0
    /// The presets of the presets file, in its order (the first nine on Shift+1–9).
    var userPresets: [UserPreset] = []
    /// Looks for changes of the presets file.
    var presetsWatcher: PresetsFileWatcher?
    /// Reads the presets file again, away from the frame loop.
    var presetsLoader: PresetsFileLoader?
    /// Writes the frames to the `--record` folder.
    var recorder: FrameRecorder?
    /// The phases of every frame and the atlas's work in it, when ``RunOptions/profilePath``
    /// asks for them.
    var frameProfile: [(phases: FramePhases, atlas: AtlasWork)] = []
    /// The checks of a `--check` run.
    var frameCheck: FrameCheck?
    /// Problems that did not stop the run (a screenshot that could not be written); they make
    /// the exit status non-zero.
    var failures: [String] = []

    /// The color behind everything.
    static let background = Color(hex: 0x16161D)

    /// Opens the window (or the headless target), loads the font and the input script.
    public init(options: RunOptions) throws(PlaygroundError) {
        Self.ignoreSignalsThatWouldEndWrites()
        self.options = options
        self.viewport = Size(width: Double(options.width), height: Double(options.height))
        if let path = options.presetsPath {
            presetsWatcher = PresetsFileWatcher(path: path)
            presetsLoader = PresetsFileLoader(path: path)
            (userPresets, notice) = Self.readPresetsFileAtStart(path: path)
        }
        scene = try Self.makeScene(named: options.preset, userPresets: userPresets, viewport: viewport)
        if let path = options.scriptPath {
            do {
                let loaded = try InputScript(contentsOf: path)
                for warning in loaded.warnings { Self.warn(warning.description) }
                script = InputScriptPlayer(script: loaded)
            } catch {
                throw PlaygroundError(error.description)
            }
        }
        if options.checksFrames {
            let scriptFrames = script?.script.entries.last.map { Int(($0.time / 1000 / FrameTime.fixedStep).rounded()) }
            frameCheck = FrameCheck(expectedFrames: options.frames ?? scriptFrames)
        }
        if let folder = options.recordPath {
            recorder = try FrameRecorder(folder: folder, gifName: "\(options.preset).gif",
                                         background: Self.background.rgba8)
        }
        let target = try Self.makeTarget(options: options, script: script?.script)
        self.library = target.library
        self.window = target.window
        self.renderer = target.renderer
        if let reason = renderer.fallbackReason {
            Self.warn("\(reason); drawing with the \(renderer.name) renderer")
        }
        self.atlas = Self.makeAtlas(renderer: renderer, fontPath: options.fontPath)
        handleDisplayLoss()
    }

    /// The ratio of drawn pixels to window points: 2 on a HiDPI display.
    var pixelScale: Double {
        guard let window else { return 1 }
        let points = window.size.width
        return points > 0 ? Double(renderer.outputSize.width) / points : 1
    }

    static func warn(_ message: String) {
        StandardError.write("vitrine: \(message)\n")
    }
}
