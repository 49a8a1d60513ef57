import VitrineCanvas
import VitrineGeometry

extension PlaygroundCore {
    /// The scroll of the running scene (the left half's, when comparing) as of its last frame,
    /// for the motion lab's overlays.
    var motionReadout: MotionReadout? {
        scene.motionReadout(at: lastSceneTime ?? motion.sceneTime(at: currentTime), viewport: sceneViewport)
    }

    /// The motion lab's overlays, in the interface's points: the input inspector at the top
    /// left and its landing ruler along the bottom (I), and the motion traces over the
    /// frame-time graph at the bottom left (M), moved beside the inspector where the window is
    /// too short for both in one column. They stay clear of the notice.
    func motionLabNodes() -> [Node] {
        guard inputInspector.isShown || frameTimeGraph.isShown else { return [] }
        let room = interfaceViewport, readout = motionReadout
        var bottomInset = notice.map { $0.height / interfaceScale + 8 } ?? 0
        var nodes: [Node] = []
        let inspectorOrigin = Point(x: 12, y: 56)
        if inputInspector.isShown {
            if let readout {
                // Above the page dots, which lie within 40 points of the bottom.
                let rulerBottom = room.height - bottomInset - 44
                let track = Rect(x: 12 + 38, y: rulerBottom - 14, width: max(room.width - 24 - 76, 0), height: 4)
                nodes += LandingRuler(readout: readout, track: track).makeNodes()
                bottomInset += LandingRuler.height + 40
            }
            // As many of the last events as fit above the ruler.
            let height = room.height - bottomInset - 8 - inspectorOrigin.y
            nodes += inputInspector.makeNodes(readout: readout, at: inspectorOrigin, width: room.width - 24,
                                              maximumLines: InputInspector.lineCount(fitting: height))
        }
        guard frameTimeGraph.isShown else { return nodes }
        let tracesHeight = motionTraces.height(for: readout)
        let graphTop = room.height - bottomInset - FrameTimeGraph.size.height - 12
        let tracesTop = graphTop - (tracesHeight > 0 ? tracesHeight + 8 : 0)
        let isBesideInspector = inputInspector.isShown
            && tracesTop < inspectorOrigin.y + InputInspector.height(lineCount: InputInspector.capacity) + 8
        let left = isBesideInspector ? inspectorOrigin.x + InputInspector.width + 12 : 12
        nodes += frameTimeGraph.makeNodes(in: room, left: left, bottomInset: bottomInset)
        nodes += motionTraces.makeNodes(readout: readout, now: lastSceneTime ?? 0, at: Point(x: left, y: tracesTop))
        return nodes
    }
}
