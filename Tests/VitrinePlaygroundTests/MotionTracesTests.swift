import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineMotion

@testable import VitrinePlayground

/// The motion traces: the last four seconds of the scene's time, one sample a frame, with the
/// release and the hand-over marked at the frames they happened.
@Suite("Motion traces")
struct MotionTracesTests {
    /// A window whose scene keeps 1280 × 720 beside the lab's column (480 + 24 points).
    static let viewport = Size(width: 1784, height: 720)

    /// A flick from (640 − 5·`step`, 360) at `start`: ten moves of `step` points 10 ms apart,
    /// released at `start` + 0.1 s.
    static func flick(at start: Double, step: Double) -> [(Double, InputEvent)] {
        let x = 640 - 5 * step
        var events: [(Double, InputEvent)] = [(start, .pointerDown(Point(x: x, y: 360), button: .left))]
        for index in 1...10 {
            events.append((start + Double(index) / 100, .pointerMoved(Point(x: x + Double(index) * step, y: 360))))
        }
        events.append((start + 0.1, .pointerUp(Point(x: x + 10 * step, y: 360), button: .left)))
        return events
    }

    /// `preset` with the traces shown (and looping off when `noLoop`), given `events`
    /// (a hard flick towards the end at 0.5 s by default), played frame by frame for `seconds`.
    static func fling(
        _ preset: String, noLoop: Bool = false, seconds: Double = 3,
        events: [(Double, InputEvent)] = flick(at: 0.5, step: -90)
    ) throws -> PlaygroundCore {
        var core = try PlaygroundCore(preset: preset, viewport: viewport)
        _ = core.handle(.keyDown(.m, modifiers: [], isRepeat: false), at: 0)
        if noLoop { _ = core.handle(.keyDown(.l, modifiers: [], isRepeat: false), at: 0) }
        var next = 0
        for index in 1...Int(seconds * 60) {
            let time = Double(index) / 60
            while next < events.count, events[next].0 <= time {
                _ = core.handle(events[next].1, at: events[next].0)
                next += 1
            }
            core.update(at: FrameTime(now: time, delta: 1.0 / 60, index: index))
        }
        return core
    }

    // Flung far, then flung back faster than the way it came: the second fling runs into the
    // start and hands over to the spring there.
    @Test func aFlingIntoTheStartIsReleasedThenHandedOver() throws {
        let core = try Self.fling(
            "simple-horizontal", noLoop: true, seconds: 6,
            events: Self.flick(at: 0.5, step: -90) + Self.flick(at: 3.5, step: 150))
        let marks = core.motionTraces.marks
        #expect(marks.map(\.kind) == [.release, .handOver])
        // The release shows the frame the pointer came up, at 3.6 s: its events come first.
        #expect(marks.first?.time == 216.0 / 60)
        #expect(marks.last.map { $0.time > 3.6 && $0.time < 5 } == true)
        let samples = core.motionTraces.samples
        #expect(samples.count == 241 && samples.last?.time == 6)
        #expect(samples.contains { $0.velocity < -5000 })
        #expect(samples.contains { $0.offset < 0 }, "it bounced")
        #expect(samples.last?.offset == core.scrollOffset)
    }

    @Test func theTracesKeepFourSecondsAndFreezeWhenPaused() throws {
        var core = try Self.fling("coverflow", seconds: 6)
        #expect(core.motionTraces.samples.first?.time == 2)
        #expect(core.motionTraces.samples.count == 241)
        #expect(core.motionTraces.marks.isEmpty, "the release was more than four seconds ago")
        _ = core.handle(.keyDown(.space, modifiers: [], isRepeat: false), at: 6)
        core.update(at: FrameTime(now: 6 + 1.0 / 60, delta: 1.0 / 60, index: 999))
        #expect(core.motionTraces.samples.count == 241)
    }

    @Test(arguments: [("coverflow", "card "), ("flow-center", "card "), ("parallax", "the card's actions")])
    func theFocusedItemIsDrawn(_ preset: String, _ caption: String) throws {
        let core = try Self.fling(preset, seconds: 1)
        let overlays = core.layers().docks
        #expect(overlays.contains { $0.text?.hasPrefix(caption) == true })
        switch core.motionReadout?.focus {
        case .rate(let item, let rate)?:
            #expect(core.motionTraces.samples.last?.focusValues == [rate] && item == core.focusedItem)
        case .percentages(_, let info)?:
            #expect(
                core.motionTraces.samples.last?.focusValues
                    == [info.collectionVisibility, info.idealFrameVisibility, info.idealFrameAndCollectionVisibility])
        case .actions(_, _, let progress, let spans)?:
            let page = try #require(core.focusedItem)
            #expect(spans == ParallaxScene.spans(of: ParallaxStory.heroActions(onPage: page)))
            #expect(core.motionTraces.samples.last?.pageProgress == progress)
        case nil:
            Issue.record("\(preset) has a focused item")
        }
    }

    // The hero's first page: each action by name, over the part of the page it plays.
    @Test func actionSpansAreReadFromTheActions() {
        let spans = ParallaxScene.spans(of: ParallaxStory.heroActions(onPage: 0))
        #expect(spans.map(\.name) == ["Move", "Rotate", "Scale", "Color", "CornerRadius"])
        #expect(spans.map(\.start) == [0, 0.1, 0, 0, 0] && spans.map(\.stop) == [1, 0.9, 1, 1, 1])
    }

    @Test func marksFollowTheActivity() {
        #expect(MotionMark.kind(from: .dragging, to: .decelerating) == .release)
        #expect(MotionMark.kind(from: .touchpad, to: .snapping) == .release)
        #expect(MotionMark.kind(from: .decelerating, to: .bouncing) == .handOver)
        #expect(MotionMark.kind(from: .gliding, to: .idle) == nil)
        #expect(MotionMark.kind(from: .dragging, to: .idle) == nil)
    }
}

/// Where the motion lab's overlays go: inside the window at every size, the boxes of the
/// inspector, the ruler, the traces and the frame-time graph never on one another.
@Suite("Motion lab layout")
struct MotionLabLayoutTests {
    /// The overlays' boxes (the nodes with 8-point corners and no text) of `preset` at `size`
    /// with `keys` pressed, mid-fling.
    static func boxes(_ preset: String, size: Size, keys: [Key]) throws -> (boxes: [Rect], core: PlaygroundCore) {
        var core = try PlaygroundCore(preset: preset, viewport: size)
        for key in keys { _ = core.handle(.keyDown(key, modifiers: [], isRepeat: false), at: 0) }
        let center = Point(x: size.width / 2, y: size.height / 2)
        let events: [(Double, InputEvent)] = [
            (0.5, .pointerDown(center, button: .left)),
            (0.52, .pointerMoved(Point(x: center.x - 40, y: center.y))),
            (0.54, .pointerMoved(Point(x: center.x - 80, y: center.y))),
            (0.55, .pointerUp(Point(x: center.x - 80, y: center.y), button: .left)),
        ]
        var next = 0
        for index in 1...40 {
            let time = Double(index) / 60
            while next < events.count, events[next].0 <= time {
                _ = core.handle(events[next].1, at: events[next].0)
                next += 1
            }
            core.update(at: FrameTime(now: time, delta: 1.0 / 60, index: index))
        }
        let boxes = core.motionLabNodes().filter { $0.cornerRadius == 8 && $0.text == nil }.map(\.frame)
        return (boxes, core)
    }

    // The lab's parts lie in the lab's own room (a column at the right, or a band along the
    // bottom where no column leaves the scene half the window), apart, and the room lies
    // beside the scene's area, never over it.
    @Test(arguments: [
        Size(width: 400, height: 300), Size(width: 640, height: 360), Size(width: 1280, height: 720),
        Size(width: 600, height: 900),
    ])
    func thePartsFitTheLabsRoomAndNeverOverlap(size: Size) throws {
        for preset in ["coverflow", "parallax", "flow-vertical"] {
            let (boxes, core) = try Self.boxes(preset, size: size, keys: [.i, .m])
            let layout = core.windowLayout
            let room = try #require(layout.frame(of: MotionLabLayer.name), "\(preset) at \(size)")
            #expect(!room.intersects(layout.scene), "\(preset) at \(size): \(room) over the scene's \(layout.scene)")
            #expect(boxes.count >= 2, "\(preset) at \(size): \(boxes)")
            for box in boxes {
                #expect(room.contains(box), "\(preset) at \(size): \(box) outside \(room)")
            }
            for (index, box) in boxes.enumerated() {
                for other in boxes[(index + 1)...] {
                    #expect(
                        box.intersection(other).map { $0.width <= 0 || $0.height <= 0 } ?? true,
                        "\(preset) at \(size): \(box) over \(other)")
                }
            }
        }
    }

    // With the panel open at 1280 × 720 no column is left for the lab beside the scene's half:
    // it takes a band along the bottom, its parts side by side, left of the panel's column (the
    // traces once lay over the panel's labels); at 400 × 300 it folds into a tab until the
    // panel closes or the tab is clicked.
    @Test func theLabKeepsClearOfTheOpenPanel() throws {
        let (boxes, core) = try Self.boxes("coverflow", size: Size(width: 1280, height: 720), keys: [.tab, .i, .m])
        let band = try #require(core.windowLayout.frame(of: MotionLabLayer.name))
        #expect(band == Rect(x: 0, y: 720 - 284, width: 876, height: 284))
        #expect(boxes.count == 4)
        for box in boxes {
            #expect(box.maxX <= core.panelRoom.minX, "\(box) reaches the panel's column at x \(core.panelRoom.minX)")
        }
        var small = try Self.boxes("coverflow", size: Size(width: 400, height: 300), keys: [.tab, .i, .m]).core
        #expect(small.panel.isOpen && small.motionLabNodes().isEmpty)
        #expect(small.windowLayout.folded == [MotionLabLayer.name])
        // A click on its tab unfolds it, in a band along the bottom; the panel narrows above it.
        let tab = try #require(small.windowLayout.foldTabs.first).frame
        _ = small.handle(.pointerDown(tab.center, button: .left), at: 2)
        _ = small.handle(.pointerUp(tab.center, button: .left), at: 2.05)
        #expect(small.windowLayout.frame(of: MotionLabLayer.name) == Rect(x: 0, y: 150, width: 400, height: 150))
        #expect(small.windowLayout.frame(of: PanelLayer.name) == Rect(x: 200, y: 46, width: 200, height: 104))
        #expect(!small.motionLabNodes().isEmpty)
        let closed = try Self.boxes("coverflow", size: Size(width: 400, height: 300), keys: [.i, .m])
        #expect(!closed.boxes.isEmpty)
    }

    // Where the lab's column is tall enough every row shows; at 400 × 300 with M alone, a band
    // of 144 points holds the graph and no trace; with I as well, the inspector's summary (its
    // two lines, without the autoplay's and the wheel's, which need 38 points more) and its
    // ruler, the graph giving way.
    @Test func theTracesShowTheRowsThatFit() throws {
        let full = try Self.boxes("coverflow", size: Size(width: 1280, height: 720), keys: [.i, .m])
        let readout = try #require(full.core.motionReadout)
        #expect(full.core.motionTraces.rowCount(for: readout, fitting: 1000) == 3)
        #expect(full.boxes.contains { $0.height == full.core.motionTraces.height(for: readout) })
        let small = try Self.boxes("coverflow", size: Size(width: 400, height: 300), keys: [.m])
        #expect(small.core.windowLayout.frame(of: MotionLabLayer.name)?.height == 144)
        #expect(small.boxes.map(\.height) == [FrameTimeGraph.size.height])
        let both = try Self.boxes("coverflow", size: Size(width: 400, height: 300), keys: [.i, .m])
        #expect(InputInspector.height(lineCount: 0, stateLines: 2) == 78 && InputInspector.height(lineCount: 0) == 116)
        #expect(both.boxes.map(\.height).sorted() == [LandingRuler.height, 70])
    }
}

extension PlaygroundCore {
    /// The motion lab's nodes as the frame draws them, in window points.
    func motionLabNodes() -> [Node] {
        self[layer: MotionLabLayer.self].makeNodes(layout: windowLayout, core: self)
    }
}
