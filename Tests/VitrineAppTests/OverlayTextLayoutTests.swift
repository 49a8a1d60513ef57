import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineSDL

@testable import VitrineApp
@testable import VitrinePlayground

/// No text of the panel, the help or the status line runs into another, for every preset at
/// small to 4K window sizes, measured both as the window measures it (with the glyphs of the
/// shipped font) and as the core does before a font is handed to it (the estimate): each text's
/// drawn rectangle (as wide as the measured text, placed by its alignment) fits its node and
/// its layer's background, and overlaps no other text, the status line's included.
@Suite("Text of the panel, the help and the status line", .serialized)
@MainActor
struct OverlayTextLayoutTests {
    static let viewports = [
        Size(width: 400, height: 300), Size(width: 1280, height: 720),
        Size(width: 1920, height: 1080), Size(width: 3840, height: 2160),
    ]

    /// How text is measured: by the estimate, or by the shipped font's glyphs.
    enum Measure: String, CaseIterable, Sendable {
        case estimated, shippedFont
    }

    /// The shipped font's glyphs in an atlas of a software renderer, made once.
    static let shippedFont: (renderer: Renderer, atlas: Atlas)? = {
        guard let library = try? SDLLibrary(videoDriver: "offscreen"),
            let renderer = try? Renderer(library: library, surfaceWidth: 64, height: 64),
            let path = try? Assets.path(of: Assets.defaultFont),
            let font = try? FontFile(library: library, path: path),
            let atlas = try? Atlas(renderer: renderer, fontFile: font)
        else { return nil }
        return (renderer, atlas)
    }()

    static func textMeasure(_ measure: Measure) throws -> any TextMeasuring {
        switch measure {
        case .estimated: return EstimatedTextMeasure()
        case .shippedFont: return GlyphTextMeasure(glyphs: try #require(shippedFont).atlas)
        }
    }

    /// A layer's nodes as laid out, in the interface's unscaled points: above 1280 × 720 the
    /// core draws them inside one node that scales them by the interface scale (1.5 at
    /// 1920 × 1080, 3 at 3840 × 2160), which a uniform scale cannot make overlap.
    /// The panel's column paints its room first, in window points: that backdrop is left out.
    static func unscaled(_ nodes: [Node], in core: PlaygroundCore) -> [Node] {
        let scale = core.interfaceScale
        let nodes = Array(nodes.drop { $0.children.isEmpty && $0.text == nil && $0.fillColor == PlaygroundCore.windowColor })
        guard scale != 1 else { return nodes }
        #expect(nodes.count == 1 && nodes[0].sublayerTransform == .makeScale(scale, scale, 1))
        return nodes.first?.children ?? []
    }

    /// The status line's text node, in the interface's unscaled points (the last node of the
    /// scene's layer is its band).
    static func statusLine(in core: PlaygroundCore) -> Node? {
        let band = unscaled(core.layers().scene.suffix(1), in: core).last
        return band?.children.first { $0.text?.hasPrefix("Vitrine") == true }
    }

    /// A text node's drawn rectangle: as wide as its text, where its alignment puts it in the node.
    static func textFrame(of node: Node, measure: any TextMeasuring) -> Rect {
        let width = measure.width(of: node.text ?? "", fontSize: node.fontSize), frame = node.frame
        let x: Double
        switch node.textAlignment {
        case .leading: x = frame.minX
        case .center: x = frame.midX - width / 2
        case .trailing: x = frame.maxX - width
        }
        return Rect(x: x, y: frame.minY, width: width, height: frame.height)
    }

    /// The problems of a layer's text: a text wider than its node, outside the layer's
    /// background (its first node), or overlapping another text; the status line wider than its
    /// node, or overlapping a text of the layer, or showing through the layer's background
    /// where that covers it (an opaque background hides it there, as the help does in a small
    /// window).
    static func problems(in nodes: [Node], statusLine: Node?, measure: any TextMeasuring) -> [String] {
        guard let backgroundNode = nodes.first else { return [] }
        let background = backgroundNode.frame
        var texts = nodes.filter { !($0.text ?? "").isEmpty }
            .map { (text: $0.text ?? "", node: $0.frame, drawn: textFrame(of: $0, measure: measure)) }
        var problems: [String] = []
        for text in texts {
            if text.drawn.width > text.node.width + 1e-9 { problems.append("'\(text.text)' is wider than its node") }
            if text.drawn.minX < background.minX - 1e-9 || text.drawn.maxX > background.maxX + 1e-9
                || text.drawn.minY < background.minY - 1e-9 || text.drawn.maxY > background.maxY + 1e-9
            {
                problems.append("'\(text.text)' leaves the background")
            }
        }
        if let statusLine {
            let line = (text: statusLine.text ?? "", node: statusLine.frame, drawn: textFrame(of: statusLine, measure: measure))
            if line.drawn.width > line.node.width + 1e-9 {
                problems.append("the status line '\(line.text)' is wider than its node")
            }
            if let covered = line.drawn.intersection(background), covered.width > 1e-9, covered.height > 1e-9 {
                if backgroundNode.fillColor.alpha < 0.9 { problems.append("the status line shows through the background") }
            } else {
                texts.insert(line, at: 0)
            }
        }
        for (index, first) in texts.enumerated() {
            for second in texts[(index + 1)...] {
                guard let overlap = first.drawn.intersection(second.drawn), overlap.width > 1e-9, overlap.height > 1e-9
                else { continue }
                problems.append("'\(first.text)' overlaps '\(second.text)'")
            }
        }
        return problems
    }

    static func core(_ preset: String, _ viewport: Size, measure: any TextMeasuring) throws -> PlaygroundCore {
        var core = try PlaygroundCore(preset: preset, viewport: viewport)
        core.textMeasure = measure
        return core
    }

    @Test(arguments: Presets.names, Measure.allCases)
    func thePanelsTextNeverOverlaps(preset: String, measure: Measure) throws {
        let textMeasure = try Self.textMeasure(measure)
        for viewport in Self.viewports {
            var core = try Self.core(preset, viewport, measure: textMeasure)
            _ = core.handle(.keyDown(.tab, modifiers: [], isRepeat: false), at: 0)
            let statusLine = try #require(Self.statusLine(in: core))
            // Each number selected in turn: the selection's marker takes room from the name, and
            // in a small window the rows scroll to show it (the heading may scroll away).
            for _ in 0..<max(core.scene.parameters.count, 1) {
                let panel = Self.unscaled(core.layers().panel, in: core)
                let problems = Self.problems(in: panel, statusLine: statusLine, measure: textMeasure)
                #expect(!panel.isEmpty, "\(preset) at \(viewport)")
                #expect(problems.isEmpty, "\(preset) at \(viewport): \(problems)")
                _ = core.handle(.keyDown(.rightBracket, modifiers: [], isRepeat: false), at: 0)
            }
        }
    }

    @Test(arguments: Presets.names, Measure.allCases)
    func theHelpsTextNeverOverlaps(preset: String, measure: Measure) throws {
        let textMeasure = try Self.textMeasure(measure)
        for viewport in Self.viewports {
            var core = try Self.core(preset, viewport, measure: textMeasure)
            _ = core.handle(.keyDown(.f1, modifiers: [], isRepeat: false), at: 0)
            let help = Self.unscaled(core.layers().help, in: core)
            let problems = Self.problems(in: help, statusLine: Self.statusLine(in: core), measure: textMeasure)
            #expect(help.contains { $0.text == "Keys" }, "\(preset) at \(viewport)")
            #expect(problems.isEmpty, "\(preset) at \(viewport): \(problems)")
        }
    }

    @Test func aLongNameIsShortenedInItsMiddleBeforeItsValue() throws {
        let measure = EstimatedTextMeasure()
        var core = try Self.core("linear-rotate-scale", Size(width: 1280, height: 720), measure: measure)
        _ = core.handle(.keyDown(.tab, modifiers: [], isRepeat: false), at: 0)
        // Below the thirteen setting rows (the feel's four among them) the transforms' numbers
        // run past the panel's bottom: ] five times selects the sixth number (after the path's
        // two and the rotation's two, transformScale's minimum scale), and the rows scroll to
        // show it.
        for _ in 1...5 { _ = core.handle(.keyDown(.rightBracket, modifiers: [], isRepeat: false), at: 0) }
        let panel = Self.unscaled(core.layers().panel, in: core)
        let names = panel.filter { $0.text?.hasPrefix("transform") == true }.compactMap(\.text)
        #expect(
            names == [
                "transformRotate.startRate", "transform…rotateAngle", "transformScale.startRate",
                "transform…MinimumScale",
            ])
        let name = try #require(panel.first { $0.text == names.last })
        let value = try #require(panel.first { $0.text == "0.50" })
        // At 14 points the estimate gives the name 323.12 points; the row leaves it 356 − 46
        // (the buttons) − 4 − 32.76 (the value) − 8 − 17.64 (the marker's room) = 247.6, short of
        // the 249.48 that "transformScale.…MinimumScale" needs.
        #expect(
            Self.textFrame(of: name, measure: measure).maxX
                <= Self.textFrame(of: value, measure: measure).minX - PanelRow.gap)
    }

    // With the shipped font the same name fits more of itself: DejaVu Sans is narrower than the
    // estimate, so the window shows at least as much of every name as the estimate promises.
    @Test func theShippedFontIsNoWiderThanTheEstimate() throws {
        let font = try Self.textMeasure(.shippedFont), estimate = EstimatedTextMeasure()
        for text in ["transformScale.normalizedMinimumScale", "Vitrine · Showcase · coverflow", "PageUp/Down", "1–9, F2–F12"] {
            let measured = font.width(of: text, fontSize: 14)
            #expect(measured > 0 && measured <= estimate.width(of: text, fontSize: 14), "\(text): \(measured)")
        }
    }
}
