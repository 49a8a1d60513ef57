import VitrineGeometry
import VitrineInput
import VitrineMotion

extension PlaygroundCore {
    /// Takes one input event that happened at `time` (seconds since the start); a frame's
    /// events come before its ``update(at:)``, each with its own time. Returns whether the
    /// event ends the run (see ``isQuit(_:overlayIsOpen:)``).
    ///
    /// The window's own keys, clicks on the panel and the wheel over it are used here, and every
    /// click and wheel event while the help shows; the rest go to the scene.
    public mutating func handle(_ event: InputEvent, at time: Double) -> Bool {
        let quits = Self.isQuit(event, overlayIsOpen: isOverlayOpen)
        currentTime = time
        notePointerPosition(of: event)
        if case .wheel(let wheel) = event {
            let limit = wheel.kind == .notched ? Scroller.maximumNotchesPerEvent : Scroller.maximumTouchpadDeltaPerEvent
            if max(abs(wheel.dx), abs(wheel.dy)) > limit {
                warn("a wheel event of (\(wheel.dx), \(wheel.dy)) was clamped to ±\(Int(limit)) per event")
            }
        }
        let sceneTime = motion.sceneTime(at: time)
        // The text a key press also types is listed only where something takes typing.
        let isTyping = savePrompt != nil || panel.field != nil
        beginEdit()
        let isWindows = handleWindowInput(event, at: time)
        if !isWindows {
            handleSceneEvent(event, at: time)
        }
        endEdit(after: event, at: time)
        if case .text = event, !isTyping {} else {
            inputInspector.record(event, at: sceneTime, receiver: isWindows ? .window : .scene)
        }
        return quits
    }

    /// The keys and clicks the window handles itself, before the scene sees them: the panel,
    /// the help, the frame-time graph, export, and preset hotkeys. Returns whether the event
    /// was used up.
    mutating func handleWindowInput(_ event: InputEvent, at time: Double) -> Bool {
        switch event {
        case .keyDown(let key, let modifiers, let isRepeat):
            return handleWindowKey(key, modifiers: modifiers, isRepeat: isRepeat, at: time)
        case .pointerDown(let point, let button):
            // The help is modal: a press anywhere while it shows is its own, as is its drag.
            if isHelpShown {
                overlayHasPointer = true
                helpDrag = (interfacePoint(point).y, helpScroll)
                return true
            }
            let hit = panel.hit(at: interfacePoint(point), scene: scene, in: interfaceViewport)
            // An open list closes at a click anywhere but on it; the click does nothing else.
            if panel.menu != nil {
                if case .menu? = hit {} else {
                    panel.menu = nil
                    overlayHasPointer = true
                    return true
                }
            }
            guard let hit else {
                commitField()
                return false
            }
            overlayHasPointer = true
            // A press on a number (not its buttons) may become a drag that changes it; one on the
            // background, a drag that scrolls the rows.
            if case .parameter(let index, 0) = hit {
                pressNumber(index, at: interfacePoint(point), button: button, time: time)
                return true
            }
            commitField()
            if hit == .background { panelDrag = (interfacePoint(point).y, panel.scrollOffset) }
            apply(hit, at: time)
            return true
        case .pointerMoved(let point):
            let y = interfacePoint(point).y
            if let drag = helpDrag {
                scrollHelp(to: drag.startScroll + drag.startY - y)
            }
            if let drag = panelDrag {
                panel.scrollOffset = drag.startScroll
                panel.scroll(by: drag.startY - y, rowCount: panel.contents(for: scene).count, in: interfaceViewport)
            }
            dragNumber(to: interfacePoint(point))
            highlightMenuOption(under: point)
            return overlayHasPointer
        case .pointerUp:
            defer { overlayHasPointer = false; panelDrag = nil; helpDrag = nil }
            releaseNumber(at: time)
            return overlayHasPointer
        case .text(let typed):
            // Typing goes to the save prompt or an open field, and nowhere else.
            if savePrompt != nil {
                savePrompt?.type(typed)
            } else if panel.field != nil {
                panel.field?.type(typed)
            }
            return true
        case .keyUp(_, let modifiers):
            isShiftHeld = modifiers.contains(.shift)
            return false
        case .wheel(let wheel):
            // The wheel anywhere under the help does nothing; over the open panel it scrolls the
            // panel's rows (nothing when they all fit): it is never the scene's there.
            if isHelpShown {
                scrollHelp(to: helpScroll + Panel.scrollDistance(of: wheel))
                return true
            }
            guard let point = pointerPosition,
                  let hit = panel.hit(at: interfacePoint(point), scene: scene, in: interfaceViewport) else {
                panel.releaseWheelLatch()
                return false
            }
            // Over an open list, the wheel scrolls it; over a number, it steps the number;
            // elsewhere on the panel it scrolls the rows, and goes on scrolling them while the
            // turn lasts, whatever number comes under the pointer.
            let isLatched = panel.isWheelLatchedToRows(at: time, pointer: point)
            switch hit {
            case .menu:
                panel.releaseWheelLatch()
                scrollMenu(by: Panel.scrollDistance(of: wheel))
                return true
            case .parameter(let index, 0) where !isLatched:
                panel.releaseWheelLatch()
                wheelNumber(index, wheel)
                return true
            default:
                break
            }
            panel.scroll(by: Panel.scrollDistance(of: wheel), rowCount: panel.contents(for: scene).count,
                         in: interfaceViewport)
            panel.latchWheelToRows(at: time, pointer: point)
            return true
        default:
            return false
        }
    }

    /// Scrolls the help's lines to `offset`, kept between the first line and the last line
    /// shown at the bottom (0 when they all fit).
    mutating func scrollHelp(to offset: Double) {
        guard offset.isFinite else { return }
        let limit = HelpLayout(scene: scene, userPresets: userPresets.map(\.name), viewport: interfaceViewport,
                               measure: textMeasure)?.scrollLimit ?? 0
        helpScroll = min(max(offset, 0), limit)
    }

    /// Keeps where the pointer is: a pointer event's point, or a wheel event's when it says.
    private mutating func notePointerPosition(of event: InputEvent) {
        switch event {
        case .pointerDown(let point, _), .pointerMoved(let point), .pointerUp(let point, _):
            pointerPosition = point
        case .wheel(let wheel):
            if let position = wheel.position { pointerPosition = position }
        default:
            break
        }
    }

    /// Whether `event` ends the run: Q, closing the window, or Esc unless an overlay (the help
    /// or the panel) is open, which Esc closes first (see ``WindowControl/Command``).
    static func isQuit(_ event: InputEvent, overlayIsOpen: Bool = false) -> Bool {
        switch event {
        case .quitRequested:
            return true
        case .keyDown(let key, _, _):
            // Quitting takes the key with any modifiers.
            return WindowControl.all.contains { control in
                control.chords.contains { $0.key == key }
                    && (control.command == .quit || (control.command == .closeOverlayOrQuit && !overlayIsOpen))
            }
        default:
            return false
        }
    }

    private mutating func handleWindowKey(_ key: Key, modifiers: KeyModifiers, isRepeat: Bool, at time: Double) -> Bool {
        isShiftHeld = modifiers.contains(.shift)
        // The save prompt, then an open field, take every key: digits type, they do not switch
        // presets.
        if savePrompt != nil {
            handleSavePromptKey(key, at: time)
            return true
        }
        if panel.field != nil {
            if isHelpShown || !panel.isOpen {
                panel.field = nil
            } else {
                handleFieldKey(key, at: time)
                return true
            }
        }
        // A held key does its work once, not again on every repeat (but see
        // `actsOnRepeat`); the repeats are used up too.
        if let control = WindowControl.control(for: key, modifiers: modifiers) {
            if !isRepeat || control.command.actsOnRepeat { perform(control.command) }
            return control.command != .quit
        }
        if modifiers == .shift, let number = PresetHotkeys.userPresetNumber(for: key) {
            if !isRepeat { switchToUserPreset(number: number) }
            return true
        }
        guard modifiers.isEmpty else { return false }
        if panel.isOpen, !isHelpShown, handleMenuKey(key, at: time) { return true }
        // The panel's keys act on the panel it shows, not on one hidden under the help.
        if panel.isOpen, !isHelpShown, let (control, direction) = PanelControl.control(for: key) {
            let count = scene.parameters.count
            switch control.command {
            case .select:
                panel.moveSelection(by: direction, count: count)
                panel.revealSelection(for: scene, in: interfaceViewport)
            case .step: scene.adjustParameter(at: panel.selectedIndex(count: count), by: direction)
            }
            return true
        }
        if panel.isOpen, !isHelpShown, !scene.parameters.isEmpty {
            switch key {
            case .returnKey, .keypadEnter:
                openFieldForSelection()
                return true
            case .backspace, .delete:
                resetParameter(panel.selectedIndex(count: scene.parameters.count))
                return true
            default:
                break
            }
        }
        if let preset = PresetHotkeys.preset(for: key) {
            if !isRepeat { switchPreset(to: preset) }
            return true
        }
        return false
    }
}
