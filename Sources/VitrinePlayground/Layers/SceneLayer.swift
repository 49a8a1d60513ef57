import VitrineCanvas
import VitrineGeometry
import VitrineInput

/// The scene (or the two compared halves) in the scene's area of the window's layout, and the
/// status line across the top (but while a notice shows there): it takes every event no
/// layer above it took.
struct SceneLayer: PlaygroundLayer {
    static let name = LayerName("Scene")
    static let tier = LayerTier.scene

    /// The scene's layer; the scene itself is the window's (``PlaygroundCore/scene``), which the
    /// panel tunes too.
    init() {}

    mutating func handle(_ event: InputEvent, at time: Double, layout: WindowLayout, core: inout PlaygroundCore) -> Bool {
        switch event {
        case .text:
            // Typing is for a field or the save prompt; the scene takes keys.
            return false
        case .keyDown:
            // Quitting keys are nobody's: the core ends the run.
            if PlaygroundCore.isQuit(event, isTaken: false) { return false }
            if case .keyDown(let key, [], false) = event, core.refusesWhileMotionReduced(key) { return true }
            core.handleSceneEvent(event, at: time)
            return true
        case .wheel:
            // At an end whose wheel policy passes the wheel on, the scene does not take it.
            core.handleSceneEvent(event, at: time)
            return !core.scene.passedOnLastWheel
        default:
            core.handleSceneEvent(event, at: time)
            return true
        }
    }

    func makeNodes(layout: WindowLayout, core: PlaygroundCore) -> [Node] {
        (core.isComparing ? [] : core.scene.makeNodes(viewport: core.sceneViewport))
            + (core.isStatusLineShown && core.notice?.isTransient != true ? core.scaledToInterface([core.statusLine()]) : [])
    }
}
