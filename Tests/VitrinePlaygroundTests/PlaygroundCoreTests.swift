import Testing
@_spi(Vitrine) import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineMotion

@testable import VitrinePlayground

/// The playground's loop without SDL: timed input in, state and layers out.
@Suite("The playground core")
struct PlaygroundCoreTests {
    static let viewport = Size(width: 1280, height: 720)

    static func press(
        _ key: Key, _ modifiers: KeyModifiers = [], in core: inout PlaygroundCore, at time: Double = 0,
        isRepeat: Bool = false
    ) -> Bool {
        core.handle(.keyDown(key, modifiers: modifiers, isRepeat: isRepeat), at: time)
    }

    static func frame(_ index: Int, of core: inout PlaygroundCore) {
        core.update(
            at: FrameTime(
                now: Double(index) * FrameTime.fixedStep, delta: index == 0 ? 0 : FrameTime.fixedStep,
                index: index))
    }

    @Test func overlaysOpenAndEscClosesThemBeforeQuitting() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport)
        #expect(core.layers().panel.isEmpty && core.layers().help.isEmpty)
        #expect(!Self.press(.tab, in: &core))
        #expect(!Self.press(.f1, .shift, in: &core))
        // One of them at a time: the help hides the panel.
        #expect(core.isOverlayOpen && core.layers().panel.isEmpty && !core.layers().help.isEmpty)
        // A held Tab does not close the panel again on its repeats.
        #expect(!Self.press(.tab, in: &core, isRepeat: true) && core.panel.isOpen)
        #expect(!Self.press(.escape, in: &core) && core.panel.isOpen && !core.isHelpShown)
        #expect(!Self.press(.escape, in: &core) && !core.isOverlayOpen)
        #expect(Self.press(.escape, in: &core))
        #expect(Self.press(.q, .shift, in: &core))
        let closed = core.handle(.quitRequested, at: 0)
        #expect(closed)
    }

    @Test func hotkeysSwitchPresetsKeepingTheFocus() throws {
        var core = try PlaygroundCore(preset: "circle-rotate", viewport: Self.viewport)
        core.scene.focus(onItem: 7)
        #expect(!Self.press(.digit(6)!, in: &core))
        #expect(core.presetName == "coverflow" && core.scene.focusedItem == 7)
        #expect(!Self.press(.function(4)!, in: &core))
        #expect(core.presetName == "parallax")
        #expect(core.layers().scene.last?.children.first?.text?.hasPrefix("Vitrine · Parallax · sideways") == true)
        // H hides the status line, and shows it again.
        #expect(!Self.press(.h, in: &core))
        #expect(core.layers().scene.last?.children.first?.text?.hasPrefix("Vitrine") != true)
        #expect(!Self.press(.h, in: &core))
        #expect(core.layers().scene.last?.children.first?.text?.hasPrefix("Vitrine · Parallax") == true)
    }

    @Test func shiftDigitWithoutAPresetsFileSaysSo() throws {
        var core = try PlaygroundCore(preset: "demo", viewport: Self.viewport)
        _ = Self.press(.digit(2)!, .shift, in: &core, at: 1.5)
        #expect(
            core.notice
                == Notice(
                    text: "Shift+2: no preset 2 in a presets file (start with --presets FILE)",
                    isError: false, expiry: 4.5))
        // A notice that goes away by itself shows over the status line, left of the toolbar.
        #expect(core.layers().overlays.contains { $0.text?.hasPrefix("Shift+2: no preset 2") == true })
        core.update(at: FrameTime(now: 4.5, delta: 1.0 / 60, index: 270))
        #expect(core.notice == nil && !core.layers().overlays.contains { $0.text?.hasPrefix("Shift+2") == true })
    }

    @Test func theSceneGetsWhatTheWindowDoesNotUse() throws {
        var core = try PlaygroundCore(preset: "simple-horizontal", viewport: Self.viewport)
        // S asks the host to save the frame; the scene never sees it.
        _ = Self.press(.s, in: &core)
        #expect(core.takeRequests() == [.savePNG])
        // Right scrolls one card: 0.75 × 0.42 × 720 points wide, and 16 between cards.
        _ = Self.press(.right, in: &core, at: 0)
        for index in 0...120 { Self.frame(index, of: &core) }
        let offset = try #require(core.scrollOffset)
        #expect(abs(offset - (0.75 * 0.42 * 720 + 16)) < 1e-9)
        // With the panel open, ] and = step its selected number: circle's radius 1.00 → 1.05.
        var circle = try PlaygroundCore(preset: "circle", viewport: Self.viewport)
        _ = Self.press(.tab, in: &circle)
        _ = Self.press(.equals, in: &circle)
        #expect(circle.scene.parameters.first?.value == "1.05")
    }

    @Test func anOversizedWheelEventIsClampedWithAWarning() throws {
        var core = try PlaygroundCore(preset: "demo", viewport: Self.viewport)
        _ = core.handle(.wheel(WheelInput(dx: 0, dy: 1e6, kind: .notched)), at: 0)
        #expect(
            core.takeRequests()
                == [.warn("a wheel event of (0.0, 1000000.0) was clamped to ±\(Int(Scroller.maximumNotchesPerEvent)) per event")])
        #expect(core.takeRequests().isEmpty)
    }

    @Test func aPresetsFileReloadRestartsItsRunningPreset() throws {
        let presets = try PresetsFile.presets(
            in: #"{"presets": [{"name": "mine", "scene": "showcase", "base": "circle"}]}"#,
            path: "p.json")
        var core = try PlaygroundCore(preset: "mine", viewport: Self.viewport, userPresets: presets, presetsPath: "p.json")
        #expect(core.presetName == "mine")
        let changed = try PresetsFile.presets(in: #"{"presets": [{"name": "mine", "scene": "flow"}]}"#, path: "p.json")
        core.presetsFileLoaded(changed, from: "p.json", at: 2)
        #expect(core.scene.sceneName == "Flow" && core.notice?.text == "Loaded 1 preset from p.json")
        #expect(throws: PlaygroundError.self) { try PlaygroundCore(preset: "nope", viewport: Self.viewport) }
    }

    /// At 400 points wide the status line is shortened in the middle to its room (360 points,
    /// by the core's measure), keeping its start and the frame rate.
    @Test func theStatusLineFitsANarrowWindow() throws {
        let core = try PlaygroundCore(preset: "linear-rotate-scale", viewport: Size(width: 400, height: 300))
        let text = try #require(core.layers().scene.last?.children.first?.text)
        #expect(text.hasPrefix("Vitrine") && text.hasSuffix(" fps") && text.contains("…"))
        #expect(core.textMeasure.width(of: text, fontSize: 18) <= 360)
        let wide = try PlaygroundCore(preset: "linear-rotate-scale", viewport: Size(width: 1280, height: 720))
        #expect(wide.layers().scene.last?.children.first?.text?.contains("…") == false)
    }
}

/// A Parallax page at rest covers the window: the frame is cleared to its color and the page's
/// fill is not drawn; between two pages nothing covers the whole window.
@Suite("The scene's backdrop as the clear color")
struct SceneClearColorTests {
    @Test func aParallaxPageAtRestIsTheClearColor() throws {
        let viewport = Size(width: 1280, height: 720)
        var core = try PlaygroundCore(preset: "parallax", viewport: viewport)
        core.update(at: FrameTime(now: 1, delta: 1.0 / 60, index: 60))
        let layers = core.layers()
        let (color, scene) = layers.sceneOverClearColor(PlaygroundCore.windowColor, drawableSize: viewport, pixelScale: 1)
        #expect(color == Color(hex: 0x0F172A))
        #expect(scene.count == layers.scene.count)
        var atRest = DrawList(), plain = DrawList()
        for node in scene { atRest.append(node) }
        for node in layers.scene { plain.append(node) }
        #expect(atRest.statistics.shapes == plain.statistics.shapes - 1)
        // Showcase presets have no backdrop: the window's color.
        let showcase = try PlaygroundCore(preset: "coverflow", viewport: viewport).layers()
        #expect(
            showcase.sceneOverClearColor(PlaygroundCore.windowColor, drawableSize: viewport, pixelScale: 1).clearColor
                == PlaygroundCore.windowColor)
    }
}
