import Foundation
import Testing

/// The wheel over the open panel, from the real binary: it leaves the scene alone; beside the
/// panel it scrolls.
@Suite("The wheel over the panel, headless")
struct HeadlessPanelTests {
    static let period = ShowcaseLayout.horizontalPeriod(height: 720)

    @Test func aNotchOverThePanelLeavesTheOffsetUnchanged() throws {
        // The panel spans x = 888…1268 from y = 52 at 1280 × 720; (1078, 200) is on its rows.
        let run = try CommandRunner.headlessProfile(
            ["--preset", "simple-horizontal"],
            script: ["0 key Tab", "110 wheel 0 -1 1078 200"])
        #expect(run.offsets.allSatisfy { $0 == 0 }, "\(run.offsets)")
        #expect(run.frames.last?.focusedItem == 0)
        // Nothing moved, so the run ends on the frame that played the notch, ⌈110 / 16.67⌉ = 7.
        #expect(run.frames.count == 8)
    }

    @Test func aNotchBesideThePanelScrollsOneCard() throws {
        let run = try CommandRunner.headlessProfile(
            ["--preset", "simple-horizontal"],
            script: ["0 key Tab", "110 wheel 0 -1 400 360"])
        #expect(run.frames.last?.offset == Self.period)
        #expect(run.frames.last?.focusedItem == 1)
    }

    @Test func aNotchWithoutAPositionIsWhereThePointerMoved() throws {
        let over = try CommandRunner.headlessProfile(
            ["--preset", "simple-horizontal"],
            script: ["0 key Tab", "50 move 1078 200", "110 wheel 0 -1"])
        #expect(over.offsets.allSatisfy { $0 == 0 })
        let beside = try CommandRunner.headlessProfile(
            ["--preset", "simple-horizontal"],
            script: ["0 key Tab", "50 move 400 360", "110 wheel 0 -1"])
        #expect(beside.frames.last?.offset == Self.period)
    }
}
