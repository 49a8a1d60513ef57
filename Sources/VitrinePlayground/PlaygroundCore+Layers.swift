import VitrineCanvas
import VitrineGeometry

extension PlaygroundCore {
    /// The frame's nodes: each layer's, laid out by one pass of the window's layout, gathered
    /// by tier (see ``LayerTier``), and the compared halves.
    public func layers() -> FrameLayers {
        let layout = windowLayout
        var tiers: [LayerTier: [Node]] = [:]
        for layer in layerList.reversed() {
            let nodes = layer.makeNodes(layout: layout, core: self)
            // A tier of one layer is that layer's very array, so that a layer handing back the
            // nodes it kept (the panel) hands the host an array it can tell unchanged at once.
            if let below = tiers[type(of: layer).tier] {
                tiers[type(of: layer).tier] = below + nodes
            } else {
                tiers[type(of: layer).tier] = nodes
            }
        }
        return FrameLayers(
            scene: tiers[.scene] ?? [], docks: tiers[.docks] ?? [], panel: tiers[.panel] ?? [],
            overlays: tiers[.overlays] ?? [], help: tiers[.help] ?? [], halves: sceneHalves())
    }

    /// The line at the top: the scene's name and the frame rate, on a band of the window's
    /// color, opaque, so that content scrolling under it (a card's own text included) never
    /// shows through the text, and shortened with "…" in the middle where the window is too
    /// narrow for it; the toolbar's buttons take the band's right end.
    func statusLine() -> Node {
        // Left of the toolbar's buttons.
        let room = max(interfaceViewport.width - 40 - ToolbarLayer.width(in: interfaceViewport.width), 0)
        var line = Node(center: Point(x: 20 + room / 2, y: 26), size: Size(width: room, height: 28))
        // Shortened in the middle where the window is narrow, keeping the frame rate in view.
        // Slowed or paused time comes first, where a narrow window's "…" never hides it.
        let time =
            (motion.speed == .full && !motion.isPaused ? "" : "\(motion.description) · ")
            + (reducesMotion ? "reduced motion · " : "")
        let recording = isRecordingInput ? "● recording input · " : ""
        if let compared = comparisonStatusLine("Vitrine · \(recording)\(time)") { return compared }
        line.text = textMeasure.fitting(
            "Vitrine · \(recording)\(time)\(scene.title) · \(Int(frameRate.framesPerSecond.rounded())) fps",
            fontSize: 18, in: room)
        line.textColor = Color(hex: 0xE8E8F0)
        line.fontSize = 18
        line.textAlignment = .leading
        // The band's children are placed from its top-left corner, as the window's are.
        return Node(
            center: Point(x: interfaceViewport.width / 2, y: 23), size: Size(width: interfaceViewport.width, height: 46),
            fillColor: PlaygroundCore.windowColor, children: [line])
    }
}
