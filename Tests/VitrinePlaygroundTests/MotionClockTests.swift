import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// Time control: pause, a frame at a time, slow motion, exact because time is an argument.
@Suite("Motion clock")
struct MotionClockTests {
    static let viewport = Size(width: 1280, height: 720)

    @Test func theClockRunsSlowerStopsAndSteps() {
        var clock = MotionClock()
        #expect(clock.sceneTime(at: 2) == 2)
        clock.setSpeed(.quarter, at: 2)
        #expect(clock.sceneTime(at: 6) == 3)
        clock.togglePause(at: 6)
        #expect(clock.sceneTime(at: 100) == 3 && clock.description == "paused at 1/4")
        clock.step()
        #expect(clock.sceneTime(at: 100) == 3 + FrameTime.fixedStep)
        clock.togglePause(at: 100)
        #expect(clock.sceneTime(at: 104) == 3 + FrameTime.fixedStep + 1)
        #expect(MotionSpeed.allCases.map(\.slower) == [.half, .quarter, .tenth, .full])
    }

    /// A fling on `preset`: a drag of 300 points left in 0.1 s, then its glide, as the scene
    /// draws each frame at full speed, and the same at `speed` with every window time divided
    /// by the speed, and frames as often.
    static func frames(_ preset: String, speed: MotionSpeed) throws -> [[Node]] {
        try run(preset, speed: speed).frames
    }

    static func run(_ preset: String, speed: MotionSpeed) throws -> (frames: [[Node]], offsets: [Double?]) {
        var core = try PlaygroundCore(preset: preset, viewport: viewport)
        let stretch = 1 / speed.rawValue
        var presses = 0
        while core.motion.speed != speed, presses < 4 {
            _ = core.handle(.keyDown(.z, modifiers: [], isRepeat: false), at: 0)
            presses += 1
        }
        var events: [(time: Double, event: InputEvent)] = [(0.5, .pointerDown(Point(x: 900, y: 300), button: .left))]
        for step in 1...10 {
            let x = 900 - Double(step) * 30
            events.append((0.5 + Double(step) / 100, .pointerMoved(Point(x: x, y: 300))))
        }
        events.append((0.61, .pointerUp(Point(x: 600, y: 300), button: .left)))
        var frames: [[Node]] = []
        var offsets: [Double?] = []
        var next = 0
        for index in 0...150 {
            let time = Double(index) / 60
            while next < events.count, events[next].time <= time {
                _ = core.handle(events[next].event, at: events[next].time * stretch)
                next += 1
            }
            core.update(at: FrameTime(now: time * stretch, delta: stretch / 60, index: index))
            frames.append(core.scene.makeNodes(viewport: viewport))
            offsets.append(core.scene.scrollOffset)
        }
        return (frames, offsets)
    }

    // At a quarter (a half) of full speed, window time 4t (2t) shows exactly what full speed
    // shows at t: every node of every frame of a fling and its glide. A tenth is not a binary
    // fraction, so 10t · 0.1 may miss t by a unit in the last place: its scroll stays within
    // a billionth of a point of full speed's.
    @Test(arguments: ["coverflow", "flow-center", "parallax"])
    func slowMotionIsFullSpeedStretched(_ preset: String) throws {
        let full = try Self.run(preset, speed: .full)
        #expect(full.offsets[35] != full.offsets[60], "the fling moves")
        for speed in [MotionSpeed.half, .quarter] {
            let slow = try Self.run(preset, speed: speed)
            let first = full.frames.indices.first { slow.frames[$0] != full.frames[$0] }
            #expect(first == nil, "\(preset) at \(speed.name): frame \(first ?? -1) differs")
        }
        let tenth = try Self.run(preset, speed: .tenth)
        for (slow, fast) in zip(tenth.offsets, full.offsets) {
            #expect(abs((slow ?? 0) - (fast ?? 0)) < 1e-9)
        }
    }

    // Paused, frames stand still and input waits in time; each `.` moves on by 1/60 s, the
    // frame full speed shows there.
    @Test func pausedTimeStandsStillAndStepsAFrame() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport)
        var reference = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport)
        _ = core.handle(.keyDown(.right, modifiers: [], isRepeat: false), at: 0.1)
        _ = reference.handle(.keyDown(.right, modifiers: [], isRepeat: false), at: 0.1)
        core.update(at: FrameTime(now: 0.2, delta: 0.1, index: 1))
        _ = core.handle(.keyDown(.space, modifiers: [], isRepeat: false), at: 0.2)
        let paused = core.scene.makeNodes(viewport: Self.viewport)
        for index in 2...20 {
            core.update(at: FrameTime(now: 0.2 + Double(index) / 60, delta: 1.0 / 60, index: index))
        }
        #expect(core.scene.makeNodes(viewport: Self.viewport) == paused)
        #expect(core.scene.isMoving)
        _ = core.handle(.keyDown(.period, modifiers: [], isRepeat: false), at: 0.6)
        _ = core.handle(.keyDown(.period, modifiers: [], isRepeat: true), at: 0.62)
        core.update(at: FrameTime(now: 0.63, delta: 1.0 / 60, index: 21))
        reference.update(at: FrameTime(now: 0.2 + 2 * FrameTime.fixedStep, delta: 1.0 / 60, index: 1))
        #expect(core.scene.makeNodes(viewport: Self.viewport) == reference.scene.makeNodes(viewport: Self.viewport))
        #expect(core.panel.timeSetting.value == "paused at 1×")
    }
}
