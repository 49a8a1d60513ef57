import VitrineGeometry
import VitrineInput

/// The lists the panel opens to pick from: a setting's values, and the presets by scene.
extension PlaygroundCore {
    /// Opens the list for `purpose` level with the panel's row at `rowTop` (interface points).
    mutating func openMenu(_ purpose: PanelMenu.Purpose, rowTop: Double) {
        let items: [PanelMenu.Item]
        switch purpose {
        case .setting(let key):
            guard let setting = scene.settings.first(where: { $0.key == key }), let choices = setting.choices else { return }
            items = choices.map { .option($0, isCurrent: $0 == setting.value) }
        case .preset:
            items = presetMenuItems
        }
        panel.menu = PanelMenu(purpose: purpose, items: items, top: rowTop)
    }

    /// Every preset by its scene, the built-in ones then the presets file's, the running one
    /// marked.
    var presetMenuItems: [PanelMenu.Item] {
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
    mutating func pickMenuOption(_ index: Int, at time: Double) {
        guard let menu = panel.menu else { return }
        panel.menu = nil
        let options = menu.options
        guard options.indices.contains(index) else { return }
        switch menu.purpose {
        case .setting(let key):
            scene.choose(index, ofControl: key, at: motion.sceneTime(at: time))
        case .preset:
            switchPreset(to: options[index])
        }
    }

    /// The keys of an open list: ↑ and ↓ move its highlight (and scroll it into view), Enter
    /// picks the highlighted option. Returns whether `key` was one of them.
    mutating func handleMenuKey(_ key: Key, at time: Double) -> Bool {
        guard var menu = panel.menu else { return false }
        switch key {
        case .up, .down:
            menu.moveHighlight(by: key == .down ? 1 : -1)
            let panelFrame = Panel.frame(around: panel.rows(for: scene, in: interfaceViewport), in: interfaceViewport)
            menu.revealHighlight(in: menu.frame(beside: panelFrame, in: interfaceViewport))
            panel.menu = menu
        case .returnKey, .keypadEnter:
            if let highlighted = menu.highlighted { pickMenuOption(highlighted, at: time) }
        default:
            return false
        }
        return true
    }

    /// Highlights the option under the pointer at `point` (window points), if a list is open.
    mutating func highlightMenuOption(under point: Point) {
        guard panel.menu != nil, case .menu(let option?)? = panel.hit(at: interfacePoint(point), scene: scene,
                                                                      in: interfaceViewport) else { return }
        panel.menu?.highlighted = option
    }

    /// Scrolls the open list by `distance` points, within its lines.
    mutating func scrollMenu(by distance: Double) {
        guard var menu = panel.menu, distance.isFinite else { return }
        let panelFrame = Panel.frame(around: panel.rows(for: scene, in: interfaceViewport), in: interfaceViewport)
        let limit = menu.maximumScroll(in: menu.frame(beside: panelFrame, in: interfaceViewport))
        menu.scrollOffset = min(max(menu.scrollOffset + distance, 0), limit)
        panel.menu = menu
    }
}
