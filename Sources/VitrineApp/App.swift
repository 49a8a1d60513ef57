import Foundation
import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrinePlayground
import VitrineSDL

/// The host of the playground: it owns the window (or the headless output), the clock, the
/// renderer and the files, and feeds the platform-free ``PlaygroundCore``.
///
/// One frame runs in one direction: the clock and the input events (the window's and the
/// script's, merged by time) into the core, the core's update for this frame's time, its layers
/// tessellated into draw lists (what lies under the panel, the panel, what lies over it) and
/// drawn, the panel copied from its texture while it holds still, the GPU waited for, the frame
/// handed to the sinks (screenshot, export, recording, profile, check), then present.
public final class App {
    let options: RunOptions
    let library: SDLLibrary
    let window: Window?
    let renderer: Renderer
    let atlas: Atlas?
    /// The scene, the panel and the overlays.
    var core: PlaygroundCore
    var script: InputScriptPlayer?
    /// The frame's triangles under the panel: the scene, the status line and the docks.
    var drawList = DrawList()
    /// The frame's triangles over the panel: the bars along the bottom and the help.
    var overlayList = DrawList()
    /// The halves of a compared window (`--compare`), drawn before ``drawList``.
    var halfDrawings: [HalfDrawing] = []
    /// What the frame is cleared to: the window's color, or the scene's backdrop when that
    /// covers the whole window.
    var clearColor = PlaygroundCore.windowColor
    /// The panel's triangles, kept while it stays the same.
    var panelDrawing = RetainedDrawList()
    /// The pixels the panel's backdrop paints opaquely in this frame.
    var panelCover: Rect?
    /// The panel's pixels, kept in a texture while it stays the same.
    lazy var panelCache = LayerCache(renderer: renderer)
    /// The help's triangles, kept while it stays the same.
    var helpDrawing = RetainedDrawList()
    /// Looks for changes of the presets file.
    var presetsWatcher: PresetsFileWatcher?
    /// Reads the presets file again, away from the frame loop.
    var presetsLoader: PresetsFileLoader?
    /// The desktop's say on reduced motion (GNOME's or KDE's), until it answers: asked at a
    /// window's start and each time the window gains the focus.
    var desktopMotion: DesktopMotionPreference?
    /// The desktop's last answer, `nil` before the first: only a change of it moves the switch, so
    /// that X keeps what a person chose while the desktop's setting stays the same.
    var desktopReducesMotion: Bool?
    /// Whether the desktop is asked at all: a window whose reduced motion neither
    /// `--reduced-motion` nor `VITRINE_REDUCED_MOTION` decides.
    var followsDesktopMotion = false
    /// Where drawn frames go besides the screen, in the order they get them.
    var sinks: [any FrameSink] = []
    /// Problems that did not stop the run (a screenshot that could not be written); they make
    /// the exit status non-zero.
    var failures: [String] = []
    /// The index of the frame that played the script's last entry, once one has (headless runs
    /// go on from there until the scene is at rest).
    var scriptEndFrame: Int?
    /// The whole session's input, for `--record-input`.
    var inputRecording: InputRecording?
    /// The input since Ctrl+R, while it records.
    var keyRecording: InputRecording?
    /// What keeps the Ctrl+R chords out of ``keyRecording``.
    var keyRecordingChords = RecordingChordFilter()
    /// Whether the core asked for the next frame drawn to be saved as a PNG (S,
    /// ``PlaygroundRequest/savePNG``), until it is.
    var isPNGRequested = false
    /// Live Swift on `--swift`'s files and the presets file's, when there are any.
    var liveSwift: LiveSwiftHost?
    /// What runs the person's own types, which the presets file's and the scenes' values of
    /// them ask, from before anything is compiled.
    let liveSwiftSession = LiveSwiftSession()
    /// The pictures on the cards, once some are opened (`--images`, a drop).
    var pictureLibrary: PictureLibrary?
    /// What the window shows, so that a frame that would show the same is not drawn.
    var screenContents = ScreenContents()
    /// The 60 Hz ticks a window waits for where present does not wait for the display.
    var framePacer = FramePacer(step: FrameTime.fixedStep)

    /// Opens the window (or the headless target), loads the font and the input script.
    public init(options: RunOptions) throws(PlaygroundError) {
        Self.ignoreSignalsThatWouldEndWrites()
        self.options = options
        let viewport = Size(width: Double(options.width), height: Double(options.height))
        var userPresets: [UserPreset] = [], presetsProblem: PresetsFileError?
        if let path = options.presetsPath {
            if options.readsDefaultPresetsFile { Self.warn(options.defaultPresetsFileLine) }
            presetsWatcher = PresetsFileWatcher(path: path)
            presetsLoader = PresetsFileLoader(path: path, liveCode: liveSwiftSession)
            switch Self.readPresetsFileAtStart(path: path, liveCode: liveSwiftSession) {
            case .success(let presets): userPresets = presets
            case .failure(let error): presetsProblem = error
            }
        }
        core = try PlaygroundCore(
            preset: options.preset, viewport: viewport, userPresets: userPresets,
            presetsPath: options.presetsPath, speed: options.speed,
            comparePreset: options.comparePreset)
        if options.mode == .window { core.showStartHint() }
        let environmentWish = DesktopMotionPreference.environmentWish(ProcessInfo.processInfo.environment)
        if options.reducesMotion || environmentWish == true { core.setMotionReduced(true) }
        if options.mode == .window, !options.reducesMotion, environmentWish == nil {
            followsDesktopMotion = true
            desktopMotion = DesktopMotionPreference()
        }
        if let presetsProblem { core.presetsFileFailed(presetsProblem) }
        if let path = options.scriptPath {
            do {
                let loaded = try InputScript(contentsOf: path)
                for warning in loaded.warnings { Self.warn(warning.description) }
                script = InputScriptPlayer(script: loaded)
            } catch {
                throw PlaygroundError(error.description)
            }
        }
        sinks = [ScreenshotSink(), ExportSink()]
        if let folder = options.recordPath {
            sinks.append(
                RecordingSink(
                    recorder: try FrameRecorder(
                        folder: folder, gifName: "\(options.preset).gif",
                        background: PlaygroundCore.windowColor.rgba8)))
        }
        if let path = options.profilePath { sinks.append(ProfileSink(path: path)) }
        if options.checksFrames {
            let scriptFrames = script?.script.entries.last.map {
                Int(
                    (InputScript.windowTime(ofScriptTime: $0.time, speed: options.speed.rawValue) / FrameTime.fixedStep).rounded()
                )
            }
            sinks.append(CheckSink(expectedFrames: options.frames ?? scriptFrames))
        }
        if options.recordInputPath != nil {
            var recording = InputRecording(
                start: 0, speed: options.speed.rawValue,
                comments: Self.recordingComments(
                    options: options, preset: options.preset,
                    size: viewport, speed: options.speed))
            _ = recording.record(.resized(viewport), at: 0)
            inputRecording = recording
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
        startLiveSwift()
        if let path = options.imagesPath {
            openPictures([path], at: 0)
        } else {
            core.openPresetPictures()
            performRequests(at: 0)
        }
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
