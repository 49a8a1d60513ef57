import VitrineGeometry

extension PlaygroundCore {
    /// Starts `name` (a built-in preset or one of the presets file) in place of the running
    /// scene; between presets of one scene the item in focus stays in focus.
    mutating func switchPreset(to name: String) {
        do {
            replaceScene(with: try Self.makeScene(named: name, userPresets: userPresets, viewport: sceneViewport))
        } catch {
            warn(error.description)
        }
    }

    /// The scene of preset `name`: one of `userPresets` (from the presets file), else a
    /// built-in one.
    ///
    /// - Throws: A ``PlaygroundError`` listing every valid name when `name` is neither.
    static func makeScene(
        named name: String, userPresets: [UserPreset], viewport: Size,
        flag: String = "--preset"
    ) throws(PlaygroundError) -> any Scene {
        if let preset = userPresets.first(where: { $0.name == name }) { return preset.makeScene(viewport: viewport) }
        guard Presets.names.contains(name) else { throw Presets.unknown(name, more: userPresets.map(\.name), flag: flag) }
        return try Presets.scene(named: name, viewport: viewport)
    }

    /// Starts the presets file's preset on Shift+`number`; says so when there is none.
    mutating func switchToUserPreset(number: Int) {
        guard userPresets.indices.contains(number - 1) else {
            notice = Notice(
                text: "Shift+\(number): no preset \(number) in "
                    + (presetsPath ?? "a presets file (start with --presets FILE)"),
                isError: false, expiry: currentTime + 3)
            return
        }
        replaceScene(with: userPresets[number - 1].makeScene(viewport: sceneViewport))
    }

    /// Puts `newScene` in place of the running one, keeping the item in focus, and its ring,
    /// between scenes of one kind.
    mutating func replaceScene(with newScene: any Scene) {
        let previous = scene
        scene = newScene
        adoptShared(&scene)
        openPresetPictures()
        if type(of: scene) == type(of: previous), let item = previous.focusedItem {
            scene.focus(onItem: item)
            scene.isFocusRingShown = previous.isFocusRingShown
        }
        applyStatusLinePreference()
        applyReducedMotionPreference()
    }

    /// Shows or hides the status line as the running preset says, when it is a presets file's
    /// preset that says so.
    mutating func applyStatusLinePreference() {
        if let shown = userPresets.first(where: { $0.name == scene.presetName })?.showsStatusLine {
            isStatusLineShown = shown
        }
    }

}
