import VitrineCanvas
import VitrineGeometry
import VitrineInput

/// The prompt Ctrl+S opens in a band along the bottom of the window to keep the scene as a
/// preset (see ``SavePrompt``): while it is open it takes every key and all typing.
struct SavePromptLayer: PlaygroundLayer {
    static let name = LayerName("Save prompt")
    static let tier = LayerTier.overlays

    /// The prompt, while it is open.
    var savePrompt: SavePrompt?
    /// Whether Ctrl+S asked the host for the presets file and the prompt opens when it comes.
    var isOpening = false

    /// A closed prompt.
    init() {}

    /// A band as tall as the prompt's rows at its width, with a margin below its box.
    func room(in core: PlaygroundCore) -> LayerRoom? {
        guard let savePrompt else { return nil }
        let measure = core.textMeasure
        return .band(minimumHeight: 3 * SavePrompt.rowHeight + 16 + BottomBar.margin) { width in
            Double(savePrompt.rows(width: max(width - 2 * BottomBar.margin, 0), measure: measure).count) * SavePrompt.rowHeight
                + 16 + BottomBar.margin
        }
    }

    mutating func handle(_ event: InputEvent, at time: Double, layout: WindowLayout, core: inout PlaygroundCore) -> Bool {
        switch event {
        case .keyDown(let key, let modifiers, let isRepeat):
            if savePrompt != nil {
                handleKey(key, at: time, core: &core)
                return true
            }
            guard WindowControl.control(for: key, modifiers: modifiers)?.command == .saveAsPreset else { return false }
            if !isRepeat { open(at: time, core: &core) }
            return true
        case .text(let typed):
            guard savePrompt != nil else { return false }
            savePrompt?.type(typed)
            return true
        default:
            return Self.isPointer(event, in: frame(in: layout))
        }
    }

    /// The toolbar's Save opens the prompt, as Ctrl+S does.
    mutating func receive(_ message: LayerMessage, core: inout PlaygroundCore) {
        if message == .command(.saveAsPreset), savePrompt == nil { open(at: core.currentTime, core: &core) }
    }

    func makeNodes(layout: WindowLayout, core: PlaygroundCore) -> [Node] {
        guard let savePrompt, let band = frame(in: layout) else { return [] }
        let fitting = Int(((band.height - 16 - BottomBar.margin) / SavePrompt.rowHeight).rounded(.down))
        return [.box(band, color: PlaygroundCore.windowColor)]
            + savePrompt.makeNodes(
                in: Size(width: band.maxX, height: band.maxY), measure: core.textMeasure,
                maximumRows: fitting)
    }
}
