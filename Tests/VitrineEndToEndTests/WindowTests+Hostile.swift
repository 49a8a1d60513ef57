import Foundation
import Testing
import VitrineGeometry
import VitrineSDL

/// The window given sizes out of range, a full disk and a resize while recording.
extension WindowTests {
    /// Polls `condition` every 50 ms for up to `timeout` seconds; returns whether it held.
    func waitUntil(timeout: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return try condition()
    }

    /// The window's size as xdotool reports it: "1280x720".
    func geometry(of windowID: String) throws -> String {
        let result = try CommandRunner.run("/usr/bin/env", ["xdotool", "getwindowgeometry", windowID], timeout: 20)
        let line = result.standardOutput.split(separator: "\n").first { $0.contains("Geometry:") }
        return line.map { String($0.split(separator: " ").last ?? "") } ?? ""
    }

    @Test func scriptSizesOutOfRangeAreClampedInAWindow() throws {
        try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs an X display (make test runs Xvfb)")
        let script = CommandRunner.temporaryPath("window-sizes.txt")
        let shot = CommandRunner.temporaryPath("window-sizes.png")
        try [
            "100 resize 2147483648 1", "300 resize 32767 32767", "600 resize 65536 65536", "900 resize 70000 10",
            "1200 resize 640 360", "1500 shot \(shot)", "1600 quit",
        ].joined(separator: "\n")
            .write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--preset", "coverflow", "--script", script], timeout: 60)
        #expect(result.status == 0 && !result.endedBySignal, "\(result.standardError)")
        #expect(
            result.errorLines == [
                "vitrine: a size of 2147483648×1 is outside 1...8192 (whole points); using 8192×1",
                "vitrine: a size of 32767×32767 is outside 1...8192 (whole points); using 8192×8192",
                "vitrine: a size of 65536×65536 is outside 1...8192 (whole points); using 8192×8192",
                "vitrine: a size of 70000×10 is outside 1...8192 (whole points); using 8192×10",
            ])
        let frame = try Bitmap(contentsOfFile: shot)
        #expect(frame.width == 640 && frame.height == 360)
        #expect(frame[320, 180] == ShowcasePresetTests.coral)
    }

    @Test func anOutsideResizeBeyondTheRangeIsClamped() throws {
        let (process, windowID, _) = try openWindow(
            ["--preset", "coverflow"], readyAt: (640, 330),
            color: ShowcasePresetTests.coral)
        try xdotool(["windowsize", windowID, "32767", "32767"])
        // X hands the request to the window, which carries it out clamped: the window never has
        // the giant size, not even for the frame it would take to set it back (llvmpipe drew such
        // a frame into buffers of 32767 × 32767 and crashed).
        var sizes: Set<String> = []
        #expect(
            try waitUntil {
                let size = try geometry(of: windowID)
                sizes.insert(size)
                return size == "8192x8192"
            })
        #expect(!sizes.contains("32767x32767"), "\(sizes)")
        try xdotool(["windowsize", windowID, "1280", "720"])
        #expect(try waitUntil { try geometry(of: windowID) == "1280x720" })
        #expect(try waitUntil { try capture(windowID)[640, 330] == ShowcasePresetTests.coral })
        #expect(process.isRunning)
        try quit(process, windowID: windowID)
    }

    @Test func aRecordingSurvivesAWindowResize() throws {
        let folder = CommandRunner.temporaryPath("window-recording")
        let (process, windowID, _) = try openWindow(
            ["--preset", "coverflow", "--record", folder], readyAt: (640, 330),
            color: ShowcasePresetTests.coral)
        try xdotool(["windowsize", windowID, "640", "400"])
        #expect(try waitUntil { try capture(windowID).width == 640 })
        // A few frames at the new size, then quit.
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).count
        #expect(try waitUntil { try FileManager.default.contentsOfDirectory(atPath: folder).count > before + 4 })
        try quit(process, windowID: windowID)
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        let first = try Bitmap(contentsOfFile: "\(folder)/\(frames[0])")
        let last = try Bitmap(contentsOfFile: "\(folder)/\(frames[frames.count - 1])")
        #expect(first.width == 1280 && first.height == 720)
        #expect(last.width == 640 && last.height == 400)
        let gif = try GIFStructure(path: "\(folder)/coverflow.gif")
        #expect(gif.width == 1280 && gif.height == 720 && gif.isComplete)
    }

    @Test func exportingOnAFullDiskShowsWhyInTheWindow() throws {
        let folder = try CommandRunner.temporaryFolder("full-export")
        // No file may grow past 0 bytes: the disk is full for the export.
        let (process, windowID, _) = try openWindow(fileSizeLimit: 0, directory: folder)
        try press("s", in: windowID)
        // The notice over the status line is the error's dark red (0x8C1D2A), left of its text.
        let isErrorNotice = { (frame: Bitmap) in
            let pixel = frame[10, 3]
            return pixel.red > 110 && pixel.green < 50 && pixel.blue < 60
        }
        #expect(try waitUntil { try isErrorNotice(capture(windowID)) })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
        // The picture that was not saved makes the exit status 1.
        try press("q", in: windowID)
        #expect(CommandRunner.wait(for: process, timeout: 10) == 1)
    }
}
