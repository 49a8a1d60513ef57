import VitrineCanvas
import VitrineGeometry
import VitrineInput

/// One part of the window (the scene, the panel, the help…): a type that owns its state, the
/// room it asks for, its drawing and its input.
///
/// The core keeps its layers in one list, ``PlaygroundCore/layerTypes``, top first. An input
/// event goes down the list until a layer takes it; the window's layout (``WindowLayout``)
/// gives each layer that asks its room, in the same order; the frame is drawn bottom first. A
/// new layer is one type conforming to this protocol and one line in that list.
///
/// A layer works on the window's shared state, the core itself (its scene, its clock, its
/// presets, its outbox), passed in as `core`; while one of its methods runs, the layer is
/// taken out of the core's list, so it reaches its own state through `self` only.
protocol PlaygroundLayer {
    /// The layer's name: the fold bar's label when it folds, and the registry's.
    static var name: LayerName { get }
    /// Which of the frame's tiers it draws in.
    static var tier: LayerTier { get }

    /// The layer as the window starts it: closed, empty.
    init()

    /// The room it asks the window's layout for now; `nil` when it takes none (hidden, or
    /// drawn in room it does not ask for, as the scene's own).
    func room(in core: PlaygroundCore) -> LayerRoom?

    /// Takes an input event that happened at `time`, the layer's room in this frame's layout
    /// being `layout`; returns whether it was the layer's (the layers below do not see it).
    mutating func handle(_ event: InputEvent, at time: Double, layout: WindowLayout, core: inout PlaygroundCore) -> Bool

    /// Sees an event after a layer took it (`taker`, `nil` when none did).
    mutating func observe(_ event: InputEvent, at time: Double, takenBy taker: LayerName?, core: PlaygroundCore)

    /// Hears of something another layer did (see ``LayerMessage``).
    mutating func receive(_ message: LayerMessage, core: inout PlaygroundCore)

    /// Advances to the frame at `time`.
    mutating func update(at time: FrameTime, core: inout PlaygroundCore)

    /// The nodes to draw in `layout`, in window points.
    func makeNodes(layout: WindowLayout, core: PlaygroundCore) -> [Node]
}

extension PlaygroundLayer {
    /// No room.
    func room(in core: PlaygroundCore) -> LayerRoom? { nil }

    /// Takes nothing.
    mutating func handle(_ event: InputEvent, at time: Double, layout: WindowLayout, core: inout PlaygroundCore) -> Bool {
        false
    }

    /// Ignores it.
    mutating func observe(_ event: InputEvent, at time: Double, takenBy taker: LayerName?, core: PlaygroundCore) {}

    /// Ignores it.
    mutating func receive(_ message: LayerMessage, core: inout PlaygroundCore) {}

    /// Nothing moves.
    mutating func update(at time: FrameTime, core: inout PlaygroundCore) {}

    /// Whether `event` is a pointer's press, move or release inside `room`: a layer's room is
    /// its own, so nothing under it sees the pointer there.
    static func isPointer(_ event: InputEvent, in room: Rect?) -> Bool {
        switch event {
        case .pointerDown(let point, _), .pointerMoved(let point), .pointerUp(let point, _):
            room?.contains(point) == true
        default:
            false
        }
    }

    /// The layer's room in `layout`, `nil` when it has none there.
    func frame(in layout: WindowLayout) -> Rect? {
        layout.frame(of: Self.name)
    }
}
