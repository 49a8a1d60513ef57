import VitrineGeometry

/// A preset of a presets file: its name and the scene it starts, configured.
public struct UserPreset: Sendable {

    /// The name `--preset` and the help use; also the stem of file names (a recording's GIF,
    /// an exported PNG), hence ``isValidName(_:)``.
    public internal(set) var name: String

    /// The longest name of a preset.
    static let maximumNameLength = 64

    /// Whether `name` can name a preset: 1 to ``maximumNameLength`` ASCII letters, digits,
    /// `-`, `_` and `.`, not starting with `.` — a safe file name stem, which no path
    /// (`../victim`, `a/b`) can be.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first != UInt8(ascii: "."), name.utf8.count <= maximumNameLength else {
            return false
        }
        return name.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                true
            default:
                false
            }
        }
    }

    /// Whether the status line shows while the preset runs (`"statusLine"`), or `nil` to leave
    /// it as it is.
    var showsStatusLine: Bool?

    /// The folder (or picture file) whose pictures the preset puts on the cards (`pictures`),
    /// as written: relative to the working folder unless absolute; `nil` leaves the cards as they are.
    var pictures: String?

    /// The settings of the scene it starts (a ``ShowcaseConfiguration``, a ``FlowConfiguration``…).
    var configuration: any SceneConfiguration

    /// Whether motion is reduced while the preset runs and after (`"reducedMotion"`, as X
    /// turns it), or `nil` to leave it as it is.
    var reducesMotion: Bool? = nil

    /// A new scene for the preset in a viewport.
    func makeScene(viewport: Size) -> any Scene {
        configuration.makeScene(presetName: name, viewport: viewport)
    }
}
