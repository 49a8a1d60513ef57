import VitrinePlayground

/// How the playground runs: what the command line asked for, checked.
public struct RunOptions: Sendable {
    /// Whether frames go to a window or are rendered with no display at all.
    public enum Mode: Sendable, Hashable {
        /// A window on the display, frames paced by real time (and vsync).
        case window
        /// No display: a fixed step of 1/60 s per frame.
        case headless
    }

    /// Window or headless.
    public var mode: Mode
    /// The window (or headless frame) width in points.
    public var width: Int
    /// The window (or headless frame) height in points.
    public var height: Int
    /// Stop after this many frames; `nil` runs until quit (or, headless, until the script is
    /// played and the scene at rest, at most 600 frames after its last entry).
    public var frames: Int?
    /// Where to write the last frame as PNG.
    public var screenshotPath: String?
    /// An input script to play.
    public var scriptPath: String?
    /// The TrueType font for text; `nil` uses the one shipped in `assets/`.
    public var fontPath: String?
    /// Whether to skip the accelerated renderer.
    public var softwareRenderer: Bool
    /// The scene to start with (see ``Presets/names``, or a preset of the presets file).
    public var preset: String
    /// A presets file (JSON) whose presets join the built-in ones; reloaded when it changes.
    public var presetsPath: String?
    /// Whether ``presetsPath`` is the working folder's `vitrine-presets.json`, taken without
    /// `--presets` (``adoptDefaultPresetsFile()``).
    public var readsDefaultPresetsFile = false
    /// A folder to write every frame into as a numbered PNG, and the whole run as an animated GIF.
    public var recordPath: String?
    /// Whether to check every frame (finite offsets and draw lists, SDL textures, memory) and
    /// print a report at the end; the exit status is 1 when a check fails.
    public var checksFrames = false
    /// Where to write every frame's phases (input, layout, tessellation, submit, GPU sync) as
    /// CSV, in milliseconds, at the end of the run; `nil` for no profile.
    public var profilePath: String?
    /// Where to write the session's input as an input script when the run ends; `nil` for
    /// no recording.
    public var recordInputPath: String?
    /// How fast the scenes' time runs from the start (Z's speeds); a script's times are then
    /// the scenes' times, played 1/speed times as slowly.
    public var speed = MotionSpeed.full
    /// Whether motion is reduced from the start (`--reduced-motion`), whatever the desktop says.
    public var reducesMotion = false
    /// A second preset to show beside `preset`, the window split in two halves with the same
    /// input; `nil` for one scene.
    public var comparePreset: String?
    /// The Swift file or folder to compile and list in the window (`--swift`).
    public var swiftPath: String?
    /// A folder of pictures (or one picture file) to put on the cards (`--images`).
    public var imagesPath: String?
    /// The most bytes of picture textures kept between frames (`--image-memory`, in MiB).
    public var pictureMemory = 256 * 1024 * 1024
    /// The range of `--image-memory`, in MiB.
    public static let pictureMemoryRange = 16...16384

    /// The smallest and largest width or height of the window or a headless frame, in points,
    /// wherever a size comes from: `--width` and `--height`, a script's `resize`, the window
    /// manager. A size outside is clamped, with a warning.
    ///
    /// The upper bound is what a software OpenGL driver draws into reliably (a 32767 × 32767
    /// window made llvmpipe crash); 8192 × 8192 is already 256 MiB a buffer.
    public static let sizeRange = 1...8192

    /// Creates run options.
    public init(
        mode: Mode = .window, width: Int = 1280, height: Int = 720, frames: Int? = nil,
        screenshotPath: String? = nil, scriptPath: String? = nil, fontPath: String? = nil,
        softwareRenderer: Bool = false, preset: String = "coverflow", presetsPath: String? = nil,
        recordPath: String? = nil
    ) {
        self.mode = mode
        self.width = width
        self.height = height
        self.frames = frames
        self.screenshotPath = screenshotPath
        self.scriptPath = scriptPath
        self.fontPath = fontPath
        self.softwareRenderer = softwareRenderer
        self.preset = preset
        self.presetsPath = presetsPath
        self.recordPath = recordPath
    }
}
