import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// The wheel over the open panel is the panel's, and does nothing; beside it, it scrolls.
@Suite("The wheel and the panel")
struct PanelWheelTests {
    static let viewport = Size(width: 1280, height: 720)
    /// Inside the panel's rows at 1280 × 720 (the panel spans x = 888…1268 from y = 52).
    static let overPanel = Point(x: 1078, y: 200)
    /// Left of the panel, over the scene.
    static let besidePanel = Point(x: 400, y: 360)
    /// The distance between card centers in simple-horizontal at 1280 × 720: 16 + 0.75 · 302.4.
    // The card 226.8 points wide (302.4 · 0.75, to a hundredth) and the spacing of 16.
    static let period = 242.8

    /// A core on simple-horizontal with the panel open (Tab at time 0).
    static func coreWithPanel() throws -> PlaygroundCore {
        var core = try PlaygroundCore(preset: "simple-horizontal", viewport: viewport)
        _ = PlaygroundCoreTests.press(.tab, in: &core)
        #expect(core.panel.isOpen)
        return core
    }

    /// One notch toward the user at 0.1 s, then frames to 1 s (a glide takes at most 0.2 s);
    /// returns the offset then.
    static func offsetAfterNotch(_ wheel: WheelInput, in core: inout PlaygroundCore) -> Double? {
        _ = core.handle(.wheel(wheel), at: 0.1)
        for index in 6...60 { PlaygroundCoreTests.frame(index, of: &core) }
        return core.scrollOffset
    }

    @Test func aNotchOverThePanelLeavesTheSceneWhereItWas() throws {
        var core = try Self.coreWithPanel()
        let notch = WheelInput(dx: 0, dy: -1, kind: .notched, position: Self.overPanel)
        #expect(Self.offsetAfterNotch(notch, in: &core) == 0)
        #expect(!core.isSceneMoving && core.panel.isOpen)
    }

    @Test func aNotchBesideThePanelScrollsOneCard() throws {
        var core = try Self.coreWithPanel()
        let notch = WheelInput(dx: 0, dy: -1, kind: .notched, position: Self.besidePanel)
        #expect(Self.offsetAfterNotch(notch, in: &core) == Self.period)
        #expect(core.focusedItem == 1)
    }

    @Test func aTouchpadOverThePanelDoesNothingEither() throws {
        var core = try Self.coreWithPanel()
        let swipe = WheelInput(dx: 0, dy: -0.5, kind: .continuous, position: Self.overPanel)
        #expect(Self.offsetAfterNotch(swipe, in: &core) == 0)
    }

    @Test func aWheelWithoutAPositionIsWhereThePointerLastWas() throws {
        var core = try Self.coreWithPanel()
        _ = core.handle(.pointerMoved(Self.overPanel), at: 0.05)
        #expect(Self.offsetAfterNotch(WheelInput(dx: 0, dy: -1, kind: .notched), in: &core) == 0)
        // The pointer moves beside the panel: the next notch scrolls.
        _ = core.handle(.pointerMoved(Self.besidePanel), at: 1.05)
        _ = core.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)), at: 1.1)
        for index in 66...120 { PlaygroundCoreTests.frame(index, of: &core) }
        #expect(core.scrollOffset == Self.period)
    }

    @Test func aWheelWithNoPositionKnownScrolls() throws {
        // Nothing says where the pointer is: the scene takes the wheel, as before the panel.
        var core = try Self.coreWithPanel()
        #expect(Self.offsetAfterNotch(WheelInput(dx: 0, dy: -1, kind: .notched), in: &core) == Self.period)
    }

    @Test func withThePanelClosedTheWheelScrollsEverywhere() throws {
        var core = try PlaygroundCore(preset: "simple-horizontal", viewport: Self.viewport)
        let notch = WheelInput(dx: 0, dy: -1, kind: .notched, position: Self.overPanel)
        #expect(Self.offsetAfterNotch(notch, in: &core) == Self.period)
    }

    @Test func belowThePanelsRowsTheWheelDoesNothing() throws {
        // The panel's column reaches the window's bottom: below its rows, the wheel is the
        // panel's and never the scene's; left of the column it is the scene's. simple-horizontal
        // lists 29 rows (six above its settings, thirteen settings, ten of numbers and their
        // notes), which all fit in a window 800 points tall: from y 64 to 760, the panel's area
        // ending a margin lower, at 772.
        let tall = Size(width: 1280, height: 800)
        func coreWithPanel() throws -> PlaygroundCore {
            var core = try PlaygroundCore(preset: "simple-horizontal", viewport: tall)
            _ = PlaygroundCoreTests.press(.tab, in: &core)
            return core
        }
        var core = try coreWithPanel()
        let rows = core.panel.rows(for: core.scene, in: core.panelRoom)
        let bottom = Panel.frame(around: rows, in: core.panelRoom).maxY
        try #require(rows.count == 29 && bottom == 772 && core.panelRoom.minX == 876)
        let below = WheelInput(dx: 0, dy: -1, kind: .notched, position: Point(x: 1078, y: 790))
        #expect(Self.offsetAfterNotch(below, in: &core) == 0)
        var fresh = try coreWithPanel()
        let period = try #require(fresh.scene as? ShowcaseScene).showcase.layout.period
        let beside = WheelInput(dx: 0, dy: -1, kind: .notched, position: Point(x: 860, y: 790))
        #expect(Self.offsetAfterNotch(beside, in: &fresh) == period)
    }

    // Issue 33's report: two notches over a heading of a panel too tall for its window scrolled
    // the rows with the first and, with the second, changed whatever number the first had
    // brought under the pointer (30° → 25°). The turn now goes on scrolling the rows while the
    // pointer stays and the notches keep coming; a notch after a pause, or after the pointer
    // moved, is the number's again.
    @Test func aTurnThatScrollsTheRowsNeverChangesANumberThatScrollsUnderIt() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Size(width: 1280, height: 400))
        _ = PlaygroundCoreTests.press(.tab, in: &core)
        // The panel lays itself out in the interface's points; the wheel comes in the window's.
        let room = core.panelRoom, scale = core.interfaceScale
        func hit(_ core: PlaygroundCore, at point: Point) -> PanelHit? {
            core.panel.hit(at: Point(x: point.x / scale, y: point.y / scale), scene: core.scene, in: room)
        }
        // A point of the panel over no number, where a number's value lies once the rows
        // have scrolled to their end (the numbers are below the window at first).
        var scrolled = core
        scrolled.panel.scroll(by: 10_000, rowCount: scrolled.panel.contents(for: scrolled.scene).count, in: room)
        let points = core.panel.rows(for: core.scene, in: room).flatMap { row in
            stride(from: row.frame.minX, to: row.frame.maxX, by: 4).map { Point(x: $0 * scale, y: row.frame.midY * scale) }
        }
        let pointer = try #require(
            points.first { point in
                if case .parameter = hit(core, at: point) { return false }
                if case .parameter(_, 0) = hit(scrolled, at: point) { return true }
                return false
            })
        let before = core.scene.parameters.map(\.value)
        let notch = WheelInput(dx: 0, dy: -1, kind: .notched, position: pointer)
        for index in 0..<8 { _ = core.handle(.wheel(notch), at: 1 + Double(index) / 10) }
        // The rows scrolled to their end, bringing numbers under the still pointer...
        let count = core.panel.contents(for: core.scene).count
        #expect(Panel.maximumScroll(rowCount: count, in: room) > 0)
        #expect(core.panel.scrollOffset == Panel.maximumScroll(rowCount: count, in: room))
        guard case .parameter = hit(core, at: pointer) else {
            Issue.record(
                "expected a number under the pointer once the rows scrolled, found \(String(describing: hit(core, at: pointer)))")
            return
        }
        // ...and not one of the turn's notches changed a number.
        #expect(core.scene.parameters.map(\.value) == before)
        // After a pause the wheel over the number steps it again.
        _ = core.handle(.wheel(notch), at: 3)
        let stepped = core.scene.parameters.map(\.value)
        #expect(stepped != before)
        // So it does while the pointer stays, the turn being the number's now.
        _ = core.handle(.wheel(notch), at: 3.1)
        #expect(core.scene.parameters.map(\.value) != stepped)
    }
}
