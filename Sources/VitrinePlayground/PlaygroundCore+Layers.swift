import VitrineCanvas
import VitrineGeometry

extension PlaygroundCore {
    /// The frame's nodes: the scene's with the status line, and the panel and the overlays that
    /// are open. The help hides the panel while it shows: one of them at a time.
    public func layers() -> FrameLayers {
        var overlays = scaledToInterface(motionLabNodes())
        if let savePrompt {
            // The notice (a presets file's problems) stays in view, above the prompt.
            let prompt = savePrompt.frame(in: viewport, measure: textMeasure, clearOf: pageDotsFrames)
            let top = isStatusLineShown ? 46 * interfaceScale : 0
            overlays += notice?.makeNodes(in: viewport, between: top, and: prompt.minY - 8, measure: textMeasure) ?? []
            overlays += savePrompt.makeNodes(in: viewport, measure: textMeasure, clearOf: pageDotsFrames)
        } else if let notice {
            overlays += notice.makeNodes(in: viewport, measure: textMeasure, clearOf: pageDotsFrames)
        }
        return FrameLayers(
            scene: (isComparing ? [] : scene.makeNodes(viewport: viewport)) + (isStatusLineShown ? scaledToInterface([statusLine()]) : []),
            panel: isHelpShown ? [] : scaledToInterface(panel.makeNodes(for: scene, in: interfaceViewport, measure: textMeasure)),
            overlays: overlays,
            help: isHelpShown ? scaledToInterface(HelpOverlay.makeNodes(for: scene, userPresets: userPresets.map(\.name),
                                                                        in: interfaceViewport, measure: textMeasure,
                                                                        scroll: helpScroll)) : [],
            halves: sceneHalves())
    }

    /// The boxes the page dots take in the window: the scene's, or each half's when comparing.
    /// The notice and the save prompt keep clear of them.
    var pageDotsFrames: [Rect] {
        guard let comparison, let layout = comparisonLayout else {
            return scene.pageDotsFrame(viewport: viewport).map { [$0] } ?? []
        }
        return [(ComparisonLayout.Side.left, scene), (.right, comparison.scene)].compactMap { side, scene in
            let half = layout.frame(of: side)
            return scene.pageDotsFrame(viewport: layout.halfSize)?.offsetBy(dx: half.minX, dy: half.minY)
        }
    }

    /// The line at the top: the scene's name and the frame rate, on a band of the window's
    /// color, opaque, so that content scrolling under it (a card's own text included) never
    /// shows through the text, and shortened with "…" in the middle where the window is too
    /// narrow for it.
    func statusLine() -> Node {
        var line = Node(center: Point(x: interfaceViewport.width / 2, y: 26), size: Size(width: interfaceViewport.width - 40, height: 28))
        // Shortened in the middle where the window is narrow, keeping the frame rate in view.
        // Slowed or paused time comes first, where a narrow window's "…" never hides it.
        let time = motion.speed == .full && !motion.isPaused ? "" : "\(motion.description) · "
        let recording = isRecordingInput ? "● recording input · " : ""
        if let compared = comparisonStatusLine("Vitrine · \(recording)\(time)") { return compared }
        line.text = textMeasure.fitting("Vitrine · \(recording)\(time)\(scene.title) · \(Int(frameRate.framesPerSecond.rounded())) fps",
                                        fontSize: 18, in: max(interfaceViewport.width - 40, 0))
        line.textColor = Color(hex: 0xE8E8F0)
        line.fontSize = 18
        line.textAlignment = .leading
        // The band's children are placed from its top-left corner, as the window's are.
        return Node(center: Point(x: interfaceViewport.width / 2, y: 23), size: Size(width: interfaceViewport.width, height: 46),
                    fillColor: PlaygroundCore.windowColor, children: [line])
    }
}
