import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineMotion

/// The playground without a platform: it turns timed input into the state of the scene, the
/// panel and the overlays, and each frame into layers of nodes.
///
/// The core never reads a clock, a file or a window; the host (the window or a headless run)
/// owns those and feeds it, frame by frame, as Dear ImGui's example loops feed ImGui:
///
/// ```swift
/// var core = try PlaygroundCore(preset: "coverflow", viewport: Size(width: 1280, height: 720))
/// let quits = core.handle(.keyDown(.tab, modifiers: [], isRepeat: false), at: 0.1)
/// core.update(at: FrameTime(now: 1.0 / 60, delta: 1.0 / 60, index: 1))
/// let layers = core.layers()          // the scene, the panel, the overlays, the help
/// ```
public struct PlaygroundCore {
    /// The window's color, behind everything: a near-black with a touch of blue. Dark text on
    /// light cards uses it too.
    public static let windowColor = Color(hex: 0x16161D)

    /// The size of the window in points.
    private(set) var viewport: Size
    /// The scene shown (the left half's when comparing).
    var scene: any Scene
    /// The scene of the right half, when the window compares two (`--compare`).
    var comparison: Comparison?
    /// The panel Tab opens.
    var panel = Panel()
    /// Whether the help (F1) shows.
    var isHelpShown = false {
        didSet { helpScroll = 0 }
    }
    /// How far the help's lines are scrolled, in points, when they do not fit the window (the
    /// wheel and a drag while it shows scroll them).
    var helpScroll = 0.0
    /// The frame-time graph M shows.
    var frameTimeGraph = FrameTimeGraph()
    /// The motion traces M shows over the frame-time graph.
    var motionTraces = MotionTraces()
    /// The input inspector I shows, with the landing ruler.
    var inputInspector = InputInspector()
    /// Whether the status line (the scene's title and the frame rate) shows: H hides it for
    /// clean screenshots and recordings, and a presets file's `"statusLine": false` starts its
    /// preset without it.
    var isStatusLineShown = true
    /// The line at the bottom: a saved picture, a problem with the presets file.
    var notice: Notice?
    /// Whether the pointer went down on the panel or the help, so that its drag is not the
    /// scene's.
    var overlayHasPointer = false
    /// Where a drag on the panel's background started (the pointer's y) and the panel's scroll
    /// then, while it lasts.
    var panelDrag: (startY: Double, startScroll: Double)?
    /// Where a drag on the help started (the pointer's y) and the help's scroll then.
    var helpDrag: (startY: Double, startScroll: Double)?
    /// A press on one of the panel's numbers, while it lasts: a drag sideways changes it.
    var numberDrag: NumberDrag?
    /// The last click on one of the panel's numbers (no drag) and its time: a second one soon
    /// after opens its field.
    var lastNumberClick: (index: Int, time: Double)?
    /// What a touchpad has scrolled over a number that does not add up to a whole step yet.
    var numberWheelRemainder = 0.0
    /// Whether Shift is held, as the last key event said: a drag on a number is then fine.
    var isShiftHeld = false
    /// Where the pointer was last seen, in window points: what a wheel event that does not say
    /// where it happened is taken to be over; `nil` before any pointer event.
    var pointerPosition: Point?
    /// The presets of the presets file, in its order (the first nine on Shift+1–9).
    var userPresets: [UserPreset]
    /// The presets file, named when Shift+1–9 finds no preset and where Ctrl+S saves; set by
    /// the first save when the run had none.
    public internal(set) var presetsPath: String?
    /// The changes a person made, to undo and redo (Ctrl+Z, Ctrl+Shift+Z, the panel's buttons).
    var editHistory = EditHistory()
    /// The prompt Ctrl+S opens to save the scene as a preset, while it is open.
    var savePrompt: SavePrompt?
    /// The scenes' time: paused (Space), stepped (`.`) or slowed (Z); the scene takes its
    /// events and frames at the times it gives, the panel and the overlays at the window's. The
    /// panel's Time row follows it.
    var motion = MotionClock() {
        didSet { panel.timeSetting.value = motion.description }
    }
    /// The scene time of the last frame.
    var lastSceneTime: Double?
    /// The frames per second of the status line.
    var frameRate = FrameRateCounter()
    /// The time of the last event or frame, in seconds since the start.
    public internal(set) var currentTime = 0.0
    /// Whether S asked for the next drawn frame to be saved as a PNG; the host saves it and
    /// clears this.
    public var isExportRequested = false
    /// Whether Ctrl+R asked to start recording the input, or to stop and save it; the host
    /// does it and clears this.
    public var isInputRecordingToggled = false
    /// Whether the host is recording the input (Ctrl+R): the status line says so.
    public var isRecordingInput = false
    /// The scene as Swift that Ctrl+C made, until the host takes it to deliver
    /// (``takeSwiftExport()``).
    var swiftExport: SwiftExportFile?
    /// How the panel and the help measure their text: the host hands in its font's
    /// (`GlyphTextMeasure`), so that text is laid out as wide as it is drawn; an estimate until then.
    public var textMeasure: any TextMeasuring = EstimatedTextMeasure()
    /// What the core has to say that is not for the window (a preset that could not start, a
    /// wheel event clamped); the host writes it out (``takeWarnings()``).
    private var warnings: [String] = []

    /// A core showing preset `preset` (built-in or one of `userPresets`, the presets file's,
    /// read by the host from `presetsPath`).
    ///
    /// - Throws: A ``PlaygroundError`` listing every valid name when `preset` is none.
    ///
    /// The scenes' time starts at `speed` (as if Z had been pressed before the first frame).
    /// With `comparePreset`, the window is split: `preset` in the left half, `comparePreset`
    /// in the right one, both taking the same input (see ``ComparisonLayout``).
    public init(preset: String, viewport: Size, userPresets: [UserPreset] = [],
                presetsPath: String? = nil, speed: MotionSpeed = .full, comparePreset: String? = nil) throws(PlaygroundError) {
        self.viewport = viewport
        motion = MotionClock(speed: speed)
        panel.timeSetting.value = motion.description
        self.userPresets = userPresets
        self.presetsPath = presetsPath
        let sceneViewport = comparePreset == nil ? viewport : ComparisonLayout(viewport: viewport).halfSize
        scene = try Self.makeScene(named: preset, userPresets: userPresets, viewport: sceneViewport)
        if let comparePreset {
            comparison = Comparison(scene: try Self.makeScene(named: comparePreset, userPresets: userPresets,
                                                              viewport: sceneViewport, flag: "--compare"))
        }
        applyStatusLinePreference()
    }

    /// The name of the running preset.
    public var presetName: String { scene.presetName }

    /// How fast the scenes' time runs now (Z, `--speed`).
    public var motionSpeed: MotionSpeed { motion.speed }

    /// The scroll offset of the running scene, `nil` for a scene without a scroll.
    public var scrollOffset: Double? { scene.scrollOffset }

    /// The item at the running scene's focus (the centered card, the card in its slot, the
    /// page), `nil` where nothing is.
    public var focusedItem: Int? { scene.focusedItem }

    /// Whether the running scene is still moving because of input (a drag, a fling, a spring, a
    /// wheel or key glide, touchpad motion), as of the last ``update(at:)``; motion of the
    /// scene's own that never ends (the demo's turning items) does not count.
    public var isSceneMoving: Bool { scene.isMoving || comparison?.scene.isMoving == true }

    /// Whether the help or the panel is open (Esc then closes it rather than quitting).
    var isOverlayOpen: Bool { isHelpShown || panel.isOpen || savePrompt != nil }

    /// The window changed size to `viewport` (already in range).
    public mutating func resize(to viewport: Size) {
        self.viewport = viewport
    }

    /// Advances the scene to `time`, and the status line's frame rate and the notice with it.
    public mutating func update(at time: FrameTime) {
        currentTime = time.now
        let sceneNow = motion.sceneTime(at: time.now)
        // Running, a frame is the window's frame at the clock's speed (at full speed exactly
        // the window's); paused, it is what a step moved on, if anything.
        let delta = motion.isPaused ? sceneNow - (lastSceneTime ?? sceneNow) : time.delta * motion.speed.rawValue
        lastSceneTime = sceneNow
        let sceneFrame = FrameTime(now: sceneNow, delta: delta, index: time.index)
        scene.update(at: sceneFrame, viewport: sceneViewport)
        updateComparison(at: sceneFrame)
        if frameTimeGraph.isShown {
            motionTraces.record(scene.motionReadout(at: sceneNow, viewport: sceneViewport), at: sceneNow)
        }
        frameRate.record(time.delta)
        if let expiry = notice?.expiry, time.now >= expiry { notice = nil }
    }

    /// Notes a frame's interval and the work in it for the frame-time graph, in seconds.
    public mutating func recordFrameTime(interval: Double, work: Double) {
        frameTimeGraph.record(interval: interval, work: work)
    }

    /// Shows `text` at the bottom from `time` on, for `seconds` (`nil`: until replaced).
    public mutating func showNotice(_ text: String, isError: Bool, at time: Double, for seconds: Double?) {
        notice = Notice(text: text, isError: isError, expiry: seconds.map { time + $0 })
    }

    /// Takes what the core had to say since the last call, oldest first.
    public mutating func takeWarnings() -> [String] {
        defer { warnings.removeAll() }
        return warnings
    }

    /// Notes a warning for the host.
    mutating func warn(_ message: String) {
        warnings.append(message)
    }
}
