import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput

@_spi(Vitrine) @testable import VitrinePlayground

/// The input inspector: each event classified, runs of moves and precise deltas added up, and
/// who used it.
@Suite("Input inspector")
struct InputInspectorTests {
    static let viewport = Size(width: 1280, height: 720)

    @Test func eventsAreClassifiedAddedUpAndAttributed() throws {
        var core = try PlaygroundCore(preset: "flow-center", viewport: Self.viewport)
        let events: [(Double, InputEvent)] = [
            (0.1, .keyDown(.i, modifiers: [], isRepeat: false)),
            (0.2, .pointerMoved(Point(x: 700, y: 300))),  // no button: not listed
            (0.3, .pointerDown(Point(x: 700, y: 300), button: .left)),
            (0.31, .pointerMoved(Point(x: 690, y: 300))),
            (0.32, .pointerMoved(Point(x: 675, y: 302))),
            (0.33, .pointerMoved(Point(x: 670, y: 301))),
            (0.34, .pointerUp(Point(x: 670, y: 301), button: .left)),
            (0.5, .wheel(WheelInput(dx: 0, dy: -2, kind: .notched, position: Point(x: 640, y: 360)))),
            (0.6, .wheel(WheelInput(dx: 0.25, dy: -0.5, kind: .continuous, position: Point(x: 640, y: 360)))),
            (0.61, .wheel(WheelInput(dx: 0, dy: -1.25, kind: .continuous, position: Point(x: 640, y: 360)))),
            (0.7, .keyDown(.s, modifiers: .control, isRepeat: false)),
            (0.8, .keyUp(.s, modifiers: [])),  // not listed
        ]
        for (time, event) in events { _ = core.handle(event, at: time) }
        let lines = core.inputInspector.lines
        #expect(lines.map(\.source) == [.key, .press, .drag, .release, .notchedWheel, .preciseWheel, .key])
        #expect(lines.map(\.receiver) == [.window, .scene, .scene, .scene, .scene, .scene, .window])
        #expect(lines.map(\.detail) == ["I", "left", "", "left", "", "", "Ctrl+S"])
        #expect(lines[2].count == 3 && lines[2].delta == Point(x: -30, y: 1) && lines[2].time == 0.33)
        #expect(lines[2].deltaText == "Δ −30.0, 1.0")
        #expect(lines[4].deltaText == "Δ 0, −2")
        #expect(lines[5].count == 2 && lines[5].delta == Point(x: 0.25, y: -1.75) && lines[5].deltaText == "Δ 0.3, −1.8")
    }

    @Test func theLogKeepsTwelveLinesAndShowsTheNewestFirst() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport)
        _ = core.handle(.keyDown(.i, modifiers: [], isRepeat: false), at: 0)
        for index in 0..<20 {
            _ = core.handle(.wheel(WheelInput(dx: 0, dy: index % 2 == 0 ? -1 : 1, kind: .notched)), at: 1 + Double(index) / 10)
        }
        #expect(core.inputInspector.lines.count == InputInspector.capacity)
        #expect(core.inputInspector.lines.last?.time == 2.9)
        let texts = core.layers().docks.compactMap(\.text)
        let times = texts.filter { $0.hasPrefix("2.") || $0.hasPrefix("1.") }
        #expect(times.first == "2.900" && times.count == 12)
    }

    // Paused, events still reach the scene and are listed at the paused scene time.
    @Test func timesAreTheScenesTime() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport)
        _ = core.handle(.keyDown(.space, modifiers: [], isRepeat: false), at: 2)
        _ = core.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)), at: 5)
        #expect(core.inputInspector.lines.map(\.time) == [2, 2])
    }

    @Test func theSummarySaysWhatTheScrollDoes() throws {
        var core = try PlaygroundCore(preset: "parallax", viewport: Self.viewport)
        _ = core.handle(.keyDown(.i, modifiers: [], isRepeat: false), at: 0)
        core.update(at: FrameTime(now: 0.5, delta: 1.0 / 60, index: 1))
        let atRest = try #require(core.motionReadout)
        // At rest, what a screen reader says for the page it rests on.
        #expect(
            InputInspector.summary(of: atRest) == ["idle · velocity 0 pt/s · offset 0.0 pt", "at rest · page 1 · “Page 1 of 5”"])
        _ = core.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)), at: 0.6)
        core.update(at: FrameTime(now: 0.6 + 1.0 / 60, delta: 1.0 / 60, index: 2))
        let gliding = try #require(core.motionReadout)
        let page = try #require(gliding.restingOffsets.dropFirst().first)
        #expect(gliding.activity == .gliding && gliding.restingOffset == page)
        #expect(InputInspector.summary(of: gliding)[1] == "rests at \(page.decimalText(1)) pt · page 2")
        #expect(InputInspector.summary(of: nil) == ["no scroll in this scene", ""])
    }
}
