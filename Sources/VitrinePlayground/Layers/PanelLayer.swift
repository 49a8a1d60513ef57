import VitrineCanvas
import VitrineGeometry
import VitrineInput

/// The panel Tab opens, docked at the right of the window (see ``Panel``): its rows, the list
/// it opens, its numbers under the pointer, the wheel and the keyboard.
struct PanelLayer: PlaygroundLayer {
    static let name = LayerName("Panel")
    static let tier = LayerTier.panel

    /// The panel's rows, selection, scroll, field and list.
    var panel = Panel()
    /// Where a drag on the panel's background started (the pointer's y) and the panel's scroll
    /// then, while it lasts.
    var backgroundDrag: (startY: Double, startScroll: Double)?
    /// A press on one of the panel's numbers, while it lasts: a drag sideways changes it.
    var numberDrag: NumberDrag?
    /// The last click on one of the panel's numbers (no drag) and its time: a second one soon
    /// after opens its field.
    var lastNumberClick: (index: Int, time: Double)?
    /// What a touchpad has scrolled over a number that does not add up to a whole step yet.
    var numberWheelRemainder = 0.0
    /// The nodes made in the last update and what they were made from, handed back while
    /// nothing of it changes (see ``makeNodes(layout:core:)``).
    var keptNodes: (key: PanelNodesKey, nodes: [Node])?

    /// A closed panel.
    init() {}

    /// The panel's width and margins at the right, scaled with the interface; no narrower than
    /// 200 points (at 400 × 300 it narrows to half the window rather than fold).
    func room(in core: PlaygroundCore) -> LayerRoom? {
        guard panel.isOpen else { return nil }
        let scale = core.interfaceScale
        return .column(width: (Panel.width + 2 * Panel.margin) * scale, minimumWidth: 200 * scale)
    }

    /// The room the panel lays out in, in interface points: its column in `layout`, `nil` when
    /// it is closed, folded or under the help.
    func room(in layout: WindowLayout, scale: Double) -> Rect? {
        frame(in: layout)?.unscaled(by: scale)
    }

    /// The panel with its Time and Motion rows showing the clock and the switch as they
    /// are now.
    func current(_ core: PlaygroundCore) -> Panel {
        var panel = panel
        panel.timeSetting.value = core.motion.description
        panel.reducedMotionSetting.value = core.reducesMotion ? "reduced" : "full"
        return panel
    }

    mutating func handle(_ event: InputEvent, at time: Double, layout: WindowLayout, core: inout PlaygroundCore) -> Bool {
        panel.timeSetting.value = core.motion.description
        panel.reducedMotionSetting.value = core.reducesMotion ? "reduced" : "full"
        let room = room(in: layout, scale: core.interfaceScale)
        switch event {
        case .keyDown(let key, let modifiers, let isRepeat):
            return handleKey(key, modifiers: modifiers, isRepeat: isRepeat, room: room, at: time, core: &core)
        case .text(let typed):
            // Typing goes to an open field, and nowhere else.
            guard panel.field != nil, room != nil else { return false }
            panel.field?.type(typed)
            return true
        case .pointerDown(let point, let button):
            guard let room else { return false }
            return press(at: core.interfacePoint(point), button: button, room: room, at: time, core: &core)
        case .pointerMoved(let point):
            guard let room else { return false }
            let y = core.interfacePoint(point).y
            if let drag = backgroundDrag {
                panel.scrollOffset = drag.startScroll
                panel.scroll(by: drag.startY - y, rowCount: panel.contents(for: core.scene).count, in: room)
            }
            dragNumber(to: core.interfacePoint(point), core: &core)
            highlightMenuOption(under: core.interfacePoint(point), room: room, core: core)
            return backgroundDrag != nil || numberDrag != nil
        case .pointerUp:
            defer { backgroundDrag = nil }
            releaseNumber(at: time)
            return true
        case .wheel(let wheel):
            guard let room, let point = core.pointerPosition else { return false }
            return turnWheel(wheel, at: core.interfacePoint(point), windowPoint: point, room: room, time: time, core: &core)
        default:
            return false
        }
    }

    /// A press at `point` (interface points): on the panel or its list it is the panel's; a
    /// press elsewhere closes an open list (and does nothing else) or commits an open field.
    private mutating func press(
        at point: Point, button: MouseButton, room: Rect, at time: Double,
        core: inout PlaygroundCore
    ) -> Bool {
        let hit = panel.hit(at: point, scene: core.scene, in: room)
        // An open list closes at a click anywhere but on it; the click does nothing else.
        if panel.menu != nil {
            if case .menu? = hit {
            } else {
                panel.menu = nil
                return true
            }
        }
        guard let hit else {
            // The panel's column below its rows is the panel's too: nothing there is the scene's.
            commitField(core: &core)
            return room.contains(point)
        }
        // A press on a number (not its buttons) may become a drag that changes it; one on the
        // background, a drag that scrolls the rows.
        if case .parameter(let index, 0) = hit {
            pressNumber(index, at: point, button: button, time: time, core: &core)
            return true
        }
        commitField(core: &core)
        if hit == .background { backgroundDrag = (point.y, panel.scrollOffset) }
        apply(hit, room: room, at: time, core: &core)
        return true
    }

    /// The wheel over the panel at `point` (interface points): over an open list it scrolls the
    /// list, over a number it steps the number, elsewhere on the panel it scrolls the rows and
    /// goes on scrolling them while the turn lasts, whatever number comes under the pointer.
    private mutating func turnWheel(
        _ wheel: WheelInput, at point: Point, windowPoint: Point, room: Rect, time: Double,
        core: inout PlaygroundCore
    ) -> Bool {
        guard let hit = panel.hit(at: point, scene: core.scene, in: room) else {
            panel.releaseWheelLatch()
            return room.contains(point)
        }
        let isLatched = panel.isWheelLatchedToRows(at: time, pointer: windowPoint)
        switch hit {
        case .menu:
            panel.releaseWheelLatch()
            scrollMenu(by: Panel.scrollDistance(of: wheel), room: room, core: core)
            return true
        case .parameter(let index, 0) where !isLatched:
            panel.releaseWheelLatch()
            wheelNumber(index, wheel, core: &core)
            return true
        default:
            break
        }
        panel.scroll(by: Panel.scrollDistance(of: wheel), rowCount: panel.contents(for: core.scene).count, in: room)
        panel.latchWheelToRows(at: time, pointer: windowPoint)
        return true
    }

    /// The panel's keys: Tab opens and closes it; while it is open and shows, an open field
    /// takes every key, then the list's keys, `[` `]` `-` `=`, Enter and Backspace, and Esc
    /// closes the list, else the panel.
    private mutating func handleKey(
        _ key: Key, modifiers: KeyModifiers, isRepeat: Bool, room: Rect?, at time: Double,
        core: inout PlaygroundCore
    ) -> Bool {
        if panel.field != nil {
            guard room != nil else {
                panel.field = nil
                return false
            }
            handleFieldKey(key, at: time, core: &core)
            return true
        }
        let command = WindowControl.control(for: key, modifiers: modifiers)?.command
        if command == .togglePanel {
            if !isRepeat {
                panel.isOpen.toggle()
                if !panel.isOpen { closeParts() }
            }
            return true
        }
        guard let room else { return false }
        if command == .closeOverlayOrQuit {
            if panel.menu != nil {
                panel.menu = nil
            } else {
                panel.isOpen = false
                closeParts()
            }
            return true
        }
        guard command == nil, modifiers.isEmpty else { return false }
        return handleMenuKey(key, room: room, at: time, core: &core) || handleNumberKey(key, room: room, core: &core)
    }

    /// The keys of the numbers, while the panel shows: `[` `]` select one (and bring it into
    /// view), `-` `=` step it, Enter opens its field, Backspace puts back the preset's value.
    private mutating func handleNumberKey(_ key: Key, room: Rect, core: inout PlaygroundCore) -> Bool {
        let count = core.scene.parameters.count
        if let (control, direction) = PanelControl.control(for: key) {
            switch control.command {
            case .select:
                panel.moveSelection(by: direction, count: count)
                panel.revealSelection(for: core.scene, in: room)
            case .step:
                core.scene.adjustParameter(at: panel.selectedIndex(count: count), by: direction)
            }
            return true
        }
        guard count > 0 else { return false }
        switch key {
        case .returnKey, .keypadEnter:
            openFieldForSelection(core: core)
            return true
        case .backspace, .delete:
            resetParameter(panel.selectedIndex(count: count), core: &core)
            return true
        default:
            return false
        }
    }

    mutating func receive(_ message: LayerMessage, core: inout PlaygroundCore) {
        switch message {
        case .savePromptOpened, .helpOpened, .sceneReset: closeParts()
        case .command(.togglePanel):
            panel.isOpen.toggle()
            if !panel.isOpen { closeParts() }
        case .command, .unfold: break
        }
    }

    /// Closes the panel's list and field.
    mutating func closeParts() {
        panel.menu = nil
        panel.field = nil
    }
}
