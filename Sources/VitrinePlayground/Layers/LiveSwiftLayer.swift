import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineLive

/// What live Swift (`--swift`) has to say that the person must see where they look: the
/// compiler's errors (file:line:column, the message and the line it is about) while the
/// window runs the last version that compiled, and which of their types failed on which input
/// while the window draws the version before. A band along the bottom, until the next compile
/// that works, or a click on it.
struct LiveSwiftLayer: PlaygroundLayer {
    static let name = LayerName("Live Swift")
    static let tier = LayerTier.overlays

    /// The most compiler errors the band lists; the rest are counted.
    static let shownErrors = 3

    /// What the band says, if anything.
    private(set) var notice: Notice?

    init() {}

    /// Shows the compiler's `diagnostics` (the errors first, at most ``shownErrors``), and
    /// whether an earlier version runs on (`hasEarlierVersion`).
    mutating func showCompileFailure(_ diagnostics: [LiveSwiftDiagnostic], hasEarlierVersion: Bool) {
        let errors = diagnostics.filter { $0.severity == .error }
        let shown = (errors.isEmpty ? diagnostics : errors).prefix(Self.shownErrors)
        var lines = shown.flatMap { diagnostic -> [String] in
            [diagnostic.summary] + (diagnostic.sourceLine.map { ["    " + $0.trimmingLeadingSpaces] } ?? [])
        }
        if errors.count > Self.shownErrors { lines.append("… and \(errors.count - Self.shownErrors) more errors") }
        lines.append(
            hasEarlierVersion
                ? "The window runs the last version that compiled; save a fix to try again."
                : "Nothing of the file runs yet; save a fix to try again.")
        notice = Notice(text: lines.joined(separator: "\n"), isError: true, expiry: nil)
    }

    /// Shows Vitrine's own warnings about the files (a type it cannot list), or clears the
    /// band when there are none.
    mutating func showLoaded(warnings: [LiveSwiftDiagnostic]) {
        let listed = warnings.filter { $0.message.hasSuffix("it is not listed") || $0.message.hasPrefix("Vitrine cannot list") }
        notice =
            listed.isEmpty
            ? nil
            : Notice(text: listed.map(\.summary).joined(separator: "\n"), isError: false, expiry: nil)
    }

    /// Shows that `failure` happened, after the failures already shown.
    mutating func showFailure(_ failure: LiveSwiftFailure) {
        let line =
            "\(failure.typeName) failed on \(failure.call): \(failure.reason). "
            + "Drawing \(failure.fallback) until you save a fix."
        var text = line
        if let earlier = notice, earlier.isError, earlier.text.contains(" failed on ") { text = earlier.text + "\n" + line }
        notice = Notice(text: text, isError: true, expiry: nil)
    }

    /// Shows that the scene uses a type the files do not declare.
    mutating func showMissing(_ text: String) {
        notice = Notice(text: text.prefix(1).uppercased() + text.dropFirst() + ".", isError: true, expiry: nil)
    }

    /// Shows why live Swift is off.
    mutating func showUnavailable(_ reason: String) {
        notice = Notice(text: "Live Swift is off: \(reason)", isError: true, expiry: nil)
    }

    /// A band as tall as the text's rows at its width, along the bottom.
    func room(in core: PlaygroundCore) -> LayerRoom? {
        guard let notice else { return nil }
        let measure = core.textMeasure, most = Notice.maximumRows(inHeight: core.viewport.height)
        return .band(minimumHeight: 20 + 16 + BottomBar.margin) { width in
            Double(notice.rows(width: max(width - 2 * BottomBar.margin, 0), measure: measure, maximumRows: most).count) * 20
                + 16 + BottomBar.margin
        }
    }

    /// A click on the band puts it away.
    mutating func handle(_ event: InputEvent, at time: Double, layout: WindowLayout, core: inout PlaygroundCore) -> Bool {
        guard Self.isPointer(event, in: frame(in: layout)) else { return false }
        if case .pointerUp = event { notice = nil }
        return true
    }

    func makeNodes(layout: WindowLayout, core: PlaygroundCore) -> [Node] {
        guard let notice, let band = frame(in: layout) else { return [] }
        let rows = Notice.maximumRows(inHeight: core.viewport.height)
        let fitting = max(min(Int(((band.height - 16 - BottomBar.margin) / 20).rounded(.down)), rows), 1)
        return [.box(band, color: PlaygroundCore.windowColor)]
            + notice.makeNodes(in: Size(width: band.maxX, height: band.maxY), measure: core.textMeasure, maximumRows: fitting)
    }
}

extension String {
    /// The string without the spaces and tabs it starts with.
    fileprivate var trimmingLeadingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" })
    }
}
