import VitrineInput

/// What the window's own keys do to the scene, its clock and the host (the scene layer's
/// commands; the panel, the help and the motion lab open and close themselves).
extension PlaygroundCore {
    /// Does what a window key asks.
    mutating func perform(_ command: WindowControl.Command) {
        switch command {
        case .toggleStatusLine: isStatusLineShown.toggle()
        case .exportPNG: request(.savePNG)
        case .toggleInputRecording: request(.toggleInputRecording)
        case .togglePause: motion.togglePause(at: currentTime)
        case .stepFrame: motion.step()
        case .slowDown: motion.setSpeed(motion.speed.slower, at: currentTime)
        case .toggleReducedMotion: toggleReducedMotion()
        case .resetScene:
            post(.sceneReset)
            switchPreset(to: scene.presetName)
        case .copyAsSwift:
            copySceneAsSwift()
        case .newSwiftFile: request(.writeSwiftStarter(SwiftStarter.forScene(named: scene.sceneName)))
        case .undo: undo()
        case .redo: redo()
        case .togglePanel, .toggleHelp, .toggleFrameTimeGraph, .toggleInspector, .saveAsPreset, .closeOverlayOrQuit,
            .quit:
            break
        }
    }
}
