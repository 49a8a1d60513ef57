import VitrineGeometry
import VitrineInput

/// The panel Tab opens at the right of the window: the scene and preset, every switchable
/// setting with its key, and the numbers of the current path and transform (or plugins), one of
/// them selected for the keyboard; below its heading, Undo and Redo buttons.
///
/// Keys while it is open: `[` and `]` select the previous and next number, `-` and `=` step it
/// down and up, Enter opens a field to type it, Backspace puts back the preset's value. A click
/// on a setting presses its key; a click on a number selects it, a drag sideways on it changes
/// it (Shift: finely), the wheel over it steps it, a double-click opens its field, a right click
/// resets it, and its − and + buttons step it. When its rows do not all fit the window, the wheel over the panel
/// and a drag on its background scroll them (else the wheel there does nothing); everything
/// outside the panel goes on scrolling the scene.
struct Panel: Equatable {
    /// Whether the panel shows.
    var isOpen = false
    /// The number the keyboard steps, an index into the scene's parameters.
    var selectedParameter = 0
    /// How far its rows are scrolled, in points, when they do not all fit the window (the wheel
    /// over the panel and a drag on its background scroll them).
    var scrollOffset = 0.0
    /// When and where the wheel last scrolled the rows, while the next notches of the same
    /// turn scroll them too (see ``isWheelLatchedToRows(at:pointer:)``).
    var rowWheelLatch: WheelLatch?
    /// The number being typed, if a field is open.
    var field: PanelField?
    /// The list opened beside the panel to pick from, if any.
    var menu: PanelMenu?
    /// The window's Time row, after the scene's settings: the motion's speed, or paused (Z).
    var timeSetting = SceneSetting(name: "Time", value: MotionClock().description, key: .z)
    /// The window's Motion row, after the Time row: "full", or "reduced" (X).
    var reducedMotionSetting = SceneSetting(name: "Motion", value: "full", key: PlaygroundCore.reducedMotionKey)
    /// Whether its Undo and Redo buttons have anything to do, as the core last told it.
    var history = PanelHistory()

    /// The panel's width in points.
    static let width = 380.0
    /// The height of a row in points.
    static let rowHeight = 24.0
    /// The space between the panel and the window's edges, and around its rows.
    static let margin = 12.0
    /// Where the panel starts, below the status line.
    static let top = 52.0

    /// The panel's area in the room the window's layout gives it (interface points): the room
    /// but for a margin around it, below the status line.
    static func frame(in room: Rect) -> Rect {
        Rect(
            x: room.minX + margin, y: top, width: max(room.width - 2 * margin, 0),
            height: max(room.maxY - top - margin, 0))
    }

    /// The room the panel asks for at the right of a window `viewport` points large (interface
    /// points): its width and its margins, from the top of the window to its bottom.
    static func room(in viewport: Size) -> Rect {
        let width = min(width + 2 * margin, max(viewport.width, 0))
        return Rect(x: viewport.width - width, y: 0, width: width, height: max(viewport.height, 0))
    }

    /// The rows for a scene, top to bottom, scrolled by ``scrollOffset`` (a whole number of
    /// rows); rows scrolled out of the panel's room are left out.
    func rows(for scene: any Scene, in room: Rect) -> [PanelRow] {
        let panel = Self.frame(in: room)
        let contents = self.contents(for: scene)
        var rows: [PanelRow] = []
        var y = panel.minY + Self.margin - appliedScroll(rowCount: contents.count, in: room)
        for content in contents {
            defer { y += Self.rowHeight }
            guard y >= panel.minY + Self.margin - 0.5 else { continue }
            guard y + Self.rowHeight <= panel.maxY - Self.margin / 2 else { break }
            var row = PanelRow(
                content: content,
                frame: Rect(
                    x: panel.minX + Self.margin, y: y,
                    width: panel.width - 2 * Self.margin, height: Self.rowHeight))
            if case .parameter(let index, _, _) = content, field?.index == index { row.field = field }
            rows.append(row)
        }
        return rows
    }

    /// Everything the panel lists for a scene, top to bottom.
    func contents(for scene: any Scene) -> [PanelRow.Content] {
        var contents: [PanelRow.Content] = [
            .heading("Panel", hint: "Tab closes · F1 help"),
            .history(history),
            .fact(name: "Scene", value: scene.sceneName),
            .preset(scene.presetName),
            .note("1–9, F2–F12 and Shift+1–9 switch presets"),
            .heading("Settings", hint: "key or click"),
        ]
        let reduces = reducedMotionSetting.value == "reduced"
        contents += scene.settings.map { .setting(reduces ? Self.autoplayStopped($0) : $0) }
        contents += [.setting(timeSetting), .setting(reducedMotionSetting)]
        let parameters = scene.parameters
        contents.append(.heading("Numbers", hint: "[ ] select · - = change"))
        if parameters.isEmpty {
            contents.append(.note("none for the current choices"))
        }
        var group: String?
        for (index, parameter) in parameters.enumerated() {
            if parameter.group != group {
                contents.append(.note(parameter.group))
                group = parameter.group
            }
            contents.append(.parameter(index: index, parameter, isSelected: index == selectedIndex(count: parameters.count)))
        }
        if !parameters.isEmpty {
            contents.append(.note("drag, wheel, double-click · Backspace resets"))
        }
        return contents
    }

    /// `setting` as the panel shows it while motion is reduced: the autoplay's (K) says that it
    /// is stopped, whatever it is set to.
    static func autoplayStopped(_ setting: SceneSetting) -> SceneSetting {
        guard setting.key == .k else { return setting }
        var stopped = setting
        stopped.value = "stopped (X)"
        return stopped
    }

    /// The selected number for a scene with `count` numbers: the selection, kept in range.
    func selectedIndex(count: Int) -> Int {
        count > 0 ? min(max(selectedParameter, 0), count - 1) : 0
    }

    /// Moves the selection by `offset` numbers, wrapping around, among `count`.
    mutating func moveSelection(by offset: Int, count: Int) {
        guard count > 0 else { return }
        selectedParameter = ((selectedIndex(count: count) + offset) % count + count) % count
    }

    /// The panel's area around its rows: as wide as ``frame(in:)``, as tall as the rows need.
    static func frame(around rows: [PanelRow], in room: Rect) -> Rect {
        let room = frame(in: room)
        let bottom = (rows.last?.frame.maxY ?? room.minY) + margin
        return Rect(x: room.minX, y: room.minY, width: room.width, height: min(bottom, room.maxY) - room.minY)
    }

    /// What a click (or the wheel) at `point` does, or `nil` when the panel is closed or the point
    /// is on neither the panel nor the list it opened: then it is the scene's.
    func hit(at point: Point, scene: any Scene, in room: Rect) -> PanelHit? {
        guard isOpen else { return nil }
        let rows = rows(for: scene, in: room)
        let panelFrame = Self.frame(around: rows, in: room)
        if let menu {
            let menuFrame = menu.frame(beside: panelFrame, in: room)
            if menuFrame.contains(point) { return .menu(option: menu.option(at: point, in: menuFrame)) }
        }
        guard panelFrame.contains(point) else { return nil }
        guard let row = rows.first(where: { $0.frame.contains(point) }) else { return .background }
        switch row.content {
        case .setting(let setting):
            return setting.choices == nil ? .setting(setting.key) : .openMenu(.setting(setting.key))
        case .preset:
            return .openMenu(.preset)
        case .parameter(let index, _, _):
            let buttons = PanelButtons(row: row.frame)
            if buttons.minus.contains(point) { return .parameter(index: index, steps: -1) }
            if buttons.plus.contains(point) { return .parameter(index: index, steps: 1) }
            return .parameter(index: index, steps: 0)
        case .history:
            let buttons = HistoryButtons(row: row.frame)
            if buttons.undo.contains(point) { return .undo }
            if buttons.redo.contains(point) { return .redo }
            if buttons.newSwiftFile.contains(point) { return .newSwiftFile }
            return .background
        case .heading, .fact, .note:
            return .background
        }
    }
}
