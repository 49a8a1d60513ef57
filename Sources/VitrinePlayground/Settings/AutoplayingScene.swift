import VitrineMotion

/// A scene that turns by itself with an ``Autoplay`` (its scroll feel's `autoplay`): it hands
/// the autoplay the input its scroll takes and, each frame, turns one item with its own animated
/// scroll when a step is due.
protocol AutoplayingScene: Scene {
    /// The autoplay, configured from the scene's feel (``ScrollFeel/autoplay(reducingMotion:)``).
    var autoplay: Autoplay { get set }
    /// How full the current page dot is as of the last update (the share of the autoplay's
    /// delay run), or `nil` while the autoplay is off.
    var autoplayFill: Double? { get set }
    /// How many items (cards, pages) the scene turns through.
    var autoplayItemCount: Int { get }
    /// The item the scroll comes to rest on.
    var autoplayCurrentItem: Int { get }
    /// Glides item `index` to the focus with the scene's programmatic scroll, from `time`.
    mutating func autoplayScroll(toItem index: Int, at time: Double)
}

extension AutoplayingScene {
    /// Notes whether the pointer is over the scene, for the autoplay's pause on hover.
    mutating func setPointerOver(_ isOver: Bool, at time: Double) {
        autoplay.setPointerOver(isOver, at: time)
    }

    /// Moves the autoplay on to `time` and takes the step due, if any (call after the scroll's
    /// own update).
    mutating func runAutoplay(at time: Double) {
        let steps = autoplay.update(at: time)
        autoplayFill = autoplay.configuration.isEnabled ? autoplay.progress(at: time) : nil
        let count = autoplayItemCount
        guard steps != 0, count > 0 else { return }
        autoplayScroll(toItem: Self.autoplayTarget(from: autoplayCurrentItem, by: steps, count: count), at: time)
    }

    /// The item `steps` on from `current` among `count`, going round: past the last item (or
    /// before the first, turning backward) to the other end, as carousels without looping
    /// rewind to their start.
    static func autoplayTarget(from current: Int, by steps: Int, count: Int) -> Int {
        guard count > 0 else { return 0 }
        return ((current + steps) % count + count) % count
    }
}
