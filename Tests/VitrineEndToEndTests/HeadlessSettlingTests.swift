import Foundation
import Testing

/// A headless script without `quit` and without `--frames` ends when the scene's motion comes to
/// rest after the script's last event, or at most 600 frames (10 seconds) after it.
@Suite("A headless script without quit ends at rest")
struct HeadlessSettlingTests {
    /// Five wheel notches toward the user, 40 ms apart: each adds one card to the glide's target.
    static let fiveNotches = (0..<5).map { "\(100 + 40 * $0) wheel 0 -1" }

    @Test(arguments: [
        ("simple-horizontal", ShowcaseLayout.lineSpacing),
        ("linear-rotate-scale", ShowcaseLayout.lineSpacing),
        ("coverflow", ShowcaseLayout.carouselLineSpacing),
    ])
    func fiveNotchesEndWithCardFiveCentered(preset: String, lineSpacing: Double) throws {
        let period = ShowcaseLayout.horizontalPeriod(height: 720, lineSpacing: lineSpacing)
        let run = try CommandRunner.headlessProfile(["--preset", preset], script: Self.fiveNotches)
        let last = try #require(run.frames.last)
        #expect(last.focusedItem == 5, "\(preset): the last frame centers card \(String(describing: last.focusedItem))")
        #expect(last.offset == 5 * period, "\(preset): the last offset is \(String(describing: last.offset))")
        // It ends at the first frame at rest: the frame before was still on its way.
        let before = try #require(run.frames.dropLast().last?.offset)
        #expect(before < 5 * period)
        // The last notch (340 ms) is played in frame ⌈340 / 16.67⌉ = 21; its glide of at most
        // 200 ms ends by frame 21 + 12, far below the cap of 600 frames.
        #expect(run.frames.count > 21 && run.frames.count <= 21 + 13, "\(run.frames.count) frames")
    }

    @Test func aShotAtTheLastEventStillEndsAtRest() throws {
        // The last entry is a screenshot, not an input: the run still waits for the glide.
        let shot = CommandRunner.temporaryPath("shot.png")
        let run = try CommandRunner.headlessProfile(
            ["--preset", "simple-horizontal"],
            script: ["100 wheel 0 -1", "120 shot \(shot)"])
        #expect(run.frames.last?.offset == ShowcaseLayout.horizontalPeriod(height: 720))
        #expect(run.frames.last?.focusedItem == 1)
        #expect(FileManager.default.fileExists(atPath: shot))
    }

    @Test func theDemoEndsWhenItsGlideEndsThoughItsItemsTurn() throws {
        // The demo's turning and tilting items never stop; only the scroll is waited for.
        let run = try CommandRunner.headlessProfile(["--preset", "demo"], script: ["110 wheel 0 -1"])
        // One notch moves one 200-point column; the notch lands on frame ⌈110 / 16.67⌉ = 7.
        #expect(run.frames.last?.offset == 200)
        #expect(run.frames.count > 8 && run.frames.count <= 7 + 13, "\(run.frames.count) frames")
    }

    @Test func aScriptWithoutMotionEndsAtItsLastEvent() throws {
        // A key that moves nothing (F1 opens the help): the run ends on the frame that plays it.
        let run = try CommandRunner.headlessProfile(["--preset", "simple-horizontal"], script: ["110 key F1"])
        #expect(run.frames.map(\.index) == Array(0...7))
    }

    @Test func aPointerHeldDownEndsAtTheCap() throws {
        // A drag never released keeps the scroll in hand: the run stops 600 frames (10 s) after
        // the frame that played the last event, frame ⌈110 / 16.67⌉ = 7.
        let script = ["0 down 640 360", "50 move 600 360", "110 move 560 360"]
        let run = try CommandRunner.headlessProfile([], script: script, timeout: 120)
        #expect(run.frames.count == 7 + 1 + 600)
        // The drag takes over at the first move past the 4-point slop (to 600) and follows the
        // pointer 1:1, lagging it by the slop: 80 points less 4, and stays there.
        #expect(run.frames.last?.offset == 76)
    }
}
