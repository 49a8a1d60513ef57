import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineLive

/// A scene of the playground: it takes input and time, and says what the window shows.
///
/// Time comes in as an argument: a scene never reads a clock, so the same input script gives
/// the same frames in a window or headless, at any frame rate.
protocol Scene {
    /// The scene's name, shown in the window's status line.
    var title: String { get }

    /// The engine the scene shows: "Showcase", "Parallax", "Flow", "Demo".
    var sceneName: String { get }

    /// The name of the preset the scene started from (a built-in one or one of a presets file).
    var presetName: String { get }

    /// Reacts to one input event that happened at `time` (seconds since the playground started;
    /// a frame's events come before its ``update(at:viewport:)``, each with its own time).
    mutating func handle(_ event: InputEvent, at time: Double, viewport: Size)

    /// Advances the scene to `time`.
    mutating func update(at time: FrameTime, viewport: Size)

    /// Notes whether the pointer is over the scene's area at `time` (before each update), for
    /// an autoplay that pauses on hover.
    mutating func setPointerOver(_ isOver: Bool, at time: Double)

    /// Whether the scene left its last wheel event to the page around it, at an end of its
    /// content (its wheel policy's release at the edges): the window then reports the event
    /// as taken by no one.
    var passedOnLastWheel: Bool { get }

    /// The nodes to draw this frame, in window points.
    func makeNodes(viewport: Size) -> [Node]
    /// The box the scene's page dots take in `viewport`, in its points, which the window's
    /// notices keep clear of; `nil` for a scene without dots.
    func pageDotsFrame(viewport: Size) -> Rect?

    /// The item at the scene's focus (the centered card, the card in its slot, the page), or
    /// `nil` where nothing is: what a switch to a preset of the same scene keeps.
    var focusedItem: Int? { get }

    /// Brings item `index` to the focus at once; nothing happens where there is no such item.
    mutating func focus(onItem index: Int)

    /// The box of the item at the focus as it rests in `viewport`, in its points, `nil` where
    /// nothing is: what the window's layout keeps wholly in the scene's area.
    func focusedItemFrame(viewport: Size) -> Rect?

    /// What a screen reader says for the focused item: "Card 3 of 24", a picture's file name and
    /// place, "Page 2 of 5"; `nil` where nothing has the focus.
    var focusedItemLabel: String? { get }

    /// Whether the ring shows around the focused item (see ``FocusRing``); a scene without one
    /// ignores it.
    var isFocusRingShown: Bool { get set }

    /// How many points of the scene's top the window's status line covers (0 while hidden): a
    /// tap there is on the line, not on an item under it. A scene whose taps select nothing
    /// ignores it.
    var coveredTop: Double { get set }

    /// Where the scene's scroll is, in points along its axis: what a soak run checks for NaN
    /// and infinity every frame; `nil` for a scene without a scroll.
    var scrollOffset: Double? { get }

    /// Whether the scene is still moving because of input: its scroll is dragged, flung,
    /// springing back, gliding after a wheel notch or a key, or following a touchpad (a pointer
    /// held down on the content counts, since it drags at the next move). Motion of the scene's
    /// own that never ends, such as the demo's turning items, does not count. A headless run
    /// waits for this to end after its script's last event.
    var isMoving: Bool { get }

    /// The scroll's motion at `time` (the time of the last ``update(at:viewport:)``) in a
    /// `viewport`, for the motion lab's overlays; `nil` for a scene without a scroll.
    func motionReadout(at time: Double, viewport: Size) -> MotionReadout?

    /// The scene's controls: each key the scene handles itself, with what it changes. Its key
    /// handling (``pressControl(_:at:)``), the panel's rows and the help read this one list.
    static var controls: [SceneControl<Self>] { get }

    /// The numeric parameters the panel lists (those of the current path and transform).
    var parameters: [SceneParameter] { get }

    /// Steps parameter `index` of ``parameters`` by `steps` steps (negative steps go down);
    /// nothing happens for an index out of range.
    mutating func adjustParameter(at index: Int, by steps: Int)

    /// Sets parameter `index` of ``parameters`` to `value`, kept in its range (`nil` clears an
    /// optional one); nothing happens for an index out of range or a value that is not finite.
    mutating func setParameter(at index: Int, to value: Double?)

    /// Takes the person's own types (`--swift`) into the scene's lists; on the first load
    /// (`isFirst`) the scene switches to the first of them it can show, so that a file opened
    /// with the window shows at once.
    mutating func adopt(_ live: LiveSwiftTypes, isFirst: Bool)

    /// Puts `pictures` on the scene's cards (none: their colors and numbers); a scene without
    /// cards ignores them.
    mutating func adopt(_ pictures: PictureShelf)

    /// The person's own types the scene uses now, by name and kind.
    var liveTypesInUse: [(name: String, kind: LiveKind)] { get }

    /// Follows the window's reduced motion (X, `--reduced-motion`, the desktop's setting): while
    /// `reduces` is true nothing turns or tilts, glides are shorter and the autoplay stops (see
    /// `ReducedMotion`).
    mutating func setReducesMotion(_ reduces: Bool)
}

extension Scene {
    /// No focus.
    var focusedItem: Int? { nil }

    /// Does nothing.
    mutating func focus(onItem index: Int) {}

    /// No item at a focus.
    func focusedItemFrame(viewport: Size) -> Rect? { nil }

    var focusedItemLabel: String? { nil }

    var isFocusRingShown: Bool {
        get { false }
        set {}
    }

    /// Nothing a tap selects.
    var coveredTop: Double {
        get { 0 }
        set {}
    }

    /// No scroll.
    var scrollOffset: Double? { nil }

    /// Never moving.
    var isMoving: Bool { false }

    /// Does nothing: no autoplay.
    mutating func setPointerOver(_ isOver: Bool, at time: Double) {}

    /// Takes every wheel event.
    var passedOnLastWheel: Bool { false }

    /// No scroll to read.
    func motionReadout(at time: Double, viewport: Size) -> MotionReadout? { nil }
    /// No page dots.
    func pageDotsFrame(viewport: Size) -> Rect? { nil }

    /// Lists none of the person's types.
    mutating func adopt(_ live: LiveSwiftTypes, isFirst: Bool) {}

    mutating func adopt(_ pictures: PictureShelf) {}

    /// None.
    var liveTypesInUse: [(name: String, kind: LiveKind)] { [] }

    /// Does nothing: nothing of the scene's moves by itself that reduced motion would change.
    mutating func setReducesMotion(_ reduces: Bool) {}

    /// No controls.
    static var controls: [SceneControl<Self>] { [] }

    /// The controls as the panel and the help list them: name, current value and key.
    var settings: [SceneSetting] {
        Self.controls.map { SceneSetting(name: $0.name, value: $0.value(self), key: $0.key, choices: $0.choices?(self)) }
    }

    /// Picks value `index` of the choices of the control of `key`, at `time`, by stepping the
    /// control there, as its key would; nothing happens for a control without choices or an
    /// index out of range.
    mutating func choose(_ index: Int, ofControl key: Key, at time: Double) {
        guard let control = Self.controls.first(where: { $0.key == key }), let names = control.choices?(self),
            names.indices.contains(index), let current = names.firstIndex(of: control.value(self))
        else { return }
        for _ in 0..<((index - current + names.count) % names.count) {
            control.change(&self, time)
        }
    }

    /// Changes the control of `key`, pressed at `time`; returns whether the scene has one.
    mutating func pressControl(_ key: Key, at time: Double) -> Bool {
        guard let control = Self.controls.first(where: { $0.key == key }) else { return false }
        control.change(&self, time)
        return true
    }

    /// No parameters.
    var parameters: [SceneParameter] { [] }

    /// Does nothing.
    mutating func adjustParameter(at index: Int, by steps: Int) {}

    /// Does nothing.
    mutating func setParameter(at index: Int, to value: Double?) {}
}
