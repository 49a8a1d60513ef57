import VitrineCanvas
import VitrineGeometry
import VitrineInput

extension PlaygroundCore {
    /// Whether the window is split to compare two scenes (`--compare`).
    var isComparing: Bool { comparison != nil }

    /// The name of the preset in the right half, `nil` when not comparing.
    var comparedPresetName: String? { comparison?.scene.presetName }

    /// The halves of the scene's area, `nil` when not comparing.
    var comparisonLayout: ComparisonLayout? {
        comparison == nil ? nil : ComparisonLayout(viewport: sceneArea.size)
    }

    /// The size the scenes are laid out for: the scene's area in the window's layout (the
    /// window but for the open layers' columns and bands), or a half of it when comparing.
    var sceneViewport: Size {
        let area = sceneArea.size
        return comparison == nil ? area : ComparisonLayout(viewport: area).halfSize
    }

    /// Gives a scene event to the scene, and when comparing to both scenes, each in its half's
    /// coordinates: one gesture drives both.
    mutating func handleSceneEvent(_ event: InputEvent, at time: Double) {
        let sceneTime = motion.sceneTime(at: time)
        guard var comparison, let layout = comparisonLayout else {
            scene.coveredTop = isStatusLineShown ? Self.headerHeight * interfaceScale : 0
            scene.handle(event, at: sceneTime, viewport: sceneViewport)
            return
        }
        let local = comparison.localEvent(event, in: layout)
        scene.handle(local, at: sceneTime, viewport: layout.halfSize)
        comparison.scene.handle(local, at: sceneTime, viewport: layout.halfSize)
        self.comparison = comparison
    }

    /// The boxes the page dots take in the window: the scene's, or each half's when comparing.
    var pageDotsFrames: [Rect] {
        guard let comparison, let layout = comparisonLayout else {
            return scene.pageDotsFrame(viewport: sceneViewport).map { [$0] } ?? []
        }
        return [(ComparisonLayout.Side.left, scene), (.right, comparison.scene)].compactMap { side, scene in
            let half = layout.frame(of: side)
            return scene.pageDotsFrame(viewport: layout.halfSize)?.offsetBy(dx: half.minX, dy: half.minY)
        }
    }

    /// Advances the right half's scene with the left one's.
    mutating func updateComparison(at time: FrameTime) {
        guard var comparison else { return }
        comparison.scene.update(at: time, viewport: sceneViewport)
        self.comparison = comparison
    }

    /// The two halves to draw, `[]` when not comparing.
    func sceneHalves() -> [SceneHalf] {
        guard let comparison, let layout = comparisonLayout else { return [] }
        return [
            SceneHalf(frame: layout.frame(of: .left), nodes: scene.makeNodes(viewport: layout.halfSize)),
            SceneHalf(frame: layout.frame(of: .right), nodes: comparison.scene.makeNodes(viewport: layout.halfSize)),
        ]
    }

    /// The status line of a compared window: each half's scene named over it, the left one
    /// after "Vitrine" and the clock's speed, the right one before the frame rate.
    func comparisonStatusLine(_ leftPrefix: String) -> Node? {
        guard let comparison, let layout = comparisonLayout else { return nil }
        let scale = interfaceScale
        let fps = "\(Int(frameRate.framesPerSecond.rounded())) fps"
        var labels: [Node] = []
        for (side, text) in [
            (ComparisonLayout.Side.left, "\(leftPrefix)\(scene.title)"),
            (.right, "\(comparison.scene.title) · \(fps)"),
        ] {
            let half = layout.frame(of: side)
            // The right half's label keeps clear of the toolbar's buttons.
            let toolbar = side == .right ? ToolbarLayer.width(in: interfaceViewport.width) : 0
            let width = max(half.width / scale - 40 - toolbar, 0)
            var label = Node(center: Point(x: half.minX / scale + 20 + width / 2, y: 26), size: Size(width: width, height: 28))
            label.text = textMeasure.fitting(text, fontSize: 18, in: width)
            label.textColor = Color(hex: 0xE8E8F0)
            label.fontSize = 18
            label.textAlignment = .leading
            labels.append(label)
        }
        return Node(
            center: Point(x: interfaceViewport.width / 2, y: 23), size: Size(width: interfaceViewport.width, height: 46),
            fillColor: PlaygroundCore.windowColor, children: labels)
    }
}
