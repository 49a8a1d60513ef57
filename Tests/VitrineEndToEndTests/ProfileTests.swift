import Foundation
import Testing

/// The `--profile` CSV's motion columns: the scroll offset and the focused item of every frame.
@Suite("The profile's motion columns")
struct ProfileTests {
    @Test func aWheelNotchShowsInTheOffsetAndTheFocusedCard() throws {
        let period = ShowcaseLayout.horizontalPeriod(height: 720)
        let run = try CommandRunner.headlessProfile(
            ["--preset", "simple-horizontal"],
            script: ["100 wheel 0 -1", "600 quit"])
        // Frames 0…36: the quit at 600 ms lands on frame ⌈600 / 16.67⌉ = 36.
        #expect(run.frames.map(\.index) == Array(0...36))
        #expect(run.frames.first == CommandRunner.ProfiledFrame(index: 0, offset: 0, focusedItem: 0))
        // The glide of one notch (at most 200 ms) rests exactly one period along, card 1 centered.
        #expect(run.frames.last == CommandRunner.ProfiledFrame(index: 36, offset: period, focusedItem: 1))
        // Before the notch nothing moves; after it the offset only grows.
        let offsets = run.offsets.compactMap { $0 }
        #expect(offsets.count == run.frames.count)
        #expect(offsets.prefix(6).allSatisfy { $0 == 0 })
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func theDemoHasAnOffsetButNoFocusedItem() throws {
        let run = try CommandRunner.headlessProfile(["--preset", "demo"], script: ["0 key Right", "500 quit"])
        // A key moves one 200-point column of the 1280-point-wide grid.
        #expect(run.frames.last?.offset == 200)
        #expect(run.frames.allSatisfy { $0.focusedItem == nil })
    }

    @Test func profileRowsReadEmptyFieldsAsNone() throws {
        let csv =
            "frame,input,layout,tessellation,submit,sync,glyphs,masks,restarts,offset,focused\n"
            + "0,0.1,0.1,0.1,0.1,0.1,0,0,0,12.5,\n1,0.1,0.1,0.1,0.1,0.1,0,0,0,,3\n"
        #expect(
            try CommandRunner.profiledFrames(csv: csv) == [
                CommandRunner.ProfiledFrame(index: 0, offset: 12.5, focusedItem: nil),
                CommandRunner.ProfiledFrame(index: 1, offset: nil, focusedItem: 3),
            ])
    }
}
