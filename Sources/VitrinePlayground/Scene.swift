import VitrineCanvas
import VitrineGeometry
import VitrineInput

/// A scene of the playground: it takes input and time, and says what the window shows.
///
/// Time comes in as an argument: a scene never reads a clock, so the same input script gives
/// the same frames in a window or headless, at any frame rate.
public protocol Scene {
    /// The scene's name, shown in the window's status line.
    var title: String { get }

    /// Reacts to one input event that happened at `time` (seconds since the playground started;
    /// a frame's events come before its ``update(at:viewport:)``, each with its own time).
    mutating func handle(_ event: InputEvent, at time: Double, viewport: Size)

    /// Advances the scene to `time`.
    mutating func update(at time: FrameTime, viewport: Size)

    /// The nodes to draw this frame, in window points.
    func makeNodes(viewport: Size) -> [Node]
}
