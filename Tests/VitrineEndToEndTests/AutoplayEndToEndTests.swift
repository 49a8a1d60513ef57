import Testing

/// The autoplay and the wheel policy through the binary: keys and pointer events in a script,
/// the focused card read back from `--profile`, frame by frame (60 a second, headless).
@Suite("Autoplay and the wheel policy, headless")
struct AutoplayEndToEndTests {
    /// The focused card at `seconds` into the run (frame `seconds · 60`).
    static func focused(at seconds: Double, in run: CommandRunner.ProfiledRun) throws -> Int? {
        let index = Int((seconds * 60).rounded())
        return try #require(run.frames.first { $0.index == index }, "no frame \(index)").focusedItem
    }

    // K at 0 turns coverflow's autoplay on (3 s, forward): cards 1 and 2 at 3 and 6 s. J at
    // 6.5 s makes the pointer over the scene pause it too; the pointer comes over the scene at
    // 7 s, and the step due at 9 s never comes. It leaves the window at 10 s (`leave`, SDL's
    // window leave): the autoplay goes on 2 s later, at 12 s, and steps to card 3 a whole delay
    // after, at 15 s.
    @Test func kTurnsCoverflowByItselfAndThePointerLeavingEndsTheHoversPause() throws {
        let run = try CommandRunner.headlessProfile(
            ["--preset", "coverflow"],
            script: ["0 key K", "6500 key J", "7000 move 640 360", "10000 leave", "16000 quit"])
        #expect(try Self.focused(at: 2.95, in: run) == 0)
        #expect(try Self.focused(at: 3.6, in: run) == 1)
        #expect(try Self.focused(at: 5.95, in: run) == 1)
        #expect(try Self.focused(at: 6.6, in: run) == 2)
        // Held over the scene, then resuming: still card 2 until the step at 15 s.
        for seconds in stride(from: 6.6, through: 14.95, by: 0.25) {
            #expect(try Self.focused(at: seconds, in: run) == 2, "at \(seconds) s")
        }
        let firstOnThree = try #require(run.frames.first { $0.focusedItem == 3 }).index
        #expect(firstOnThree > 900 && firstOnThree < 930, "card 3 first focused at frame \(firstOnThree)")
        #expect(run.frames.last?.focusedItem == 3)
    }

    // Three notches 20 ms apart are one gesture: smooth, they glide three cards on; with W (one
    // item per gesture), exactly one.
    @Test func wMakesABurstOfNotchesTurnOneCard() throws {
        let notches = ["500 wheel 0 -1 640 360", "520 wheel 0 -1 640 360", "540 wheel 0 -1 640 360", "2000 quit"]
        let smooth = try CommandRunner.headlessProfile(["--preset", "coverflow"], script: notches)
        #expect(smooth.frames.last?.focusedItem == 3)
        let oneEach = try CommandRunner.headlessProfile(["--preset", "coverflow"], script: ["0 key W"] + notches)
        #expect(oneEach.frames.last?.focusedItem == 1)
    }
}
