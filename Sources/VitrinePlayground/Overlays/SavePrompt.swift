import VitrineCanvas
import VitrineGeometry

/// The prompt Ctrl+S opens at the bottom of the window to keep the scene as it is tuned now as
/// a preset of the presets file: a name to type, then Enter. A name the file already has asks
/// first (Enter replaces that preset, Esc keeps it); a preset to replace in a file edited
/// meanwhile is not written.
///
/// The prompt never touches the file: it opens with the file as the host read it, and its
/// saves are requests the host answers (``PlaygroundRequest``, ``PlaygroundResult``).
struct SavePrompt: Equatable, Sendable {
    /// The presets file the preset goes into.
    var path: String
    /// The file as it was when the prompt opened (or last said it had changed): what saving
    /// expects to find.
    var snapshot: PresetsSnapshot
    /// The name typed so far, all of it selected while it is the one the prompt offered.
    private var typed: TypedText
    /// The line of the file's preset of this name, when the user is being asked whether to
    /// replace it.
    var replacingLine: Int?
    /// Why the last Enter saved nothing, shown under the name until it changes.
    var problem: String?
    /// Whether a save was asked of the host and its answer has not come yet: the prompt then
    /// sends no other and keeps its name as it is, so that the answer is about the name shown.
    var isSaving = false

    /// A prompt saving into `path`, read as `snapshot`, offering `name`.
    init(path: String, snapshot: PresetsSnapshot, name: String) {
        self.path = path
        self.snapshot = snapshot
        typed = TypedText(name, maximumLength: UserPreset.maximumNameLength + 8)
    }

    /// The name typed so far.
    var name: String { typed.text }

    /// Adds typed text (replacing the name while it is selected); a question or a problem goes.
    /// Nothing changes while a save is on its way (``isSaving``).
    mutating func type(_ text: String) {
        guard !isSaving else { return }
        typed.type(text)
        replacingLine = nil
        problem = nil
    }

    /// Deletes the last character (all of the name while it is selected); a question or a
    /// problem goes. Nothing changes while a save is on its way (``isSaving``).
    mutating func deleteBackward() {
        guard !isSaving else { return }
        typed.deleteBackward()
        replacingLine = nil
        problem = nil
    }

    /// What the prompt says: what Enter will do, the name with a caret (its invisible
    /// characters written out, `\u{200F}`, `\n`), and the problem if any, one line each.
    var lines: [String] {
        let first =
            replacingLine.map { "\(path):\($0) already has a preset \(name.visiblyQuoted): Enter replaces it, Esc keeps it" }
            ?? "Save the scene as a preset in \(path) · Enter saves · Esc cancels"
        return [first, "Name: \(name.visiblyEscaped)|"] + (problem.map { [$0] } ?? [])
    }

    /// The most lines the first line (what Enter does) wraps to.
    static let maximumHeadingRows = 2
    /// The most lines the problem shows; the rest are counted on the last.
    static let maximumProblemRows = 4
    /// The height of a line of the prompt, in points.
    static let rowHeight = 20.0
    /// The size of the prompt's text.
    static let fontSize = 14.0

    /// A row of the prompt: its text (already fitted to the prompt's width) and its color.
    struct Row: Hashable {
        /// The text, as it is drawn.
        var text: String
        /// The text's color.
        var color: Color
    }

    /// The prompt's rows in a prompt `width` points wide (its box, margins included): what
    /// Enter does, wrapped to at most ``maximumHeadingRows`` lines; the name, its end kept
    /// (with the caret) behind "…" when it is too long for one line; the problem, wrapped to at
    /// most ``maximumProblemRows`` lines, the last saying how many more there are; at most
    /// `maximumRows` in all (the name always among them).
    func rows(width: Double, measure: any TextMeasuring, maximumRows: Int = .max) -> [Row] {
        let room = max(width - 24, 0)
        let headingColor = replacingLine != nil ? Self.problemColor : Color(hex: 0xE8E8F0)
        var heading = Self.wrapped(lines[0], rows: Self.maximumHeadingRows, in: room, measure: measure)
        let name = Row(
            text: Self.fittingEnd(of: lines[1], prefix: "Name: ", in: room, measure: measure),
            color: Color(hex: 0xFFB547))
        var problems = problem.map { Self.problemRows($0, in: room, measure: measure) } ?? []
        // Where the room is short, what Enter does takes one line, then the problem gives up
        // its last rows; the name always shows.
        if heading.count + 1 + problems.count > max(maximumRows, 2), heading.count > 1 {
            heading = [Self.wrapped(lines[0], rows: 1, in: room, measure: measure)[0]]
        }
        while heading.count + 1 + problems.count > max(maximumRows, 2), !problems.isEmpty {
            problems.removeLast()
        }
        return heading.map { Row(text: $0, color: headingColor) } + [name]
            + problems.map { Row(text: $0, color: Self.problemColor) }
    }

    /// `line` wrapped to `room`, in at most `maximum` rows: where it needs more, the last row
    /// holds the rest shortened with "…" in its middle.
    static func wrapped(_ line: String, rows maximum: Int, in room: Double, measure: any TextMeasuring) -> [String] {
        let rows = measure.wrapped(line, fontSize: fontSize, in: room)
        guard rows.count > maximum, maximum > 0 else { return rows }
        let rest = rows[(maximum - 1)...].joined(separator: " ")
        return Array(rows.prefix(maximum - 1)) + [measure.fitting(rest, fontSize: fontSize, in: room)]
    }

    /// `problem` (a line or a few) wrapped to `room` in at most ``maximumProblemRows`` rows:
    /// each of its lines gets a row at least, the first ones as many as they need while the
    /// others keep theirs; past ``maximumProblemRows`` lines, the last row counts the rest.
    static func problemRows(_ problem: String, in room: Double, measure: any TextMeasuring) -> [String] {
        let lines = problem.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let all = lines.map { measure.wrapped($0, fontSize: fontSize, in: room) }
        guard all.reduce(0, { $0 + $1.count }) > maximumProblemRows else { return all.flatMap { $0 } }
        let shown = lines.count <= maximumProblemRows ? lines.count : maximumProblemRows - 1
        let counted = lines.count - shown
        var rows: [String] = []
        for index in 0..<shown {
            // The rows the lines after this one keep, one each, and the count's.
            let kept = shown - index - 1 + (counted > 0 ? 1 : 0)
            rows += wrapped(lines[index], rows: maximumProblemRows - rows.count - kept, in: room, measure: measure)
        }
        if counted > 0 { rows.append(measure.fitting("… and \(counted) more", fontSize: fontSize, in: room)) }
        return rows
    }

    /// `line`, which starts with `prefix`, as it fits `room`: whole, or `prefix`, "…" and as
    /// much of its end as fits, so that the end being typed (and the caret) stays in view.
    static func fittingEnd(of line: String, prefix: String, in room: Double, measure: any TextMeasuring) -> String {
        guard measure.width(of: line, fontSize: fontSize) > room else { return line }
        let characters = Array(line.dropFirst(prefix.count))
        var kept = characters.count
        while kept > 0 {
            let candidate = prefix + "…" + String(characters.suffix(kept))
            if measure.width(of: candidate, fontSize: fontSize) <= room { return candidate }
            kept -= 1
        }
        return measure.fitting(prefix + "…", fontSize: fontSize, in: room)
    }

    /// The color of a problem, and of a question about replacing a preset.
    static let problemColor = Color(hex: 0xFF8A8A)

    /// The prompt's box along the bottom of a viewport, clear of `obstacles` (the page dots,
    /// see ``BottomBar``): as tall as its rows at the width it gets there.
    func frame(
        in viewport: Size, measure: any TextMeasuring, clearOf obstacles: [Rect] = [],
        maximumRows: Int = .max
    ) -> Rect {
        BottomBar.frame(in: viewport, clearOf: obstacles) { width in
            Double(rows(width: width, measure: measure, maximumRows: maximumRows).count) * Self.rowHeight + 16
        }
    }

    /// The prompt's nodes along the bottom of a viewport, clear of `obstacles`, every line
    /// fitted to its width.
    func makeNodes(
        in viewport: Size, measure: any TextMeasuring, clearOf obstacles: [Rect] = [],
        maximumRows: Int = .max
    ) -> [Node] {
        let frame = frame(in: viewport, measure: measure, clearOf: obstacles, maximumRows: maximumRows)
        var nodes = [Node.box(frame, color: Color(hex: 0x2C2C3A), cornerRadius: 8)]
        for (index, row) in rows(width: frame.width, measure: measure, maximumRows: maximumRows).enumerated() {
            let band = Rect(
                x: frame.minX + 12, y: frame.minY + 8 + Double(index) * Self.rowHeight, width: max(frame.width - 24, 0),
                height: Self.rowHeight)
            var label = Node.label(row.text, in: band, color: row.color, fontSize: Self.fontSize)
            label.textAlignment = .leading
            nodes.append(label)
        }
        return nodes
    }
}
