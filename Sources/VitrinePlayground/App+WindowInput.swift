import VitrineGeometry
import VitrineInput

extension App {
    /// The keys and clicks the window handles itself, before the scene sees them: the panel,
    /// the help, the frame-time graph, export, and preset hotkeys. Returns whether the event
    /// was used up.
    func handleWindowInput(_ event: InputEvent, at time: Double) -> Bool {
        switch event {
        case .keyDown(let key, let modifiers, let isRepeat):
            return handleWindowKey(key, modifiers: modifiers, isRepeat: isRepeat, at: time)
        case .pointerDown(let point, _):
            guard let hit = panel.hit(at: point, scene: scene, in: viewport) else { return false }
            panelHasPointer = true
            apply(hit, at: time)
            return true
        case .pointerMoved:
            return panelHasPointer
        case .pointerUp:
            defer { panelHasPointer = false }
            return panelHasPointer
        default:
            return false
        }
    }

    /// Whether `event` ends the run: Q, closing the window, or Esc unless an overlay (the help
    /// or the panel) is open, which Esc closes first.
    static func isQuit(_ event: InputEvent, overlayIsOpen: Bool = false) -> Bool {
        switch event {
        case .quitRequested: true
        case .keyDown(let key, _, _): key == .q || (key == .escape && !overlayIsOpen)
        default: false
        }
    }

    private func handleWindowKey(_ key: Key, modifiers: KeyModifiers, isRepeat: Bool, at time: Double) -> Bool {
        let isHelpKey = key == .f1 || key.name == "?" || (key.name == "/" && modifiers == .shift)
        if isHelpKey {
            if !isRepeat { isHelpShown.toggle() }
            return true
        }
        if modifiers == .shift, let digit = Int(key.name), (1...9).contains(digit) {
            if !isRepeat { switchToUserPreset(number: digit) }
            return true
        }
        guard modifiers.isEmpty else { return false }
        switch key {
        case .escape:
            if isHelpShown { isHelpShown = false } else { panel.isOpen = false }
            return true
        case .tab:
            if !isRepeat { panel.isOpen.toggle() }
            return true
        case .m:
            if !isRepeat { frameTimeGraph.isShown.toggle() }
            return true
        case .s:
            if !isRepeat { isExportRequested = true }
            return true
        default:
            break
        }
        if panel.isOpen, handlePanelKey(key) { return true }
        if let preset = PresetHotkeys.preset(for: key) {
            // A held key starts its preset once, not again on every repeat.
            if !isRepeat { switchPreset(to: preset) }
            return true
        }
        return false
    }

    /// `[` and `]` select a number, `-` and `=` (or the keypad's − and +) step it.
    private func handlePanelKey(_ key: Key) -> Bool {
        let count = scene.parameters.count
        switch key.name {
        case "[": panel.moveSelection(by: -1, count: count)
        case "]": panel.moveSelection(by: 1, count: count)
        case "-", "Keypad -": scene.adjustParameter(at: panel.selectedIndex(count: count), by: -1)
        case "=", "+", "Keypad +": scene.adjustParameter(at: panel.selectedIndex(count: count), by: 1)
        default: return false
        }
        return true
    }

    /// Does what a click on the panel asks.
    private func apply(_ hit: PanelHit, at time: Double) {
        switch hit {
        case .setting(let key):
            scene.handle(.keyDown(key, modifiers: [], isRepeat: false), at: time, viewport: viewport)
        case .parameter(let index, let steps):
            panel.selectedParameter = index
            if steps != 0 { scene.adjustParameter(at: index, by: steps) }
        case .background:
            break
        }
    }
}
