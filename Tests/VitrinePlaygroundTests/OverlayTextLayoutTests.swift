import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput
@testable import VitrinePlayground

/// No text of the panel or the help runs into another, for every preset at small to 4K window
/// sizes: each text's drawn rectangle, computed from its node (as wide as the measured text,
/// placed by its alignment), fits its node and overlaps no other.
@Suite("Text of the panel and the help")
struct OverlayTextLayoutTests {
    static let viewports = [Size(width: 400, height: 300), Size(width: 1280, height: 720),
                            Size(width: 1920, height: 1080), Size(width: 3840, height: 2160)]
    static let measure = EstimatedTextMeasure()

    /// A layer's nodes as laid out, in the interface's unscaled points: above 1280 × 720 the
    /// core draws them inside one node that scales them by the interface scale (1.5 at
    /// 1920 × 1080, 3 at 3840 × 2160), which a uniform scale cannot make overlap.
    static func unscaled(_ nodes: [Node], in core: PlaygroundCore) -> [Node] {
        let scale = core.interfaceScale
        guard scale != 1 else { return nodes }
        #expect(nodes.count == 1 && nodes[0].sublayerTransform == .makeScale(scale, scale, 1))
        return nodes.first?.children ?? []
    }

    /// A text node's drawn rectangle: as wide as its text, where its alignment puts it in the node.
    static func textFrame(of node: Node) -> Rect {
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
    /// background (its first node), or overlapping another text.
    static func problems(in nodes: [Node]) -> [String] {
        guard let background = nodes.first?.frame else { return [] }
        let texts = nodes.filter { !($0.text ?? "").isEmpty }.map { (text: $0.text ?? "", node: $0.frame, drawn: textFrame(of: $0)) }
        var problems: [String] = []
        for text in texts {
            if text.drawn.width > text.node.width + 1e-9 { problems.append("'\(text.text)' is wider than its node") }
            if text.drawn.minX < background.minX - 1e-9 || text.drawn.maxX > background.maxX + 1e-9
                || text.drawn.minY < background.minY - 1e-9 || text.drawn.maxY > background.maxY + 1e-9 {
                problems.append("'\(text.text)' leaves the background")
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

    static func core(_ preset: String, _ viewport: Size) throws -> PlaygroundCore {
        var core = try PlaygroundCore(preset: preset, viewport: viewport)
        core.textMeasure = measure
        return core
    }

    @Test(arguments: Presets.names)
    func thePanelsTextNeverOverlaps(preset: String) throws {
        for viewport in Self.viewports {
            var core = try Self.core(preset, viewport)
            _ = core.handle(.keyDown(.tab, modifiers: [], isRepeat: false), at: 0)
            // Each number selected in turn: the selection's marker takes room from the name, and
            // in a small window the rows scroll to show it (the heading may scroll away).
            for _ in 0..<max(core.scene.parameters.count, 1) {
                let panel = Self.unscaled(core.layers().panel, in: core)
                #expect(!panel.isEmpty, "\(preset) at \(viewport)")
                #expect(Self.problems(in: panel).isEmpty, "\(preset) at \(viewport): \(Self.problems(in: panel))")
                _ = core.handle(.keyDown(.rightBracket, modifiers: [], isRepeat: false), at: 0)
            }
        }
    }

    @Test(arguments: Presets.names)
    func theHelpsTextNeverOverlaps(preset: String) throws {
        for viewport in Self.viewports {
            var core = try Self.core(preset, viewport)
            _ = core.handle(.keyDown(.f1, modifiers: [], isRepeat: false), at: 0)
            let help = Self.unscaled(core.layers().help, in: core)
            #expect(help.contains { $0.text == "Keys" }, "\(preset) at \(viewport)")
            #expect(Self.problems(in: help).isEmpty, "\(preset) at \(viewport): \(Self.problems(in: help))")
        }
    }

    @Test func aLongNameIsShortenedInItsMiddleBeforeItsValue() throws {
        var core = try Self.core("linear-rotate-scale", Size(width: 1280, height: 720))
        _ = core.handle(.keyDown(.tab, modifiers: [], isRepeat: false), at: 0)
        let panel = Self.unscaled(core.layers().panel, in: core)
        let names = panel.filter { $0.text?.hasPrefix("transform") == true }.compactMap(\.text)
        #expect(names == ["transformRotate.startRate", "transform…rotateAngle", "transformScale.startRate",
                          "transform…MinimumScale"])
        let name = try #require(panel.first { $0.text == names.last })
        let value = try #require(panel.first { $0.text == "0.50" })
        // At 14 points the estimate gives the name 323.12 points; the row leaves it 356 − 46
        // (the buttons) − 4 − 32.76 (the value) − 8 − 17.64 (the marker's room) = 247.6, short of
        // the 249.48 that "transformScale.…MinimumScale" needs.
        #expect(Self.textFrame(of: name).maxX <= Self.textFrame(of: value).minX - PanelRow.gap)
    }
}
