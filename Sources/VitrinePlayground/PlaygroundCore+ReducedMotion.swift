import VitrineInput

/// Reduced motion, the person's preference for the whole window (X, the panel's row,
/// `--reduced-motion`, a presets file's `"reducedMotion"`, the desktop's setting read by the
/// host): every scene, the running one and those switched to, follows it.
extension PlaygroundCore {
    /// The key that turns reduced motion on and off.
    static let reducedMotionKey = Key.x

    /// Whether motion is reduced: nothing turns or tilts, glides are shorter and the autoplay
    /// stops (see `ReducedMotion` in VitrineMotion and Docs/Scrolling-and-Physics.md).
    public var isMotionReduced: Bool { reducesMotion }

    /// Reduces motion, or lets it be, in every scene from now on (the host's start: the
    /// desktop's setting, `--reduced-motion`).
    public mutating func setMotionReduced(_ reduces: Bool) {
        reducesMotion = reduces
        scene.setReducesMotion(reduces)
        comparison?.scene.setReducesMotion(reduces)
    }

    /// X: turns reduced motion on or off and says what it does.
    mutating func toggleReducedMotion() {
        setMotionReduced(!reducesMotion)
        showNotice(
            // Short, so that it fits a 400-point window on one line.
            reducesMotion ? "Reduced motion on (X)" : "Reduced motion off (X)",
            isError: false, at: currentTime, for: 3)
    }

    /// Whether a press of `key` for the scene is refused because motion is reduced: the
    /// autoplay's key (K, or a pick from its list) cannot start it, and a notice says why.
    mutating func refusesWhileMotionReduced(_ key: Key) -> Bool {
        guard reducesMotion, key == .k, scene is any AutoplayingScene else { return false }
        showNotice("No autoplay (reduced motion)", isError: false, at: currentTime, for: 3)
        return true
    }

    /// Turns reduced motion on or off as the running preset says, when it is a presets file's
    /// preset that says so (`"reducedMotion"`).
    mutating func applyReducedMotionPreference() {
        if let reduces = userPresets.first(where: { $0.name == scene.presetName })?.reducesMotion {
            setMotionReduced(reduces)
        }
    }
}
