import VitrineGeometry
import VitrineInput

/// The lists the panel opens to pick from: a setting's values, and the presets by scene.
extension PanelLayer {
    /// Opens the list for `purpose` level with the panel's row at `rowTop` (interface points).
    mutating func openMenu(_ purpose: PanelMenu.Purpose, rowTop: Double, core: PlaygroundCore) {
        let items: [PanelMenu.Item]
        switch purpose {
        case .setting(let key):
            guard let setting = core.scene.settings.first(where: { $0.key == key }), let choices = setting.choices else { return }
            items = choices.map { .option($0, isCurrent: $0 == setting.value) }
        case .preset:
            items = Self.presetMenuItems(scene: core.scene, userPresets: core.userPresets)
        }
        panel.menu = PanelMenu(purpose: purpose, items: items, top: rowTop)
    }

    /// Every preset by its scene, the built-in ones then the presets file's, the running one
    /// marked.
    static func presetMenuItems(scene: any Scene, userPresets: [UserPreset]) -> [PanelMenu.Item] {
        var items: [PanelMenu.Item] = []
        for kind in SceneKind.all where !kind.presets.isEmpty {
            items.append(.heading(kind.name.prefix(1).uppercased() + kind.name.dropFirst()))
            items += kind.presets.map { .option($0.name, isCurrent: $0.name == scene.presetName) }
        }
        if !userPresets.isEmpty {
            items.append(.heading("Presets file"))
            items += userPresets.map { .option($0.name, isCurrent: $0.name == scene.presetName) }
        }
        return items
    }

    /// Picks option `index` of the open list at `time` and closes it.
    mutating func pickMenuOption(_ index: Int, at time: Double, core: inout PlaygroundCore) {
        guard let menu = panel.menu else { return }
        panel.menu = nil
        let options = menu.options
        guard options.indices.contains(index) else { return }
        switch menu.purpose {
        case .setting(let key):
            if core.refusesWhileMotionReduced(key) { return }
            core.scene.choose(index, ofControl: key, at: core.motion.sceneTime(at: time))
        case .preset:
            core.switchPreset(to: options[index])
        }
    }

    /// The keys of an open list: ↑ and ↓ move its highlight (and scroll it into view), Enter
    /// picks the highlighted option. Returns whether `key` was one of them.
    mutating func handleMenuKey(_ key: Key, room: Rect, at time: Double, core: inout PlaygroundCore) -> Bool {
        guard var menu = panel.menu else { return false }
        switch key {
        case .up, .down:
            menu.moveHighlight(by: key == .down ? 1 : -1)
            let panelFrame = Panel.frame(around: panel.rows(for: core.scene, in: room), in: room)
            menu.revealHighlight(in: menu.frame(beside: panelFrame, in: room))
            panel.menu = menu
        case .returnKey, .keypadEnter:
            if let highlighted = menu.highlighted { pickMenuOption(highlighted, at: time, core: &core) }
        default:
            return false
        }
        return true
    }

    /// Highlights the option under the pointer at `point` (interface points), if a list is open.
    mutating func highlightMenuOption(under point: Point, room: Rect, core: PlaygroundCore) {
        guard panel.menu != nil, case .menu(let option?)? = panel.hit(at: point, scene: core.scene, in: room) else { return }
        panel.menu?.highlighted = option
    }

    /// Scrolls the open list by `distance` points, within its lines.
    mutating func scrollMenu(by distance: Double, room: Rect, core: PlaygroundCore) {
        guard var menu = panel.menu, distance.isFinite else { return }
        let panelFrame = Panel.frame(around: panel.rows(for: core.scene, in: room), in: room)
        let limit = menu.maximumScroll(in: menu.frame(beside: panelFrame, in: room))
        menu.scrollOffset = min(max(menu.scrollOffset + distance, 0), limit)
        panel.menu = menu
    }
}
