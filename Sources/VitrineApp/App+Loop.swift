import VitrineCanvas
import VitrineFiles
import VitrineGeometry
import VitrineInput
import VitrinePlayground
@_spi(Vitrine) import VitrineSDL

extension App {
    /// Runs frames until the user quits, the script says `quit`, or `--frames` are done (headless
    /// without `--frames`: until the script is played and the scene at rest, see
    /// ``isHeadlessScriptDone(frameIndex:)``).
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

            var (events, screenshots, quitTime, dropped) = scriptEntries(through: now)
            var quits = quitTime != nil
            if let window {
                var gainedFocus = false, lostContents = false
                events += pump.poll(
                    now: now, window: window, focusGained: { gainedFocus = true },
                    droppedFile: { dropped.append($0) }, contentsLost: { lostContents = true })
                if gainedFocus { askDesktopAboutMotion() }
                if lostContents { screenContents.forget() }
                for (asked, given) in window.takeClampedResizes() {
                    Self.warn(Self.resizeWarning(asked: asked, given: given))
                }
            }
            // Window and script events merged by time; equal times keep their order.
            let ordered = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            for (event, eventTime) in ordered.map(\.element) {
                // A recorded session uses each event at the time its script will say.
                let used = recordInput(event, at: eventTime)
                if case .resized(let size) = event { resize(to: size) }
                quits = core.handle(event, at: used) || quits
                performRequests(at: used)
            }
            if !dropped.isEmpty {
                for path in dropped {
                    inputRecording?.recordDrop(path, at: now)
                    keyRecording?.recordDrop(path, at: now)
                }
                openPictures(dropped, at: now)
            }
            if let quitTime { inputRecording?.recordQuit(at: quitTime) }
            reloadPresetsFileIfChanged(at: now)
            if let answer = desktopMotion?.takeAnswer() {
                desktopMotion = nil
                if case .reducesMotion(let reduces) = answer { followDesktop(reducingMotion: reduces) }
            }
            updateLiveSwift(at: now)
            core.update(at: time)
            performRequests(at: now)
            beginPictureFrame()

            frame += 1
            let isLast = quits || frame == options.frames || isHeadlessScriptDone(frameIndex: time.index)
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
            // The panel and the help measure their text with the font it is drawn with, at
            // this frame's pixel scale: a new measure (and so text laid out afresh) only when
            // that changes, since the measure and the core keep what they measured.
            if let atlas, !Self.measures(core.textMeasure, with: atlas, at: pixelScale) {
                core.textMeasure = GlyphTextMeasure(glyphs: atlas, pixelScale: pixelScale)
            }
            let layers = core.layers()
            phases.layout = stopwatch.lap()
            // A window at rest shows the frame it would draw: it waits for the next instead.
            let output = renderer.outputSize
            let drawableSize = Size(width: Double(output.width), height: Double(output.height))
            if drawsOnlyChanges, !isLast, screenshots.isEmpty, !isPNGRequested, pictureLibrary?.isSettled ?? true,
                screenContents.shows(layers, pixelScale: pixelScale, drawableSize: drawableSize)
            {
                waitOutFrame(startedAt: workStart, pump: pump)
                continue
            }
            let atlasBefore = AtlasWork(totalsOf: atlas)
            tessellate(layers, drawableSize: drawableSize, forScreenshot: !screenshots.isEmpty)
            // A headless frame, or one saved, waits for its pictures rather than showing cards
            // without them, so that it is the same however fast the decoding threads were.
            if options.mode == .headless || !screenshots.isEmpty, loadRequestedPicturesNow() {
                tessellate(layers, drawableSize: drawableSize, forScreenshot: !screenshots.isEmpty)
            }
            phases.tessellation = stopwatch.lap()
            let atlasWork = AtlasWork(totalsOf: atlas).since(atlasBefore)
            // A picture decoded on the other core while llvmpipe draws slows the frame, even at
            // the lowest priority; it goes on once the frame is drawn.
            pictureLibrary?.pausesDecoding(true)
            draw(forScreenshot: !screenshots.isEmpty)
            phases.submit = stopwatch.lap()
            // Wait for the GPU before present. Where present does not wait (headless, and SDL's
            // offscreen driver even when it reports vsync), frames would queue up in the driver
            // without end: llvmpipe held 1.2 GB after 2,400 frames.
            renderer.synchronize()
            pictureLibrary?.pausesDecoding(false)
            phases.sync = stopwatch.lap()
            feedSinks(
                DrawnFrame(
                    number: frame, time: now, presetName: core.presetName, scrollOffset: core.scrollOffset,
                    focusedItem: core.focusedItem,
                    drawLists: [drawList, panelDrawing.list, overlayList], phases: phases, atlasWork: atlasWork,
                    liveTextures: renderer.liveTextures, pictures: pictureLibrary?.readout, screenshotPaths: screenshots,
                    isPNGRequested: isPNGRequested, renderer: renderer))
            isPNGRequested = false
            screenContents.remember(layers, pixelScale: pixelScale, drawableSize: drawableSize)
            core.recordFrameTime(interval: time.delta, work: phases.cpu)
            renderer.present()
            if isLast { break }
            // A renderer that does not wait for the display would draw frames as fast as the CPU
            // allows: the window waits out the rest of a 60 Hz frame instead, waking at once for
            // input. SDL's software renderer reports vsync but does not wait (196 frames a second
            // under Xvfb).
            if options.mode == .window, !renderer.hasVSync || renderer.isSoftware {
                waitOutFrame(startedAt: workStart, pump: pump)
            }
        }
        saveInputRecordings()
        stopLiveSwift()
        finishSinks()
        if let failure = StandardOutput.firstFailure {
            Self.warn("lines for standard output were lost: \(failure)")
            failures.append("lines for standard output were lost: \(failure)")
        }
        return failures.isEmpty ? 0 : 1
    }

    /// Whether a frame that would show what the window already shows is left out: in a window,
    /// unless `--record` wants every frame. Headless runs draw every frame.
    private var drawsOnlyChanges: Bool {
        options.mode == .window && options.recordPath == nil
    }

    /// Sleeps until the next 60 Hz tick after a frame begun at `start`, waking at once for
    /// input.
    private func waitOutFrame(startedAt start: Double, pump: EventPump) {
        let milliseconds = framePacer.millisecondsToWait(frameStartedAt: start, now: MonotonicClock.seconds())
        if milliseconds > 0 { pump.wait(milliseconds: milliseconds) }
    }

    /// What the script has for the frame at `now`: its input events with their own times, the
    /// screenshots it asks for, the time of its `quit` if it quits, and the paths it drops. With `--speed`, the
    /// script's times are the scenes' times, played 1/speed times as slowly.
    private func scriptEntries(through now: Double) -> (
        events: [(event: InputEvent, time: Double)],
        screenshots: [String], quitTime: Double?, dropped: [String]
    ) {
        var events: [(event: InputEvent, time: Double)] = []
        var screenshots: [String] = [], dropped: [String] = []
        var quitTime: Double?
        guard var player = script else { return (events, screenshots, quitTime, dropped) }
        defer { script = player }
        let speed = options.speed.rawValue
        while let next = player.nextTime, InputScript.windowTime(ofScriptTime: next, speed: speed) <= now {
            for entry in player.entries(through: next) {
                let time = InputScript.windowTime(ofScriptTime: entry.time, speed: speed)
                switch entry.action {
                case .input(let event): events.append((event, time))
                case .screenshot(let path): screenshots.append(path)
                case .quit: quitTime = quitTime ?? time
                case .reloadSwift: reloadLiveSwift(at: time)
                case .drop(let path): dropped.append(path)
                }
            }
        }
        return (events, screenshots, quitTime, dropped)
    }

    /// Follows a change of size, from the script or the window manager, before the core hears of it.
    private func resize(to size: Size) {
        let clamped = RunOptions.clampedSize(size)
        if options.mode == .headless {
            // The output is already as large as the largest frame (sizes out of range were
            // reported when the script was read): only the part drawn changes.
            core.resize(to: clamped)
            renderer.setViewportSize(width: Int(clamped.width), height: Int(clamped.height))
        } else if let window {
            // A size out of range, from the script or the window manager, is said once and
            // the window set to the clamped size before anything is drawn at the other.
            if clamped != size { Self.warn(Self.resizeWarning(asked: size, given: clamped)) }
            // A script's resize moves the window itself; the window's own event only reports it.
            if window.size != clamped { window.resize(to: clamped) }
            core.resize(to: window.size)
        }
    }

    /// Turns the layers into this frame's draw list for a drawable of `drawableSize` pixels; the
    /// panel's and the help's triangles are those of the last frame unless something in them
    /// changed. A frame `forScreenshot` is built on emptied atlases, so that the picture saved is
    /// its own whatever came before (see ``Atlas/buildFrame(startingEmpty:_:)``).
    private func tessellate(_ layers: FrameLayers, drawableSize: Size, forScreenshot: Bool) {
        tessellateHalves(layers.halves, pixelScale: pixelScale, startingEmpty: forScreenshot)
        Self.buildFrame(with: atlas, startingEmpty: forScreenshot) { buildDrawList(layers, drawableSize: drawableSize) }
    }

    /// Runs `build` through `atlas`'s ``Atlas/buildFrame(startingEmpty:_:)``, or once without
    /// an atlas (no font: no text).
    static func buildFrame(with atlas: Atlas?, startingEmpty: Bool, _ build: () -> Void) {
        guard let atlas else { return build() }
        atlas.buildFrame(startingEmpty: startingEmpty, build)
    }

    /// Builds this frame's draw list for a drawable of `drawableSize` pixels, but for the
    /// compared halves, from the layers with the atlas as it is.
    private func buildDrawList(_ layers: FrameLayers, drawableSize: Size) {
        drawList.removeAll()
        let scale = pixelScale, atlasGeneration = atlas?.regionGeneration ?? 0
        // A backdrop covering the whole window is the clear color; what the panel and the help
        // will cover opaquely is not drawn under them.
        let (clearColor, scene) = layers.sceneOverClearColor(
            PlaygroundCore.windowColor, drawableSize: drawableSize, pixelScale: scale)
        self.clearColor = clearColor
        let covers = OpaqueCovers(of: layers, pixelScale: scale), sceneOccluders = covers.overScene
        for node in scene {
            drawList.append(node, pixelScale: scale, glyphs: atlas, pictures: pictureLibrary, hiddenUnder: sceneOccluders)
        }
        for node in layers.docks {
            drawList.append(node, pixelScale: scale, glyphs: atlas)
        }
        panelDrawing.update(with: layers.panel, pixelScale: scale, glyphs: atlas, atlasGeneration: atlasGeneration)
        panelCover = covers.panel
        overlayList.removeAll()
        let overlayOccluders = covers.overOverlays
        for node in layers.overlays {
            overlayList.append(node, pixelScale: scale, glyphs: atlas, hiddenUnder: overlayOccluders)
        }
        helpDrawing.update(with: layers.help, pixelScale: scale, glyphs: atlas, atlasGeneration: atlasGeneration)
        overlayList.append(contentsOf: helpDrawing.list)
    }

    /// Draws the draw lists and the panel between them; presenting is left to the caller, so
    /// that the frame-time graph can tell work from waiting. A frame `forScreenshot` draws the
    /// panel's triangles rather than its kept pixels, so that the picture saved is made from
    /// this frame alone.
    private func draw(forScreenshot: Bool) {
        renderer.clear(to: clearColor)
        do {
            try drawHalves()
            try renderer.draw(drawList, atlas: atlas, pictures: pictureLibrary)
        } catch {
            Self.warn(error.description)
        }
        do {
            if forScreenshot {
                try renderer.draw(panelDrawing.list, atlas: atlas)
            } else {
                try panelCache.draw(
                    panelDrawing.list, version: panelDrawing.contentChanges, opaqueRect: panelCover, atlas: atlas)
            }
        } catch {
            Self.warn(forScreenshot ? error.description : "\(error.description); the panel is drawn as triangles from now on")
        }
        do {
            try renderer.draw(overlayList, atlas: atlas, pictures: pictureLibrary)
        } catch {
            Self.warn(error.description)
        }
    }

    /// Hands the frame to every sink, in order, and takes in what they report.
    private func feedSinks(_ frame: DrawnFrame) {
        for index in sinks.indices {
            take(sinks[index].take(frame), at: frame.time)
        }
    }

    /// Finishes every sink (the recording's GIF, the profile, the check's report), once.
    func finishSinks() {
        for index in sinks.indices {
            take(sinks[index].finish(), at: 0)
        }
        sinks.removeAll()
    }

    /// Notes a sink's failures and hands the core what came of its work.
    private func take(_ report: FrameSinkReport, at time: Double) {
        failures += report.failures
        if let result = report.result {
            core.receive(result, at: time)
        }
    }

    /// Whether `measure` measures text drawn with `atlas` at `pixelScale`.
    static func measures(_ measure: any TextMeasuring, with atlas: Atlas, at pixelScale: Double) -> Bool {
        guard let glyphMeasure = measure as? GlyphTextMeasure else { return false }
        return glyphMeasure.glyphs === atlas && glyphMeasure.pixelScale == pixelScale
    }
}
