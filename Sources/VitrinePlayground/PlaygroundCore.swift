import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineLive
import VitrineMotion

/// The playground without a platform: it turns timed input into the state of the scene, the
/// panel and the overlays, and each frame into layers of nodes.
///
/// The core never reads a clock, a file or a window (it imports no file module); the host (the
/// window or a headless run) owns those and feeds it, frame by frame, as Dear ImGui's example
/// loops feed ImGui. What the core needs done outside (a PNG, a recording, Swift to deliver,
/// the presets file read or written, a warning) waits in its outbox, a list of
/// ``PlaygroundRequest``s the host takes and does in order, handing back each outcome as a
/// ``PlaygroundResult``:
///
/// ```swift
/// var core = try PlaygroundCore(preset: "coverflow", viewport: Size(width: 1280, height: 720))
/// let quits = core.handle(.keyDown(.tab, modifiers: [], isRepeat: false), at: 0.1)
/// for request in core.takeRequests() { core.receive(perform(request), at: 0.1) }  // the host's work
/// core.update(at: FrameTime(now: 1.0 / 60, delta: 1.0 / 60, index: 1))
/// let layers = core.layers()          // the scene, the panel, the overlays, the help
/// ```
public struct PlaygroundCore {
    /// The window's color, behind everything: a near-black with a touch of blue. Dark text on
    /// light cards uses it too.
    public static let windowColor = Color(hex: 0x16161D)

    /// The size of the window in points.
    private(set) var viewport: Size
    /// The scene shown (the left half's when comparing). Every change to it but moving it in
    /// time counts in ``sceneEdits``.
    var scene: any Scene {
        didSet { sceneEdits &+= 1 }
    }
    /// How many times ``scene`` was changed other than moved in time by ``update(at:)``: by a
    /// key, a click, a number, a preset, pictures or the person's Swift. What the scene says
    /// of itself for the panel (its settings and numbers) changes only with it, so the panel's
    /// rows are kept while it stays the same.
    private(set) var sceneEdits = 0
    /// The scene of the right half, when the window compares two (`--compare`).
    var comparison: Comparison?
    /// The window's layers, top first, as ``layerTypes`` lists them: each owns its state, its
    /// room, its drawing and its input (see ``PlaygroundLayer``).
    var layerList: [any PlaygroundLayer] = PlaygroundCore.layerTypes.map { $0.init() }
    /// The layer a click on its fold-bar tab put first in the layout, if any.
    var unfoldedLayer: LayerName?
    /// The layer that took the pointer's press, which takes its moves and its release too.
    var pointerOwner: LayerName?
    /// The layer that took the last wheel event and when: the rest of the turn is its too.
    var wheelLatch: (owner: LayerName, time: Double)?
    /// What layers told each other while an event was handled, delivered once it is.
    var pendingMessages: [LayerMessage] = []
    /// Whether the status line (the scene's title and the frame rate) shows: H hides it for
    /// clean screenshots and recordings, and a presets file's `"statusLine": false` starts its
    /// preset without it.
    var isStatusLineShown = true
    /// The line at the bottom: a saved picture, a problem with the presets file.
    var notice: Notice?
    /// The person's own types (`--swift`), as the host last loaded them: every scene lists them.
    var liveTypes = LiveSwiftTypes()
    /// The pictures on the cards (none until the host hands some over).
    public internal(set) var pictures = PictureShelf.empty
    /// What the host's pictures take, for the motion lab; `nil` without pictures.
    public var pictureReadout: PictureReadout?
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
    /// The scenes' time: paused (Space), stepped (`.`) or slowed (Z); the scene takes its
    /// events and frames at the times it gives, the panel and the overlays at the window's. The
    /// panel's Time row follows it.
    var motion = MotionClock()
    /// Whether motion is reduced (X; see ``isMotionReduced``), which every scene follows.
    var reducesMotion = false
    /// The scene time of the last frame.
    var lastSceneTime: Double?
    /// The frames per second of the status line.
    var frameRate = FrameRateCounter()
    /// The time of the last event or frame, in seconds since the start.
    public internal(set) var currentTime = 0.0
    /// Whether the host is recording the input (Ctrl+R), as its results said: the status line
    /// says so.
    var isRecordingInput = false
    /// What the core asks of the host, oldest first, until the host takes it
    /// (``takeRequests()``).
    var outbox: [PlaygroundRequest] = []
    /// How the panel and the help measure their text: the host hands in its font's
    /// (`GlyphTextMeasure`), so that text is laid out as wide as it is drawn; an estimate until then.
    public var textMeasure: any TextMeasuring = EstimatedTextMeasure() {
        didSet { panelRowNodes = PanelRowNodeCache() }
    }
    /// The panel's rows as laid out with ``textMeasure``, kept from frame to frame.
    var panelRowNodes = PanelRowNodeCache()

    /// A core showing preset `preset` (built-in or one of `userPresets`, the presets file's,
    /// read by the host from `presetsPath`).
    ///
    /// - Throws: A ``PlaygroundError`` listing every valid name when `preset` is none.
    ///
    /// The scenes' time starts at `speed` (as if Z had been pressed before the first frame).
    /// With `comparePreset`, the window is split: `preset` in the left half, `comparePreset`
    /// in the right one, both taking the same input (see `ComparisonLayout`).
    public init(
        preset: String, viewport: Size, userPresets: [UserPreset] = [],
        presetsPath: String? = nil, speed: MotionSpeed = .full, comparePreset: String? = nil
    ) throws(PlaygroundError) {
        self.viewport = viewport
        motion = MotionClock(speed: speed)
        self.userPresets = userPresets
        self.presetsPath = presetsPath
        let sceneViewport = comparePreset == nil ? viewport : ComparisonLayout(viewport: viewport).halfSize
        scene = try Self.makeScene(named: preset, userPresets: userPresets, viewport: sceneViewport)
        if let comparePreset {
            comparison = Comparison(
                scene: try Self.makeScene(
                    named: comparePreset, userPresets: userPresets,
                    viewport: sceneViewport, flag: "--compare"))
        }
        applyStatusLinePreference()
        applyReducedMotionPreference()
    }

    /// The name of the running preset.
    public var presetName: String { scene.presetName }

    /// How fast the scenes' time runs now (Z, `--speed`).
    public var motionSpeed: MotionSpeed { motion.speed }

    /// The scroll offset of the running scene, `nil` for a scene without a scroll.
    public var scrollOffset: Double? { scene.scrollOffset }

    /// The scroll of the running scene (the left half's, when comparing) as of its last frame,
    /// for the motion lab.
    var motionReadout: MotionReadout? {
        scene.motionReadout(at: lastSceneTime ?? motion.sceneTime(at: currentTime), viewport: sceneViewport)
    }

    /// The item at the running scene's focus (the centered card, the card in its slot, the
    /// page), `nil` where nothing is.
    public var focusedItem: Int? { scene.focusedItem }

    /// Whether the running scene is still moving because of input (a drag, a fling, a spring, a
    /// wheel or key glide, touchpad motion), as of the last ``update(at:)``; motion of the
    /// scene's own that never ends (the demo's turning items) does not count.
    public var isSceneMoving: Bool { scene.isMoving || comparison?.scene.isMoving == true }

    /// The window changed size to `viewport` (already in range).
    public mutating func resize(to viewport: Size) {
        self.viewport = viewport
    }

    /// Advances the scene to `time`, and the notice and the layers with it.
    public mutating func update(at time: FrameTime) {
        currentTime = time.now
        let sceneNow = motion.sceneTime(at: time.now)
        // Running, a frame is the window's frame at the clock's speed (at full speed exactly
        // the window's); paused, it is what a step moved on, if anything.
        let delta = motion.isPaused ? sceneNow - (lastSceneTime ?? sceneNow) : time.delta * motion.speed.rawValue
        lastSceneTime = sceneNow
        let sceneFrame = FrameTime(now: sceneNow, delta: delta, index: time.index)
        // Moving the scene in time changes where its items are, never its settings or numbers,
        // so it is not an edit.
        let edits = sceneEdits
        scene.setPointerOver(pointerPosition.map { sceneArea.contains($0) } ?? false, at: sceneNow)
        scene.update(at: sceneFrame, viewport: sceneViewport)
        sceneEdits = edits
        updateComparison(at: sceneFrame)
        if let expiry = notice?.expiry, time.now >= expiry { notice = nil }
        forEachLayer { layer, core in layer.update(at: sceneFrame, core: &core) }
    }

    /// Notes a frame drawn, its interval and the work in it, in seconds: for the status line's
    /// frame rate and the frame-time graph. A window at rest draws no frames, so both keep
    /// what they showed (the rate does not fall to nothing, which would change the frame).
    public mutating func recordFrameTime(interval: Double, work: Double) {
        frameRate.record(interval)
        self[layer: MotionLabLayer.self].frameTimeGraph.record(interval: interval, work: work)
    }

    /// Shows `text` at the bottom from `time` on, for `seconds` (`nil`: until replaced).
    mutating func showNotice(_ text: String, isError: Bool, at time: Double, for seconds: Double?) {
        notice = Notice(text: text, isError: isError, expiry: seconds.map { time + $0 })
    }
}
