import VitrineCanvas
import VitrineGeometry
import VitrineInput

/// Fitting a scene designed for a 1280 × 720 window to any window: it lays itself out in
/// design points (a viewport as wide as 1280 or as tall as 720, the other side longer to fill
/// the window's shape) and is drawn scaled by the smaller of width/1280 and height/720, so it
/// shows whole, in its designed proportions, at any size. The demo and the Parallax story fit
/// this way.
enum DesignFit {
    /// The window size the scenes are designed for.
    static let size = Size(width: 1280, height: 720)

    /// The scale a scene is drawn at in `window`: 0.3125 at 400 × 300, 1.5 at 1920 × 1080.
    static func scale(for window: Size) -> Double {
        let scale = min(window.width / size.width, window.height / size.height)
        return scale.isFinite && scale > 0 ? scale : 1
    }

    /// The viewport, in design points, that fills `window` at ``scale(for:)``.
    static func viewport(for window: Size) -> Size {
        let scale = scale(for: window)
        return Size(width: window.width / scale, height: window.height / scale)
    }

    /// `event` with its window points in design points.
    static func event(_ event: InputEvent, in window: Size) -> InputEvent {
        let scale = scale(for: window)
        guard scale != 1 else { return event }
        let inDesign = { (point: Point) in point.unscaled(by: scale) }
        switch event {
        case .pointerDown(let point, let button): return .pointerDown(inDesign(point), button: button)
        case .pointerMoved(let point): return .pointerMoved(inDesign(point))
        case .pointerUp(let point, let button): return .pointerUp(inDesign(point), button: button)
        case .wheel(var wheel):
            wheel.position = wheel.position.map(inDesign)
            return .wheel(wheel)
        default: return event
        }
    }

    /// The smallest text drawn on screen, in points: text designed smaller is drawn larger
    /// where the scene is drawn small (a 22-point caption at 400 × 300, drawn at 0.3125, would
    /// be under 7 points).
    static let smallestText = 9.0

    /// `nodes` laid out in design points, drawn at ``scale(for:)`` in `window`, every text at
    /// least ``smallestText`` points on screen (its size in design points raised to
    /// `smallestText / scale` where it is smaller; its node keeps its place and size). A line
    /// that its raised size makes wider than ``textRoom`` of the window is wrapped to fit.
    static func scaled(_ nodes: [Node], in window: Size) -> [Node] {
        let scale = scale(for: window)
        let room = viewport(for: window).width * textRoom
        return Node.scaled(nodes.map { legible($0, smallest: smallestText / scale, room: room) }, by: scale)
    }

    /// The share of the window's width a line of raised text may take.
    static let textRoom = 0.9

    /// `node` and every node under it with text at least `smallest` design points, each line
    /// that raising makes wider than `room` design points wrapped at its spaces. Widths are
    /// estimated (`EstimatedTextMeasure`, a little wider than the font's): a scene has no
    /// font.
    static func legible(_ node: Node, smallest: Double, room: Double) -> Node {
        var node = node
        if let text = node.text, !text.isEmpty, node.fontSize < smallest {
            node.fontSize = smallest
            let measure = EstimatedTextMeasure()
            if measure.width(of: text, fontSize: smallest) > room {
                node.text = text.split(separator: "\n", omittingEmptySubsequences: false)
                    .flatMap { measure.wrapped(String($0), fontSize: smallest, in: room) }
                    .joined(separator: "\n")
            }
        }
        node.children = node.children.map { legible($0, smallest: smallest, room: room) }
        return node
    }

    /// A drag's slop in design points that is 4 points on screen in `window`.
    static func dragSlop(for window: Size) -> Double {
        4 / scale(for: window)
    }
}
