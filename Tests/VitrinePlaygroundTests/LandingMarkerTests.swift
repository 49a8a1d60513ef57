import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineMotion

@testable import VitrinePlayground

/// The landing ruler's ring, drawn the first frame a motion plays, stands where the white bar
/// (the content) stands once the motion has come to rest: for flings (free, stick, paging), a
/// wheel glide and a spring back from past an edge.
@Suite("Landing marker")
struct LandingMarkerTests {
    /// A window whose scene keeps 1280 × 720 beside the inspector's column (430 + 24 points).
    static let viewport = Size(width: 1734, height: 720)

    /// A drag of `distance` points along x in 0.1 s from (900, 360), released at 0.61 s.
    static func drag(by distance: Double, from start: Double = 900) -> [(Double, InputEvent)] {
        var events: [(Double, InputEvent)] = [(0.5, .pointerDown(Point(x: start, y: 360), button: .left))]
        for step in 1...10 {
            events.append((0.5 + Double(step) / 100, .pointerMoved(Point(x: start + Double(step) * distance / 10, y: 360))))
        }
        events.append((0.61, .pointerUp(Point(x: start + distance, y: 360), button: .left)))
        return events
    }

    /// Three notches of the wheel, 30 ms apart, over the window's middle.
    static let threeNotches: [(Double, InputEvent)] = (0..<3).map { index in
        (0.5 + Double(index) * 0.03, .wheel(WheelInput(dx: 0, dy: -1, kind: .notched, position: Point(x: 640, y: 360))))
    }

    /// What the ruler shows as a motion runs: the ring's x (the edge's, past one) the first
    /// frame after the input, the
    /// bar's x then, the bar's x once the scene rests, the activity then, the resting item
    /// then and the scene's focused item at rest.
    struct Landing {
        var ringX: Double
        var startBarX: Double
        var restingBarX: Double
        var projectedItem: Int?
        var restingItem: Int?
        var activity: ScrollActivity
    }

    static func land(_ preset: String, _ events: [(Double, InputEvent)]) throws -> Landing {
        var core = try PlaygroundCore(preset: preset, viewport: viewport)
        _ = core.handle(.keyDown(.i, modifiers: [], isRepeat: false), at: 0.1)
        let last = events.map(\.0).max() ?? 0
        var next = 0, index = 0
        var first: (ring: Double, bar: Double, item: Int?, activity: ScrollActivity)?
        while index < 60 * 30 {
            let time = Double(index) / 60
            while next < events.count, events[next].0 <= time {
                _ = core.handle(events[next].1, at: events[next].0)
                next += 1
            }
            core.update(at: FrameTime(now: time, delta: 1.0 / 60, index: index))
            index += 1
            guard time > last else { continue }
            let overlays = core.layers().docks
            if first == nil {
                guard let readout = core.motionReadout, let ring = ringX(in: overlays) ?? edgeX(in: overlays),
                    let bar = barX(in: overlays)
                else { break }
                first = (ring, bar, readout.restingItem, readout.activity)
            }
            if !core.isSceneMoving {
                guard let start = first, let bar = barX(in: overlays) else { break }
                return Landing(
                    ringX: start.ring, startBarX: start.bar, restingBarX: bar,
                    projectedItem: start.item, restingItem: core.focusedItem, activity: start.activity)
            }
        }
        Issue.record("\(preset): no ring, bar or rest")
        return Landing(ringX: 0, startBarX: 0, restingBarX: .infinity, activity: .idle)
    }

    /// The ring's center: the 14-point circle in the ruler's amber.
    static func ringX(in nodes: [Node]) -> Double? {
        nodes.first { $0.size == Size(width: 14, height: 14) && $0.fillColor == Color(hex: 0xFFB547) }?.center.x
    }

    /// The edge a pull settles on: the 2 × 18 mark in the band's coral.
    static func edgeX(in nodes: [Node]) -> Double? {
        nodes.first { $0.size == Size(width: 2, height: 18) && $0.fillColor == Color(hex: 0xFF7A59) }?.center.x
    }

    /// The bar's center: the 3 × 20 white box.
    static func barX(in nodes: [Node]) -> Double? {
        nodes.first { $0.size == Size(width: 3, height: 20) }?.center.x
    }

    @Test(arguments: [
        ("simple-horizontal", -300.0, ScrollActivity.decelerating),  // free fling, looping
        ("coverflow", -300, .snapping),  // stick
        ("paging-horizontal", -300, .snapping),  // paging, looping
        ("parallax", -300, .snapping),  // pages with ends
        ("flow-center", -150, .snapping),  // slots
        ("flow-start", 200, .bouncing),  // a pull past the start
    ])
    func theRingIsWhereTheFlingRests(_ preset: String, _ distance: Double, _ activity: ScrollActivity) throws {
        let landing = try Self.land(preset, Self.drag(by: distance))
        #expect(landing.activity == activity)
        #expect(abs(landing.ringX - landing.restingBarX) <= 0.5, "\(preset): ring \(landing.ringX), rest \(landing.restingBarX)")
        if activity != .bouncing {
            #expect(abs(landing.ringX - landing.startBarX) > 5, "\(preset): the ring is ahead of the content")
        }
    }

    @Test(arguments: ["parallax", "flow-center", "coverflow"])
    func theRingIsWhereAWheelGlideRests(_ preset: String) throws {
        let landing = try Self.land(preset, Self.threeNotches)
        #expect(landing.activity == .gliding)
        #expect(abs(landing.ringX - landing.restingBarX) <= 0.5)
        #expect(abs(landing.ringX - landing.startBarX) > 5)
    }

    // With snapping, the item the ruler names the frame the motion starts is the one the scene
    // focuses at rest.
    @Test(arguments: ["coverflow", "paging-horizontal", "parallax", "flow-center"])
    func theNamedItemIsTheOneItRestsOn(_ preset: String) throws {
        for events in [Self.drag(by: -300), Self.drag(by: -40), Self.threeNotches] {
            let landing = try Self.land(preset, events)
            #expect(landing.projectedItem != nil && landing.projectedItem == landing.restingItem, "\(preset)")
        }
    }

    /// A ruler over offsets 0…1000 on a track from x 100 to 1100.
    static func ruler(offset: Double, rest: Double, looping: Bool) -> LandingRuler {
        LandingRuler(
            readout: MotionReadout(
                offset: offset, restingOffset: rest, velocity: 0, activity: .decelerating,
                range: 0...1000, isLooping: looping, restingOffsets: [], itemName: "card",
                firstItemNumber: 0, restingItem: nil, edgePull: nil, pageProgress: nil,
                focus: nil),
            track: Rect(x: 100, y: 0, width: 1000, height: 4))
    }

    // An offset's share of the range along the track; around a loop, a turn later is the same
    // place; content with ends shows a pull at most 18 points past the track.
    @Test func offsetsArePlacedByTheirShare() {
        let looping = Self.ruler(offset: 0, rest: 0, looping: true)
        #expect(looping.x(ofOffset: 250) == 350 && looping.x(ofOffset: 2250) == 350 && looping.x(ofOffset: -250) == 850)
        let bounded = Self.ruler(offset: 0, rest: 0, looping: false)
        #expect(bounded.x(ofOffset: 250) == 350 && bounded.x(ofOffset: -500) == 82 && bounded.x(ofOffset: 1e300) == 1118)
        #expect(bounded.x(ofOffset: .nan) == 600)
    }

    // The travel goes the way the content moves: back past the start of a loop, it leaves the
    // track's left end and comes in from its right end.
    @Test func aLoopsTravelCrossesTheTracksEnd() {
        #expect(Self.ruler(offset: 100, rest: -200, looping: true).travel(from: 200) == [100...200, 900...1100])
        #expect(Self.ruler(offset: 900, rest: 1200, looping: true).travel(from: 1000) == [1000...1100, 100...300])
        #expect(Self.ruler(offset: 100, rest: 400, looping: true).travel(from: 200) == [200...500])
        #expect(Self.ruler(offset: 100, rest: 5000, looping: true).travel(from: 200) == [100...1100])
        #expect(Self.ruler(offset: 600, rest: 100, looping: false).travel(from: 700) == [200...700])
    }
}
