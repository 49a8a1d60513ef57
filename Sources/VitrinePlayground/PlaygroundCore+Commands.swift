import VitrineInput

/// What the window's keys and the panel's clicks do once the input is read.
extension PlaygroundCore {
    /// Does what a window key asks.
    mutating func perform(_ command: WindowControl.Command) {
        switch command {
        case .togglePanel:
            panel.isOpen.toggle()
            if !panel.isOpen { closePanelsParts() }
        case .toggleHelp: isHelpShown.toggle()
        case .toggleFrameTimeGraph: frameTimeGraph.isShown.toggle()
        case .toggleInspector: inputInspector.isShown.toggle()
        case .toggleStatusLine: isStatusLineShown.toggle()
        case .exportPNG: isExportRequested = true
        case .toggleInputRecording: isInputRecordingToggled = true
        case .togglePause: motion.togglePause(at: currentTime)
        case .stepFrame: motion.step()
        case .slowDown: motion.setSpeed(motion.speed.slower, at: currentTime)
        case .resetScene:
            closePanelsParts()
            switchPreset(to: scene.presetName)
        case .saveAsPreset:
            openSavePrompt(at: currentTime)
        case .copyAsSwift:
            copySceneAsSwift()
        case .undo: undo()
        case .redo: redo()
        case .closeOverlayOrQuit:
            if isHelpShown {
                isHelpShown = false
            } else if panel.menu != nil {
                panel.menu = nil
            } else {
                panel.isOpen = false
                closePanelsParts()
            }
        case .quit: break
        }
    }

    /// Closes the panel's list and field with it.
    mutating func closePanelsParts() {
        panel.menu = nil
        panel.field = nil
    }

    /// Does what a click on the panel asks.
    mutating func apply(_ hit: PanelHit, at time: Double) {
        switch hit {
        case .setting(let key):
            // The Time row is the window's own (Z); the other settings are the scene's keys.
            if let control = WindowControl.control(for: key, modifiers: []) {
                perform(control.command)
            } else {
                scene.handle(.keyDown(key, modifiers: [], isRepeat: false), at: motion.sceneTime(at: time), viewport: sceneViewport)
            }
        case .parameter(let index, let steps):
            panel.selectedParameter = index
            if steps != 0 { scene.adjustParameter(at: index, by: steps) }
        case .background:
            break
        case .undo: undo()
        case .redo: redo()
        case .openMenu(let purpose):
            let rows = panel.rows(for: scene, in: interfaceViewport)
            let top = rows.first { row in
                switch (row.content, purpose) {
                case (.setting(let setting), .setting(let key)): setting.key == key
                case (.preset, .preset): true
                default: false
                }
            }?.frame.minY ?? Panel.top
            openMenu(purpose, rowTop: top)
        case .menu(let option):
            if let option { pickMenuOption(option, at: time) }
        }
    }
}
