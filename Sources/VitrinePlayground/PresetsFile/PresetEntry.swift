import VitrineGeometry

/// One preset as a presets file holds it: the settings of a scene, under a name, as the members
/// of a JSON object in the order written. What "save as a preset" puts into the file.
///
/// Every setting a presets file can say is written, the defaults too, so the entry reads the
/// same whatever the built-in presets become; `base` is written only to give what a file
/// cannot say (a Showcase's card spacing and colors) and names the preset the settings were
/// tuned from when that one gives them.
///
/// ```swift
/// guard let entry = PresetEntry(name: "slow-orbit", scene: scene, showsStatusLine: nil) else { return } // the demo
/// print(entry.text())
/// // {
/// //   "name": "slow-orbit",
/// //   "scene": "showcase",
/// //   "base": "circle-rotate",
/// //   "direction": "horizontal",
/// //   "path": { "type": "circle", "normalizedRadius": 0.8, "normalizedOffset": -1, "offsetAngle": 0, "angle": 1.2 },
/// //   …
/// // }
/// ```
public struct PresetEntry: Sendable {
    /// One key and its value.
    struct Member: Equatable, Sendable {
        /// The key: "path".
        var key: String
        /// Its value.
        var value: Value

        /// A member.
        init(_ key: String, _ value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// A value a preset entry holds.
    enum Value: Equatable, Sendable {
        /// A string: a name or a choice ("showcase", "fast").
        case string(String)
        /// A number, finite.
        case number(Double)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`: no transform, an optional number not set.
        case null
        /// An array of strings: the plugins that run.
        case strings([String])
        /// An array of numbers: the cards' lengths (`[1, 1.5, 0.75]`).
        case numbers([Double])
        /// An array of points, each an array of its two coordinates: a curve's control points
        /// (`[[-1, 0.4], [0, 0], [1, 0.4]]`).
        case points([Point])
        /// An object of numbers with a type: a path, a transform, a plugin's numbers; written on
        /// one line.
        case object([Member])
        /// An array of objects: the person's own plugins, timing functions or actions
        /// (`--swift`); written on one line.
        case objects([[Member]])
    }

    /// The preset's name, checked by ``PresetsFile/checkName(_:)`` when saved.
    public let name: String
    /// The members after `name`: scene, base, the settings, statusLine.
    let members: [Member]
    /// The settings, to check that the file reads them back as they are.
    let configuration: any SavableConfiguration
    /// Whether the preset starts with the status line shown, or `nil` to leave it as it is.
    let showsStatusLine: Bool?
    /// The folder or file of the pictures on the cards, or `nil` for none.
    let pictures: String?

    /// The entry of `configuration` called `name`, as a presets file holds it.
    ///
    /// - Parameters:
    ///   - showsStatusLine: Whether the preset starts with the status line shown (`statusLine`),
    ///     or `nil` to leave it as it is.
    ///   - pictures: The folder or file of the pictures on the cards (`pictures`), or `nil`.
    ///   - startedFrom: The preset the settings were tuned from: written as `base` when it is
    ///     a built-in preset that gives what a file cannot say.
    init<Configuration: SavableConfiguration>(
        name: String, configuration: Configuration, showsStatusLine: Bool? = nil, pictures: String? = nil,
        startedFrom: String? = nil
    ) {
        self.name = name
        self.configuration = configuration
        self.showsStatusLine = showsStatusLine
        self.pictures = pictures
        var members = [Member("scene", .string(Configuration.kind.name))]
        if let base = configuration.base(preferring: startedFrom) { members.append(Member("base", .string(base))) }
        members += configuration.entryMembers
        if let showsStatusLine { members.append(Member("statusLine", .bool(showsStatusLine))) }
        if let pictures { members.append(Member("pictures", .string(pictures))) }
        self.members = members
    }

    /// The entry of the settings of `scene` called `name`, with `base` the preset it started
    /// from where that gives what a file cannot say; `nil` for a scene presets files cannot
    /// make (the demo).
    init?(name: String, scene: any Scene, showsStatusLine: Bool? = nil, pictures: String? = nil) {
        guard let scene = scene as? any SavableScene else { return nil }
        self.init(name: name, savable: scene, showsStatusLine: showsStatusLine, pictures: pictures)
    }

    /// The entry of a scene whose type is known.
    private init<Saved: SavableScene>(name: String, savable scene: Saved, showsStatusLine: Bool?, pictures: String?) {
        self.init(
            name: name, configuration: scene.configuration, showsStatusLine: showsStatusLine, pictures: pictures,
            startedFrom: scene.presetName)
    }

    /// Whether `preset`, read from a file, is this entry: the same name, settings, status line
    /// and pictures.
    func isSaved(as preset: UserPreset) -> Bool {
        preset.name == name && preset.showsStatusLine == showsStatusLine && preset.pictures == pictures
            && configuration.isEqual(to: preset.configuration)
    }
}
