import VitrineCanvas
import VitrineGeometry

extension PlaygroundCore {
    /// The least width, in interface points, the motion lab's overlays are laid out in.
    static let motionLabMinimumWidth = 240.0

    /// The scroll of the running scene (the left half's, when comparing) as of its last frame,
    /// for the motion lab's overlays.
    var motionReadout: MotionReadout? {
        scene.motionReadout(at: lastSceneTime ?? motion.sceneTime(at: currentTime), viewport: sceneViewport)
    }

    /// The motion lab's overlays, in the interface's points: the input inspector at the top
    /// left and its landing ruler along the bottom (I), and the motion traces over the
    /// frame-time graph at the bottom left (M), beside the inspector where the window is wide
    /// enough, else below it in one column, the inspector showing as many events as fit above
    /// them. The traces show as many of their rows as fit; the graph and the traces narrow with
    /// the window. They stay clear of the notice, and of the panel while it is open.
    func motionLabNodes() -> [Node] {
        guard inputInspector.isShown || frameTimeGraph.isShown else { return [] }
        let readout = motionReadout
        // With the panel open, the motion lab keeps to the room left of it; where that is too
        // narrow for it (a window under about 640 points), it waits until the panel closes.
        var room = interfaceViewport
        if panel.isOpen {
            room.width = max(Panel.frame(in: room).minX - Panel.margin, 0)
            guard room.width >= Self.motionLabMinimumWidth else { return [] }
        }
        var bottomInset = notice.map { $0.frame(in: viewport, measure: textMeasure, clearOf: pageDotsFrames).height / interfaceScale + 8 } ?? 0
        var nodes: [Node] = []
        let inspectorOrigin = Point(x: 12, y: 56)
        if inputInspector.isShown, let readout {
            // Above the page dots, which lie within 40 points of the bottom.
            let rulerBottom = room.height - bottomInset - 44
            let track = Rect(x: 12 + 38, y: rulerBottom - 14, width: max(room.width - 24 - 76, 0), height: 4)
            nodes += LandingRuler(readout: readout, track: track).makeNodes()
            bottomInset += LandingRuler.height + 40
        }
        var inspectorBottom = room.height - bottomInset - 8
        var graphNodes: [Node] = []
        if frameTimeGraph.isShown {
            let besideLeft = inspectorOrigin.x + InputInspector.width + 12
            let isBesideInspector = inputInspector.isShown && besideLeft + FrameTimeGraph.size.width + 12 <= room.width
            let left = isBesideInspector ? besideLeft : 12
            // Below the status line, or below the inspector's summary in its column; the graph
            // gives up height down to 60 points where the window is short.
            let ceiling = inputInspector.isShown && !isBesideInspector
                ? inspectorOrigin.y + InputInspector.height(lineCount: 0) : inspectorOrigin.y
            let graphBottom = room.height - bottomInset - 12
            let graphSize = Size(width: min(FrameTimeGraph.size.width, room.width - left - 12),
                                 height: min(FrameTimeGraph.size.height, max(graphBottom - ceiling - 8, 60)))
            let graphTop = graphBottom - graphSize.height
            let rows = motionTraces.rowCount(for: readout, fitting: graphTop - 8 - ceiling)
            let tracesHeight = motionTraces.height(for: readout, rowCount: rows)
            let tracesTop = graphTop - (tracesHeight > 0 ? tracesHeight + 8 : 0)
            graphNodes = frameTimeGraph.makeNodes(in: room, left: left, bottomInset: bottomInset, size: graphSize)
                + motionTraces.makeNodes(readout: readout, now: lastSceneTime ?? 0, at: Point(x: left, y: tracesTop),
                                         width: graphSize.width, rowCount: rows)
            if !isBesideInspector { inspectorBottom = tracesTop - 8 }
        }
        // As many of the last events as fit above the ruler, or above the traces.
        nodes += inputInspector.makeNodes(readout: readout, at: inspectorOrigin, width: room.width - 24,
                                          maximumLines: InputInspector.lineCount(fitting: inspectorBottom - inspectorOrigin.y))
        return nodes + graphNodes
    }
}
