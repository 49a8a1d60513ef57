import VitrineCanvas
import VitrineFiles
import VitrineGeometry

/// The prompt Ctrl+S opens at the bottom of the window to keep the scene as it is tuned now as
/// a preset of the presets file: a name to type, then Enter. A name the file already has asks
/// first (Enter replaces that preset, Esc keeps it); a preset to replace in a file edited
/// meanwhile is not written.
struct SavePrompt: Equatable, Sendable {
    /// The presets file the preset goes into.
    var path: String
    /// The file as it was when the prompt opened (or last said it had changed): what saving
    /// expects to find.
    var snapshot: FileSnapshot
    /// The name typed so far, all of it selected while it is the one the prompt offered.
    private var typed: TypedText
    /// The line of the file's preset of this name, when the user is being asked whether to
    /// replace it.
    var replacingLine: Int?
    /// Why the last Enter saved nothing, shown under the name until it changes.
    var problem: String?

    /// A prompt saving into `path`, read as `snapshot`, offering `name`.
    init(path: String, snapshot: FileSnapshot, name: String) {
        self.path = path
        self.snapshot = snapshot
        typed = TypedText(name, maximumLength: UserPreset.maximumNameLength + 8)
    }

    /// The name typed so far.
    var name: String { typed.text }

    /// Adds typed text (replacing the name while it is selected); a question or a problem goes.
    mutating func type(_ text: String) {
        typed.type(text)
        replacingLine = nil
        problem = nil
    }

    /// Deletes the last character (all of the name while it is selected); a question or a
    /// problem goes.
    mutating func deleteBackward() {
        typed.deleteBackward()
        replacingLine = nil
        problem = nil
    }

    /// What the prompt says: what Enter will do, the name with a caret, and the problem if any.
    var lines: [String] {
        let first = replacingLine.map { "\(path):\($0) already has a preset \"\(name)\": Enter replaces it, Esc keeps it" }
            ?? "Save the scene as a preset in \(path) · Enter saves · Esc cancels"
        return [first, "Name: \(name)|"] + (problem.map { [$0] } ?? [])
    }

    /// The prompt's nodes along the bottom of a viewport, clear of `obstacles` (the page
    /// dots, see ``BottomBar``).
    func makeNodes(in viewport: Size, clearOf obstacles: [Rect] = []) -> [Node] {
        let shown = lines
        let height = Double(shown.count) * 20 + 16
        let frame = BottomBar.frame(height: height, in: viewport, clearOf: obstacles)
        var nodes = [Node.box(frame, color: Color(hex: 0x2C2C3A), cornerRadius: 8)]
        for (index, line) in shown.enumerated() {
            let row = Rect(x: frame.minX + 12, y: frame.minY + 8 + Double(index) * 20, width: frame.width - 24, height: 20)
            let color = index == 2 || (index == 0 && replacingLine != nil) ? Color(hex: 0xFF8A8A)
                : index == 1 ? Color(hex: 0xFFB547) : Color(hex: 0xE8E8F0)
            var label = Node.label(line, in: row, color: color, fontSize: 14)
            label.textAlignment = .leading
            nodes.append(label)
        }
        return nodes
    }
}
