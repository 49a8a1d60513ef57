import Foundation
import Testing
import VitrineGeometry
import VitrineSDL

@Suite("Headless frames from the real binary", .serialized)
struct HeadlessTests {
    @Test func screenshotShowsTheDemoItems() throws {
        let path = CommandRunner.temporaryPath("frame.png")
        let result = try CommandRunner.vitrine(["--headless", "--preset", "demo", "--frames", "3", "--screenshot", path])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let frame = try Bitmap(contentsOfFile: path)
        #expect(frame.width == 1280 && frame.height == 720)
        #expect(frame[DemoLayout.coralPoint.x, DemoLayout.coralPoint.y] == DemoLayout.coral)
        #expect(frame[DemoLayout.orangeCenter.x, DemoLayout.orangeCenter.y] == DemoLayout.orange)
        #expect(frame[DemoLayout.outsideOrangeCorner.x, DemoLayout.outsideOrangeCorner.y] == DemoLayout.background)
        #expect(frame[DemoLayout.emptyPoint.x, DemoLayout.emptyPoint.y] == DemoLayout.background)
    }

    @Test func sizeFlagsSetTheFrameSize() throws {
        let path = CommandRunner.temporaryPath("small.png")
        let result = try CommandRunner.vitrine([
            "--headless", "--preset", "demo", "--frames", "1", "--width", "640", "--height", "360",
            "--screenshot", path,
        ])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let frame = try Bitmap(contentsOfFile: path)
        #expect(frame.width == 640 && frame.height == 360)
    }

    @Test func scriptTakesShotsAtItsTimesAndQuits() throws {
        let early = CommandRunner.temporaryPath("early.png"), late = CommandRunner.temporaryPath("late.png")
        let script = CommandRunner.temporaryPath("script.txt")
        try """
        # two shots a second apart, then quit
        0 shot \(early)
        1000 shot \(late)
        1000 quit
        """.write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--headless", "--preset", "demo", "--script", script])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let first = try Bitmap(contentsOfFile: early), second = try Bitmap(contentsOfFile: late)
        // The green card of cell (3, 0) turns at 0.35 rad/s, so a second later the frames differ
        // there, while the still coral card is the same.
        #expect(
            first[DemoLayout.coralPoint.x, DemoLayout.coralPoint.y] == second[DemoLayout.coralPoint.x, DemoLayout.coralPoint.y])
        #expect(first.bytes != second.bytes)
    }

    @Test func scriptResizeChangesTheFrame() throws {
        let shot = CommandRunner.temporaryPath("resized.png"), script = CommandRunner.temporaryPath("resize.txt")
        try "0 resize 800 600\n50 shot \(shot)\n50 quit\n".write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--headless", "--preset", "demo", "--script", script])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let frame = try Bitmap(contentsOfFile: shot)
        #expect(frame.width == 800 && frame.height == 600)
    }

    /// A frame the script makes larger or smaller is drawn whole: pixel for pixel the frame of
    /// a run that starts at that size (a larger one was once cut off at the first size).
    @Test(arguments: [[640, 360, 1280, 720], [1280, 720, 640, 360], [1280, 720, 1, 1]])
    func resizedFrameIsTheFrameOfARunStartedAtThatSize(sizes: [Int]) throws {
        let (first, second) = ((sizes[0], sizes[1]), (sizes[2], sizes[3]))
        let resized = try CommandRunner.headlessShots(
            ["--width", "\(first.0)", "--height", "\(first.1)"],
            script: ["0 resize \(second.0) \(second.1)"], at: [50])[0]
        let started = try CommandRunner.headlessShots(
            ["--width", "\(max(second.0, 16))", "--height", "\(max(second.1, 16))"],
            script: ["0 resize \(second.0) \(second.1)"], at: [50])[0]
        #expect(resized.width == second.0 && resized.height == second.1)
        #expect(resized.bytes == started.bytes)
        if second.0 > 16 {
            #expect(resized[second.0 - 1, second.1 - 1] == DemoLayout.background)
        }
    }
}
