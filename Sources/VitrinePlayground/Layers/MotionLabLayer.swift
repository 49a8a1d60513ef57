import VitrineCanvas
import VitrineGeometry
import VitrineInput

/// The motion lab: the input inspector and its landing ruler (I), the motion traces over the
/// frame-time graph (M). It docks in a column at the right of the window (left of the panel
/// when both are open), or in a band along the bottom where no column fits, and folds where
/// neither does.
struct MotionLabLayer: PlaygroundLayer {
    static let name = LayerName("Motion lab")
    static let tier = LayerTier.docks

    /// The frame-time graph M shows.
    var frameTimeGraph = FrameTimeGraph()
    /// The motion traces M shows over the frame-time graph.
    var motionTraces = MotionTraces()
    /// The input inspector I shows, with the landing ruler.
    var inputInspector = InputInspector()

    /// The narrowest column worth showing, in interface points.
    static let minimumWidth = 264.0
    /// The least height of a band along the bottom, in interface points.
    static let minimumBandHeight = 130.0
    /// The space around the lab's parts, in interface points.
    static let margin = 12.0

    /// A hidden lab.
    init() {}

    /// Whether any of its parts shows.
    var isShown: Bool { frameTimeGraph.isShown || inputInspector.isShown }

    /// A column as wide as its widest part, else a band along the bottom.
    func room(in core: PlaygroundCore) -> LayerRoom? {
        guard isShown else { return nil }
        let scale = core.interfaceScale
        let widest = max(
            inputInspector.isShown ? InputInspector.width : 0, frameTimeGraph.isShown ? FrameTimeGraph.size.width : 0)
        let bandHeight =
            (inputInspector.isShown ? InputInspector.height(lineCount: 3) + LandingRuler.height : 0)
            + (frameTimeGraph.isShown ? FrameTimeGraph.size.height : 0)
        return .side([
            LayerRoom.Placement(edge: .trailing, minimumExtent: Self.minimumWidth * scale) { _ in
                (widest + 2 * Self.margin) * scale
            },
            LayerRoom.Placement(
                edge: .bottom, minimumExtent: Self.minimumBandHeight * scale,
                minimumLength: Self.minimumWidth * scale
            ) { _ in
                (min(bandHeight, 260) + 2 * Self.margin) * scale
            },
        ])
    }

    mutating func handle(_ event: InputEvent, at time: Double, layout: WindowLayout, core: inout PlaygroundCore) -> Bool {
        switch event {
        case .keyDown(let key, let modifiers, let isRepeat):
            switch WindowControl.control(for: key, modifiers: modifiers)?.command {
            case .toggleFrameTimeGraph:
                if !isRepeat { frameTimeGraph.isShown.toggle() }
                return true
            case .toggleInspector:
                if !isRepeat { inputInspector.isShown.toggle() }
                return true
            default:
                return false
            }
        case .wheel:
            return core.pointerPosition.map { frame(in: layout)?.contains($0) == true } ?? false
        default:
            return Self.isPointer(event, in: frame(in: layout))
        }
    }

    /// The toolbar's button shows both parts, or hides both when either shows.
    mutating func receive(_ message: LayerMessage, core: inout PlaygroundCore) {
        guard message == .command(.toggleFrameTimeGraph) else { return }
        let show = !isShown
        frameTimeGraph.isShown = show
        inputInspector.isShown = show
    }

    /// Notes every event for the inspector, as the layer that took it used it.
    mutating func observe(_ event: InputEvent, at time: Double, takenBy taker: LayerName?, core: PlaygroundCore) {
        // Text is listed only where something took it as typing.
        if case .text = event, taker == nil { return }
        let receiver: InspectedInput.Receiver =
            if taker == SceneLayer.name {
                .scene
            } else if taker == nil, case .wheel = event {
                .passedOn
            } else {
                .window
            }
        inputInspector.record(event, at: core.motion.sceneTime(at: time), receiver: receiver)
    }

    mutating func update(at time: FrameTime, core: inout PlaygroundCore) {
        if frameTimeGraph.isShown {
            motionTraces.record(core.scene.motionReadout(at: time.now, viewport: core.sceneViewport), at: time.now)
        }
    }

    func makeNodes(layout: WindowLayout, core: PlaygroundCore) -> [Node] {
        guard isShown, let frame = frame(in: layout) else { return [] }
        let room = frame.unscaled(by: core.interfaceScale)
        return [.box(frame, color: PlaygroundCore.windowColor)] + core.scaledToInterface(makeParts(in: room, core: core))
    }

    /// The lab's parts in `room` (interface points): the inspector at the top with its ruler
    /// along its bottom, the traces over the graph below it; in a band wide enough for both
    /// side by side, the inspector and its ruler at the left and the traces and the graph at the
    /// right. A part that has no room left is left out rather than drawn over another.
    func makeParts(in room: Rect, core: PlaygroundCore) -> [Node] {
        let readout = core.motionReadout
        let inner = room.insetBy(dx: Self.margin, dy: Self.margin)
        let isSideBySide =
            inputInspector.isShown && frameTimeGraph.isShown && room.width > room.height
            && inner.width >= InputInspector.width + Self.margin + Self.minimumGraphWidth
        let inspectorColumn =
            isSideBySide
            ? Rect(
                x: inner.minX, y: inner.minY,
                width: min(InputInspector.width, inner.width - Self.margin - Self.minimumGraphWidth),
                height: inner.height)
            : inner
        var nodes: [Node] = []
        // The inspector's state in full where the column holds it above the ruler, else its
        // summary alone (a small window's band), so that the ruler keeps its place.
        let stateLines =
            inspectorColumn.height >= LandingRuler.height + InputInspector.height(lineCount: 0)
            ? InputInspector.fullStateLineCount : InputInspector.compactStateLineCount
        // The ruler along the bottom of the inspector's column; the events above it.
        var inspectorBottom = inspectorColumn.maxY
        if inputInspector.isShown, let readout,
            inspectorColumn.height >= LandingRuler.height + InputInspector.height(lineCount: 0, stateLines: stateLines)
        {
            let ruler = Rect(
                x: inspectorColumn.minX, y: inspectorColumn.maxY - LandingRuler.height, width: inspectorColumn.width,
                height: LandingRuler.height)
            let track = Rect(
                x: ruler.minX + LandingRuler.overhang + 10, y: ruler.minY + 32,
                width: max(ruler.width - 2 * (LandingRuler.overhang + 10), 0), height: 4)
            nodes += LandingRuler(readout: readout, track: track).makeNodes()
            inspectorBottom = ruler.minY - 8
        }
        if frameTimeGraph.isShown {
            let column =
                isSideBySide
                ? Rect(
                    x: inspectorColumn.maxX + Self.margin, y: inner.minY, width: inner.maxX - inspectorColumn.maxX - Self.margin,
                    height: inner.height)
                : Rect(x: inner.minX, y: inner.minY, width: inner.width, height: max(inspectorBottom - inner.minY, 0))
            // Below the inspector's summary in one column; the graph gives up height down to 42.
            let ceiling =
                inputInspector.isShown && !isSideBySide
                ? column.minY + InputInspector.height(lineCount: 0, stateLines: stateLines) + 8 : column.minY
            let graphHeight = min(FrameTimeGraph.size.height, column.maxY - ceiling)
            if graphHeight >= 42 {
                let graphSize = Size(width: min(FrameTimeGraph.size.width, column.width), height: graphHeight)
                let graphTop = column.maxY - graphHeight
                let rows = motionTraces.rowCount(for: readout, fitting: graphTop - 8 - ceiling)
                let tracesHeight = motionTraces.height(for: readout, rowCount: rows)
                let tracesTop = graphTop - (tracesHeight > 0 ? tracesHeight + 8 : 0)
                nodes += frameTimeGraph.makeNodes(
                    in: Size(width: column.maxX, height: column.maxY + 12), left: column.minX,
                    size: graphSize, footnotes: core.picturesLines, measure: core.textMeasure)
                nodes += motionTraces.makeNodes(
                    readout: readout, now: core.lastSceneTime ?? 0,
                    at: Point(x: column.minX, y: tracesTop), width: graphSize.width, rowCount: rows)
                if !isSideBySide { inspectorBottom = tracesTop - 8 }
            }
        }
        if inputInspector.isShown {
            let origin = Point(x: inspectorColumn.minX, y: inspectorColumn.minY)
            nodes += inputInspector.makeNodes(
                readout: readout, at: origin, width: inspectorColumn.width,
                maximumLines: InputInspector.lineCount(fitting: inspectorBottom - origin.y, stateLines: stateLines),
                stateLines: stateLines)
        }
        return nodes
    }

    /// The narrowest the graph and the traces get beside the inspector, in interface points.
    static let minimumGraphWidth = 300.0
}
