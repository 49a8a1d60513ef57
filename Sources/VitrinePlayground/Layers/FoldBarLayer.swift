import VitrineCanvas
import VitrineGeometry
import VitrineInput

/// The tabs of the layers that found no room in the window (see ``WindowLayout``): a band
/// along the bottom of the scene's area, one tab a folded layer, its name and "▸"; a click on
/// a tab unfolds its layer, the others giving way.
struct FoldBarLayer: PlaygroundLayer {
    static let name = LayerName("Fold bar")
    static let tier = LayerTier.overlays

    /// The bar, shown only while a layer is folded.
    init() {}

    mutating func handle(_ event: InputEvent, at time: Double, layout: WindowLayout, core: inout PlaygroundCore) -> Bool {
        switch event {
        case .pointerDown(let point, _):
            guard let bar = layout.foldBar, bar.contains(point) else { return false }
            if let tab = layout.foldTabs.first(where: { $0.frame.contains(point) }) { core.post(.unfold(tab.name)) }
            return true
        default:
            return Self.isPointer(event, in: layout.foldBar)
        }
    }

    func makeNodes(layout: WindowLayout, core: PlaygroundCore) -> [Node] {
        guard let bar = layout.foldBar, layout.cover == nil else { return [] }
        var nodes = [Node.box(bar, color: PlaygroundCore.windowColor)]
        let fontSize = 13 * core.interfaceScale
        for (name, frame) in layout.foldTabs {
            let tab = frame.insetBy(dx: 2, dy: 2)
            nodes.append(.box(tab, color: Panel.Palette.background, cornerRadius: 5))
            let text = core.textMeasure.fitting("▸ \(name)", fontSize: fontSize, in: max(tab.width - 12, 0))
            var label = Node.label(text, in: tab.insetBy(dx: 6, dy: 0), color: Panel.Palette.text, fontSize: fontSize)
            label.textAlignment = .leading
            nodes.append(label)
        }
        return nodes
    }
}
