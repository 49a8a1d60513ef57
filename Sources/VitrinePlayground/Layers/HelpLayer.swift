import VitrineCanvas
import VitrineGeometry
import VitrineInput

/// The help F1 shows over the whole window: every key, in columns. It is modal: while it
/// shows, it hides the other overlays, and clicks, drags and the wheel anywhere are its own
/// (they scroll its lines when they do not fit); F1 or Esc closes it.
struct HelpLayer: PlaygroundLayer {
    static let name = LayerName("Help")
    static let tier = LayerTier.help

    /// Whether the help shows.
    var isShown = false {
        didSet { scroll = 0 }
    }
    /// How far its lines are scrolled, in points, when they do not fit the window.
    var scroll = 0.0
    /// Where a drag on the help started (the pointer's y, interface points) and the scroll then.
    var drag: (startY: Double, startScroll: Double)?

    /// A hidden help.
    init() {}

    func room(in core: PlaygroundCore) -> LayerRoom? {
        isShown ? .window : nil
    }

    mutating func handle(_ event: InputEvent, at time: Double, layout: WindowLayout, core: inout PlaygroundCore) -> Bool {
        if case .keyDown(let key, let modifiers, let isRepeat) = event {
            switch WindowControl.control(for: key, modifiers: modifiers)?.command {
            case .toggleHelp:
                if !isRepeat { isShown.toggle() }
                if isShown { core.post(.helpOpened) }
                return true
            case .closeOverlayOrQuit where isShown:
                isShown = false
                return true
            default:
                return false
            }
        }
        guard isShown else { return false }
        switch event {
        case .pointerDown(let point, _):
            drag = (core.interfacePoint(point).y, scroll)
            return true
        case .pointerMoved(let point):
            if let drag { scroll(to: drag.startScroll + drag.startY - core.interfacePoint(point).y, core: core) }
            return true
        case .pointerUp:
            drag = nil
            return true
        case .wheel(let wheel):
            scroll(to: scroll + Panel.scrollDistance(of: wheel), core: core)
            return true
        default:
            return false
        }
    }

    /// Scrolls the lines to `offset`, kept between the first line and the last line shown at the
    /// bottom (0 when they all fit).
    mutating func scroll(to offset: Double, core: PlaygroundCore) {
        guard offset.isFinite else { return }
        let limit =
            HelpLayout(
                scene: core.scene, userPresets: core.userPresets.map(\.name), viewport: core.interfaceViewport,
                measure: core.textMeasure)?.scrollLimit ?? 0
        scroll = min(max(offset, 0), limit)
    }

    mutating func receive(_ message: LayerMessage, core: inout PlaygroundCore) {
        switch message {
        case .savePromptOpened: isShown = false
        case .command(.toggleHelp):
            isShown.toggle()
            if isShown { core.post(.helpOpened) }
        default: break
        }
    }

    func makeNodes(layout: WindowLayout, core: PlaygroundCore) -> [Node] {
        guard isShown else { return [] }
        return core.scaledToInterface(
            HelpOverlay.makeNodes(
                for: core.scene, userPresets: core.userPresets.map(\.name),
                in: core.interfaceViewport, measure: core.textMeasure,
                scroll: scroll))
    }
}
