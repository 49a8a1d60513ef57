import Foundation
import Testing
import VitrineFiles
import VitrineSDL

/// Sizes, times and outputs a hostile tester gave.
extension HostileInputTests {
    // MARK: 4. Sizes

    @Test func flagSizesOutOfRangeAreClampedWithAWarning() throws {
        let shot = CommandRunner.temporaryPath("clamped.png")
        let result = try CommandRunner.vitrine([
            "--headless", "--preset", "demo", "--frames", "1", "--width", "0", "--height", "2147483648",
            "--screenshot", shot,
        ])
        #expect(result.status == 0 && !result.endedBySignal, "\(result.standardError)")
        #expect(
            result.standardError == "vitrine: --width 0 is outside 1...8192; using 1\n"
                + "vitrine: --height 2147483648 is outside 1...8192; using 8192\n")
        let frame = try Bitmap(contentsOfFile: shot)
        #expect(frame.width == 1 && frame.height == 8192)
    }

    @Test func scriptSizesOutOfRangeAreClampedWithTheLine() throws {
        let script = CommandRunner.temporaryPath("sizes.txt")
        let shot = CommandRunner.temporaryPath("sizes.png")
        try "0 resize 2147483648 1\n100 resize 70000 10\n200 resize 0.4 3\n300 shot \(shot)\n320 quit\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--headless", "--preset", "demo", "--script", script])
        #expect(result.status == 0 && !result.endedBySignal, "\(result.standardError)")
        #expect(
            result.errorLines == [
                "vitrine: line 1 of the script: a size of 2147483648×1 is outside 1...8192 (whole points); using 8192×1",
                "vitrine: line 2 of the script: a size of 70000×10 is outside 1...8192 (whole points); using 8192×10",
                "vitrine: line 3 of the script: a size of 0.4×3 is outside 1...8192 (whole points); using 1×3",
            ])
        let frame = try Bitmap(contentsOfFile: shot)
        #expect(frame.width == 1 && frame.height == 3)
    }

    // MARK: 5. Far times

    @Test func aFarScriptTimeIsAnErrorWithTheLine() throws {
        let script = CommandRunner.temporaryPath("far.txt")
        try "0 move 1 1\n1e21 quit\n".write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--headless", "--preset", "demo", "--check", "--script", script])
        #expect(result.status == 1 && !result.endedBySignal)
        #expect(
            result.standardError == "vitrine: \(script):2: time 1e21 is beyond the latest time a script can use, "
                + "1000000000 ms (about 11.6 days)\n")
    }

    // MARK: 8. Long key lines

    @Test func aKeyLineOfManyModifiersIsOneLineOfError() throws {
        let script = CommandRunner.temporaryPath("chord.txt")
        let line = "0 key " + String(repeating: "Shift+", count: 100_000) + "Tab"
        try (line + "\n10 quit\n").write(toFile: script, atomically: true, encoding: .utf8)
        // A quadratic parser took 27 s here; the limit of the run is far below that.
        let result = try CommandRunner.vitrine(["--headless", "--preset", "demo", "--script", script], timeout: 10)
        #expect(result.status == 1 && !result.endedBySignal)
        #expect(
            result.standardError == "vitrine: \(script):1: line is \(line.count) characters long; "
                + "a script line may have at most 4096 characters\n")
    }

    // MARK: 6. Recording across resizes

    @Test func aRecordingSurvivesResizes() throws {
        let folder = CommandRunner.temporaryPath("resized-recording")
        let script = CommandRunner.temporaryPath("resizes.txt")
        try "0 wheel 0 -1\n50 resize 320 480\n100 resize 1 1\n150 resize 1280 720\n200 quit\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine([
            "--headless", "--preset", "demo", "--width", "640", "--height", "360", "--script", script,
            "--record", folder,
        ])
        #expect(result.status == 0 && !result.endedBySignal, "\(result.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files.count == 14 && files.first == "demo.gif" && files.last == "frame-00013.png", "\(files)")
        // Every PNG has its frame's own size; the GIF's frames all have the first one's.
        let sizes = try (1...13).map { try Bitmap(contentsOfFile: "\(folder)/frame-\(String(format: "%05d", $0)).png") }
            .map { "\($0.width)x\($0.height)" }
        #expect(
            sizes == [
                "640x360", "640x360", "640x360", "320x480", "320x480", "320x480", "1x1", "1x1", "1x1",
                "1280x720", "1280x720", "1280x720", "1280x720",
            ])
        // Frames 1, 3, …, 13 go to the GIF: those of 320 × 480, 1 × 1 and 1280 × 720 are fitted into 640 × 360.
        let gif = try GIFStructure(path: "\(folder)/demo.gif")
        #expect(gif.width == 640 && gif.height == 360)
        #expect(gif.frames.allSatisfy { $0.maxX <= 640 && $0.maxY <= 360 })
        #expect(gif.isComplete)
        #expect(result.standardOutput.contains("vitrine: 5 GIF frames of another size than the first were scaled to fit it"))
    }
}
