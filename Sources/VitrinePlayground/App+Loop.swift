import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineMotion
import VitrineSDL

extension App {
    /// Runs frames until the user quits, the script says `quit`, or `--frames` are done.
    /// Returns the process exit status: 0, or 1 when something (a screenshot) failed on the way.
    public func run() -> Int32 {
        let pump = EventPump()
        let start = MonotonicClock.seconds()
        var previous: Double?
        var frame = 0
        while true {
            let workStart = MonotonicClock.seconds()
            let now = options.mode == .headless ? Double(frame) * FrameTime.fixedStep : workStart - start
            let time = FrameTime(now: now, delta: previous.map { now - $0 } ?? 0, index: frame)
            previous = now
            currentTime = now

            var (events, screenshots, quits) = scriptEntries(through: now)
            if let window {
                events += pump.poll(now: now, window: window)
                for (asked, given) in window.takeClampedResizes() {
                    Self.warn(Self.resizeWarning(asked: asked, given: given))
                }
            }
            // Window and script events merged by time; equal times keep their order.
            let ordered = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            for (event, time) in ordered.map(\.element) {
                quits = quits || Self.isQuit(event, overlayIsOpen: isHelpShown || panel.isOpen)
                apply(event, at: time)
            }
            reloadPresetsFileIfChanged(at: now)
            scene.update(at: time, viewport: viewport)
            frameRate.record(time.delta)
            if let expiry = notice?.expiry, now >= expiry { notice = nil }

            frame += 1
            let isLast = quits || frame == options.frames || (options.mode == .headless && options.frames == nil
                                                                && script?.isFinished != false)
            if isLast, let path = options.screenshotPath { screenshots.append(path) }
            // A minimized or hidden window draws nothing and sleeps until something happens
            // (vsync does not pace a window nobody sees; the loop would spin).
            if options.mode == .window, let window, !window.isVisible, !isLast, screenshots.isEmpty {
                pump.wait(milliseconds: 100)
                continue
            }
            var stopwatch = Stopwatch(start: workStart)
            var phases = FramePhases()
            phases.input = stopwatch.lap()
            let layers = frameLayers()
            phases.layout = stopwatch.lap()
            let atlasBefore = AtlasWork(totalsOf: atlas)
            tessellate(layers)
            phases.tessellation = stopwatch.lap()
            let atlasWork = AtlasWork(totalsOf: atlas).since(atlasBefore)
            submit(screenshots: screenshots, at: now)
            phases.submit = stopwatch.lap()
            // Wait for the GPU before present. Where present does not wait (headless, and SDL's
            // offscreen driver even when it reports vsync), frames would queue up in the driver
            // without end: llvmpipe held 1.2 GB after 2,400 frames.
            renderer.synchronize()
            phases.sync = stopwatch.lap()
            if options.profilePath != nil { frameProfile.append((phases, atlasWork)) }
            frameCheck?.check(frame: frame, scene: scene, drawList: drawList, liveTextures: renderer.liveTextures)
            frameTimeGraph.record(interval: time.delta, work: phases.cpu)
            renderer.present()
            if isLast { break }
        }
        finishRecording()
        writeProfile()
        if let frameCheck {
            print(frameCheck.report)
            if frameCheck.problemCount > 0 { failures.append("the check found \(frameCheck.problemCount) problems") }
        }
        return failures.isEmpty ? 0 : 1
    }

    /// What the script has for the frame at `now`: its input events with their own times, the
    /// screenshots it asks for, and whether it quits.
    private func scriptEntries(through now: Double) -> (events: [(event: InputEvent, time: Double)],
                                                        screenshots: [String], quits: Bool) {
        var events: [(event: InputEvent, time: Double)] = []
        var screenshots: [String] = []
        var quits = false
        for entry in script?.entries(through: now * 1000) ?? [] {
            switch entry.action {
            case .input(let event): events.append((event, entry.time / 1000))
            case .screenshot(let path): screenshots.append(path)
            case .quit: quits = true
            }
        }
        return (events, screenshots, quits)
    }

    private func apply(_ event: InputEvent, at time: Double) {
        if case .wheel(let wheel) = event {
            let limit = wheel.kind == .notched ? Scroller.maximumNotchesPerEvent : Scroller.maximumTouchpadDeltaPerEvent
            if max(abs(wheel.dx), abs(wheel.dy)) > limit {
                Self.warn("a wheel event of (\(wheel.dx), \(wheel.dy)) was clamped to ±\(Int(limit)) per event")
            }
        }
        if case .resized(let size) = event {
            let clamped = RunOptions.clampedSize(size)
            if options.mode == .headless {
                // The output is already as large as the largest frame (sizes out of range were
                // reported when the script was read): only the part drawn changes.
                viewport = clamped
                renderer.setViewportSize(width: Int(viewport.width), height: Int(viewport.height))
            } else if let window {
                // A size out of range, from the script or the window manager, is said once and
                // the window set to the clamped size before anything is drawn at the other.
                if clamped != size { Self.warn(Self.resizeWarning(asked: size, given: clamped)) }
                // A script's resize moves the window itself; the window's own event only reports it.
                if window.size != clamped { window.resize(to: clamped) }
                viewport = window.size
            }
        }
        if handleWindowInput(event, at: time) { return }
        scene.handle(event, at: time, viewport: viewport)
    }

    /// Starts `name` (a built-in preset or one of the presets file) in place of the running
    /// scene; between presets of one scene the item in focus stays in focus.
    func switchPreset(to name: String) {
        do {
            replaceScene(with: try Self.makeScene(named: name, userPresets: userPresets, viewport: viewport))
        } catch {
            Self.warn(error.description)
        }
    }

    /// The scene of preset `name`: one of `userPresets` (from the presets file), else a
    /// built-in one.
    ///
    /// - Throws: A ``PlaygroundError`` listing every valid name when `name` is neither.
    static func makeScene(named name: String, userPresets: [UserPreset],
                          viewport: Size) throws(PlaygroundError) -> any Scene {
        if let preset = userPresets.first(where: { $0.name == name }) { return preset.makeScene(viewport: viewport) }
        guard Presets.names.contains(name) else { throw Presets.unknown(name, more: userPresets.map(\.name)) }
        return try Presets.scene(named: name, viewport: viewport)
    }

    /// Starts the presets file's preset on Shift+`number`; says so when there is none.
    func switchToUserPreset(number: Int) {
        guard userPresets.indices.contains(number - 1) else {
            notice = Notice(text: "Shift+\(number): no preset \(number) in "
                                + (options.presetsPath ?? "a presets file (start with --presets FILE)"),
                            isError: false, expiry: currentTime + 3)
            return
        }
        replaceScene(with: userPresets[number - 1].makeScene(viewport: viewport))
    }

    /// Puts `newScene` in place of the running one, keeping the item in focus between scenes
    /// of one kind.
    func replaceScene(with newScene: any Scene) {
        let previous = scene
        scene = newScene
        if type(of: scene) == type(of: previous), let item = previous.focusedItem {
            scene.focus(onItem: item)
        }
    }

    /// The frame's nodes: the scene's, the status line, and the panel and overlays that are open.
    private func frameLayers() -> FrameLayers {
        var overlays = frameTimeGraph.makeNodes(in: viewport, bottomInset: notice.map { $0.height + 8 } ?? 0)
        if let notice { overlays += notice.makeNodes(in: viewport) }
        return FrameLayers(
            scene: scene.makeNodes(viewport: viewport) + [statusLine()],
            panel: panel.makeNodes(for: scene, in: viewport),
            overlays: overlays,
            help: isHelpShown ? HelpOverlay.makeNodes(for: scene, userPresets: userPresets.map(\.name), in: viewport) : [])
    }

    /// Turns the layers into this frame's draw list; the panel's and the help's triangles are
    /// those of the last frame unless something in them changed.
    private func tessellate(_ layers: FrameLayers) {
        do {
            try atlas?.beginFrame()
        } catch {
            Self.warn(error.description)
        }
        drawList.removeAll()
        let scale = pixelScale, atlasGeneration = atlas?.restarts ?? 0
        for node in layers.scene {
            drawList.append(node, pixelScale: scale, glyphs: atlas)
        }
        panelDrawing.update(with: layers.panel, pixelScale: scale, glyphs: atlas, atlasGeneration: atlasGeneration)
        drawList.append(contentsOf: panelDrawing.list)
        for node in layers.overlays {
            drawList.append(node, pixelScale: scale, glyphs: atlas)
        }
        helpDrawing.update(with: layers.help, pixelScale: scale, glyphs: atlas, atlasGeneration: atlasGeneration)
        drawList.append(contentsOf: helpDrawing.list)
    }

    /// Draws the draw list and writes the screenshots asked for, the export and the recording;
    /// presenting is left to the caller, so that the frame-time graph can tell work from waiting.
    private func submit(screenshots: [String], at now: Double) {
        renderer.clear(to: Self.background)
        do {
            try renderer.draw(drawList, atlas: atlas)
        } catch {
            Self.warn(error.description)
        }
        for path in screenshots {
            writeScreenshot(to: path)
        }
        if isExportRequested {
            isExportRequested = false
            export(at: now)
        }
        record(at: now)
    }

    private func writeScreenshot(to path: String) {
        do {
            try renderer.readPixels().writePNG(to: path)
        } catch {
            Self.warn(error.description)
            failures.append(error.description)
        }
    }

    /// The line at the top: the scene's name and the frame rate.
    func statusLine() -> Node {
        var line = Node(center: Point(x: viewport.width / 2, y: 26), size: Size(width: viewport.width - 40, height: 28))
        line.text = "Vitrine · \(scene.title) · \(Int(frameRate.framesPerSecond.rounded())) fps"
        line.textColor = Color(hex: 0xE8E8F0)
        line.fontSize = 18
        line.textAlignment = .leading
        return line
    }
}
