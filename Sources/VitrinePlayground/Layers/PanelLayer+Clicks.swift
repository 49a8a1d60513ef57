import VitrineGeometry
import VitrineInput

extension PanelLayer {
    /// Does what a click on the panel asks, laid out in `room` (interface points).
    mutating func apply(_ hit: PanelHit, room: Rect, at time: Double, core: inout PlaygroundCore) {
        switch hit {
        case .setting(let key):
            // The Time row is the window's own (Z); the other settings are the scene's keys.
            if let control = WindowControl.control(for: key, modifiers: []) {
                core.perform(control.command)
            } else if !core.refusesWhileMotionReduced(key) {
                core.scene.handle(
                    .keyDown(key, modifiers: [], isRepeat: false), at: core.motion.sceneTime(at: time),
                    viewport: core.sceneViewport)
            }
        case .parameter(let index, let steps):
            panel.selectedParameter = index
            if steps != 0 { core.scene.adjustParameter(at: index, by: steps) }
        case .background:
            break
        case .undo: core.undo()
        case .redo: core.redo()
        case .newSwiftFile: core.perform(.newSwiftFile)
        case .openMenu(let purpose):
            let rows = panel.rows(for: core.scene, in: room)
            let top =
                rows.first { row in
                    switch (row.content, purpose) {
                    case (.setting(let setting), .setting(let key)): setting.key == key
                    case (.preset, .preset): true
                    default: false
                    }
                }?.frame.minY ?? Panel.top
            openMenu(purpose, rowTop: top, core: core)
        case .menu(let option):
            if let option { pickMenuOption(option, at: time, core: &core) }
        }
    }
}
