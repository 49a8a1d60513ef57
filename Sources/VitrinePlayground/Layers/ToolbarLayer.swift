import VitrineCanvas
import VitrineGeometry
import VitrineInput

/// A row of buttons at the right of the status line's band, for the mouse: the panel, the
/// help, pause and slow motion, save, Swift, and the motion lab, each doing what its key
/// does. The status line (or a passing notice) keeps to the room left of it; where the window
/// is narrow, the last buttons are left out. H hides it with the status line.
struct ToolbarLayer: PlaygroundLayer {
    static let name = LayerName("Toolbar")
    static let tier = LayerTier.overlays

    /// The width of a button, the space between buttons and after the last, in interface points.
    static let buttonSize = Size(width: 46, height: 24), gap = 4.0, margin = 12.0
    /// The least room left for the status line, in interface points.
    static let statusLineRoom = 180.0

    /// The toolbar, ready.
    init() {}

    /// The buttons shown in a window `width` interface points wide, each with its box in
    /// interface points: as many as leave the status line ``statusLineRoom``, right-aligned.
    static func buttons(width: Double) -> [(button: ToolbarButton, frame: Rect)] {
        buttons(width: width, isShown: true)
    }

    /// The buttons as ``buttons(width:)`` places them, none while the status line is hidden
    /// (H: a clean picture has neither).
    static func buttons(width: Double, isShown: Bool) -> [(button: ToolbarButton, frame: Rect)] {
        guard isShown else { return [] }
        let step = buttonSize.width + gap
        let count = min(ToolbarButton.all.count, max(Int(((width - statusLineRoom - margin) / step).rounded(.down)), 0))
        let y = (PlaygroundCore.headerHeight - buttonSize.height) / 2
        return ToolbarButton.all.prefix(count).enumerated().map { index, button in
            let x = width - margin - Double(count - index) * step + gap
            return (button, Rect(origin: Point(x: x, y: y), size: buttonSize))
        }
    }

    /// The room the toolbar takes at the right of the band, in interface points (0 without
    /// buttons).
    static func width(in width: Double, isShown: Bool = true) -> Double {
        let shown = buttons(width: width, isShown: isShown)
        guard let first = shown.first else { return 0 }
        return width - first.frame.minX + gap
    }

    mutating func handle(_ event: InputEvent, at time: Double, layout: WindowLayout, core: inout PlaygroundCore) -> Bool {
        guard layout.cover == nil, core.isStatusLineShown else { return false }
        switch event {
        case .pointerDown(let point, _):
            let point = core.interfacePoint(point)
            guard let hit = Self.buttons(width: core.interfaceViewport.width).first(where: { $0.frame.contains(point) })
            else { return false }
            press(hit.button, at: time, core: &core)
            return true
        case .pointerMoved(let point), .pointerUp(let point, _):
            let point = core.interfacePoint(point)
            return Self.buttons(width: core.interfaceViewport.width).contains { $0.frame.contains(point) }
        default:
            return false
        }
    }

    /// Does what `button`'s key does: the window's own commands here, the layers' through a
    /// message to them.
    private func press(_ button: ToolbarButton, at time: Double, core: inout PlaygroundCore) {
        if WindowKeysLayer.commands.contains(button.command) {
            core.perform(button.command)
        } else {
            core.post(.command(button.command))
        }
    }

    func makeNodes(layout: WindowLayout, core: PlaygroundCore) -> [Node] {
        guard layout.cover == nil, core.isStatusLineShown else { return [] }
        var nodes: [Node] = []
        for (button, frame) in Self.buttons(width: core.interfaceViewport.width) {
            let isOn = Self.isOn(button, core: core)
            nodes.append(.box(frame, color: isOn ? Panel.Palette.accent.withAlpha(0.3) : Panel.Palette.cap, cornerRadius: 5))
            let word = button.command == .togglePause && core.motion.isPaused ? "Play" : button.label
            let text = core.textMeasure.fitting(word, fontSize: 12, in: frame.width - 6)
            nodes.append(.label(text, in: frame, color: Panel.Palette.text, fontSize: 12, alignment: .center))
        }
        return core.scaledToInterface(nodes)
    }

    /// Whether what `button` opens is open now (the panel, the help, the lab, slow time).
    static func isOn(_ button: ToolbarButton, core: PlaygroundCore) -> Bool {
        switch button.command {
        case .togglePanel: core.panel.isOpen
        case .toggleHelp: core.isHelpShown
        case .toggleFrameTimeGraph: core[layer: MotionLabLayer.self].isShown
        case .togglePause: core.motion.isPaused
        case .slowDown: core.motion.speed != .full
        default: false
        }
    }
}
