import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrineCanvas
@testable import VitrinePlayground

/// Every text the window draws, in every preset, reads against what is drawn behind it at
/// WCAG AA: 4.5 : 1 for text under 24 pixels on screen, 3 : 1 for larger text. The colors come
/// from the frame's nodes as they are drawn: the window's color, then every fill under the text,
/// each blended at its opacity.
@Suite("Contrast of every text in the window")
struct TextContrastTests {
    static let viewports = [Size(width: 400, height: 300), Size(width: 1280, height: 720), Size(width: 1920, height: 1080)]

    /// A node as drawn: where its local space lands on screen and its opacity down the tree.
    struct Drawn {
        var node: Node
        var toScreen: Transform3D
        var opacity: Double
    }

    /// A text too faint or too small for its background.
    struct Failure: CustomStringConvertible {
        var text: String
        var ratio: Double
        var required: Double
        var description: String { "'\(text)' \((ratio * 100).rounded() / 100) : 1 (needs \(required))" }
    }

    /// The frame's nodes in drawing order: scene and status line, panel, overlays, help.
    static func drawn(_ layers: FrameLayers) -> [Drawn] {
        var nodes: [Drawn] = []
        for root in layers.scene + layers.panel + layers.overlays + layers.help {
            root.forEachDrawn { node, toScreen, opacity in nodes.append(Drawn(node: node, toScreen: toScreen, opacity: opacity)) }
        }
        return nodes
    }

    /// Points spread over the text's drawn block, in the node's local space: three across and
    /// two down the block, which is as wide as the measured text (placed by its alignment) and
    /// as tall as its lines.
    static func samples(of node: Node) -> [Point] {
        let text = node.text ?? ""
        let width = min(EstimatedTextMeasure().width(of: text, fontSize: node.fontSize), node.size.width)
        let height = Double(text.split(separator: "\n", omittingEmptySubsequences: false).count) * 1.17 * node.fontSize
        let left =
            switch node.textAlignment {
            case .leading: -node.size.width / 2
            case .center: -width / 2
            case .trailing: node.size.width / 2 - width
            }
        return [0.1, 0.5, 0.9].flatMap { fx in
            [0.3, 0.7].map { fy in Point(x: left + fx * width, y: -height / 2 + fy * height) }
        }
    }

    /// Whether `drawn`'s fill covers the screen point `point`.
    static func fills(_ drawn: Drawn, _ point: Point) -> Bool {
        drawn.node.fillColor.alpha > 0 && drawn.node.covers(point, placedBy: drawn.toScreen)
    }

    /// The texts of a frame that fail AA, and how many texts were checked. Text fading in or
    /// out (opacity under 1) is in passing and not checked, nor a sample hidden under a fill
    /// drawn after the text.
    static func failures(in layers: FrameLayers) -> (failures: [Failure], checked: Int) {
        let nodes = drawn(layers)
        var failures: [Failure] = [], checked = 0
        for (index, item) in nodes.enumerated() {
            guard let text = item.node.text, !text.isEmpty, item.opacity >= 0.999, item.node.textColor.alpha > 0 else { continue }
            guard let origin = item.toScreen.project(Point(x: 0, y: 0)), let unit = item.toScreen.project(Point(x: 1, y: 0))
            else { continue }
            let pixels = item.node.fontSize * origin.distance(to: unit)
            let required = pixels >= 24 ? 3.0 : 4.5
            var worst = Double.infinity
            for local in samples(of: item.node) {
                guard let point = item.toScreen.project(local),
                    !nodes[(index + 1)...].contains(where: { fills($0, point) && $0.node.fillColor.alpha * $0.opacity >= 0.3 })
                else { continue }
                var background = PlaygroundCore.windowColor
                for under in nodes[...index] where fills(under, point) {
                    background = under.node.fillColor.withAlpha(under.node.fillColor.alpha * under.opacity)
                        .composited(over: background)
                }
                let color = item.node.textColor.withAlpha(item.node.textColor.alpha * item.opacity).composited(over: background)
                worst = min(worst, color.contrastRatio(with: background))
            }
            guard worst.isFinite else { continue }
            checked += 1
            if worst < required { failures.append(Failure(text: text, ratio: worst, required: required)) }
        }
        return (failures, checked)
    }

    /// Runs `core` for `seconds` at 60 frames a second from `start`.
    static func run(_ core: inout PlaygroundCore, from start: Double, for seconds: Double) {
        let frames = Int(seconds * 60)
        for frame in 1...frames {
            core.update(at: FrameTime(now: start + Double(frame) / 60, delta: 1.0 / 60, index: frame))
        }
    }

    // Each preset at rest, then after one, two and three steps to the right (every Parallax
    // page's items), with the panel open, and with the help open.
    @Test(arguments: Presets.names)
    func everyTextMeetsAA(preset: String) throws {
        for viewport in Self.viewports {
            var core = try PlaygroundCore(preset: preset, viewport: viewport)
            var time = 0.0
            Self.run(&core, from: time, for: 1)
            var checked = 0
            for step in 0...3 {
                if step > 0 {
                    time += 1
                    _ = core.handle(.keyDown(.right, modifiers: [], isRepeat: false), at: time)
                    Self.run(&core, from: time, for: 1)
                }
                let (failures, count) = Self.failures(in: core.layers())
                checked += count
                #expect(failures.isEmpty, "\(preset) at \(viewport), step \(step): \(failures)")
            }
            for key in [Key.tab, .tab, .f1] {
                time += 1
                _ = core.handle(.keyDown(key, modifiers: [], isRepeat: false), at: time)
                Self.run(&core, from: time, for: 0.1)
                let (failures, count) = Self.failures(in: core.layers())
                checked += count
                #expect(failures.isEmpty, "\(preset) at \(viewport) after \(key): \(failures)")
            }
            // The status line at least, and the help's and panel's many lines.
            #expect(checked >= 40, "\(preset) at \(viewport): only \(checked) texts checked")
        }
    }

    // A light text on the window's color passes; the same text on a yellow card behind it
    // fails, and a text fading in is not checked.
    @Test func theSweepSeesTheFillsUnderTheText() {
        var label = Node(center: Point(x: 50, y: 20), size: Size(width: 100, height: 40))
        label.text = "label"
        label.textColor = .white
        label.fontSize = 14
        let yellow = Node(center: Point(x: 50, y: 20), size: Size(width: 100, height: 40), fillColor: Color(hex: 0xFCC419))
        let plain = FrameLayers(scene: [label], panel: [], overlays: [], help: [])
        #expect(Self.failures(in: plain).failures.isEmpty && Self.failures(in: plain).checked == 1)
        let onYellow = FrameLayers(scene: [yellow, label], panel: [], overlays: [], help: [])
        let failure = Self.failures(in: onYellow).failures
        #expect(failure.count == 1 && abs((failure.first?.ratio ?? 0) - Color(hex: 0xFCC419).contrastRatio(with: .white)) < 1e-9)
        var fading = label
        fading.opacity = 0.5
        #expect(Self.failures(in: FrameLayers(scene: [yellow, fading], panel: [], overlays: [], help: [])).checked == 0)
    }
}
