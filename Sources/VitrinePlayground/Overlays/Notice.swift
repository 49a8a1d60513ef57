import VitrineCanvas
import VitrineGeometry

/// A line of news at the bottom of the window: where a PNG was saved, or what is wrong with
/// the presets file.
struct Notice: Hashable {
    /// The text, one line or a few.
    var text: String
    /// Whether it reports a problem (drawn in red).
    var isError: Bool
    /// When it goes away, in seconds since the start; `nil` keeps it until it is replaced.
    var expiry: Double?

    /// The notice's height in points: 20 a line and a margin.
    var height: Double {
        Double(text.split(separator: "\n", omittingEmptySubsequences: false).count) * 20 + 16
    }

    /// The notice's nodes along the bottom of a viewport, clear of `obstacles` (the page
    /// dots, see ``BottomBar``).
    func makeNodes(in viewport: Size, clearOf obstacles: [Rect] = []) -> [Node] {
        let frame = BottomBar.frame(height: height, in: viewport, clearOf: obstacles)
        var label = Node.label(text, in: frame.insetBy(dx: 12, dy: 8), color: Color(hex: 0xF4F4F8), fontSize: 14)
        label.textAlignment = .leading
        return [.box(frame, color: isError ? Color(hex: 0x8C1D2A, alpha: 0.95) : Color(hex: 0x23232E, alpha: 0.94),
                     cornerRadius: 8), label]
    }
}
