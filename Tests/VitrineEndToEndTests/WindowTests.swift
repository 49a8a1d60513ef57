import Foundation
import Testing
import VitrineGeometry
import VitrineSDL

/// The real window on an X display (`make test` runs the tests inside Xvfb), driven with
/// xdotool and photographed with ImageMagick's `import`.
@Suite("The window under X", .serialized)
struct WindowTests {
    /// Starts `vitrine`, waits for its window to be mapped and drawn, and returns the process,
    /// the window id and a capture of the window.
    ///
    /// With `fileSizeLimit`, every file the program writes is limited to that many 512-byte
    /// blocks (`ulimit -f`), as if the disk were full past it.
    func openWindow(
        _ arguments: [String] = [], readyAt ready: (x: Int, y: Int) = DemoLayout.coralPoint,
        color readyColor: RGBA8 = DemoLayout.coral, fileSizeLimit: Int? = nil,
        directory: String? = nil, width: Int = 1280
    ) throws -> (Process, windowID: String, frame: Bitmap) {
        try #require(
            ProcessInfo.processInfo.environment["DISPLAY"] != nil,
            "these tests need an X display: run them under xvfb-run, as `make test` does")
        // The window starts on coverflow; the default readiness check is the demo's coral card.
        let arguments = arguments.contains("--preset") ? arguments : ["--preset", "demo"] + arguments
        let process: Process
        if let fileSizeLimit {
            let command = "ulimit -f \(fileSizeLimit) && exec \"$0\" \"$@\""
            (process, _, _) = try CommandRunner.start(
                "/bin/sh", ["-c", command, CommandRunner.vitrine] + arguments,
                directory: directory)
        } else {
            (process, _, _) = try CommandRunner.start(CommandRunner.vitrine, arguments, directory: directory)
        }
        let search = try CommandRunner.run(
            "/usr/bin/env",
            [
                "xdotool", "search", "--sync", "--onlyvisible",
                "--name", "^Vitrine",
            ], timeout: 20)
        let windowID = try #require(
            search.standardOutput.split(separator: "\n").first.map(String.init),
            "no Vitrine window appeared: \(search.standardError)")
        // Capture until the first frames have been presented (the coral card is drawn).
        let shot = CommandRunner.temporaryPath("window.png")
        for _ in 0..<100 {
            let capture = try CommandRunner.run("/usr/bin/env", ["import", "-window", windowID, shot], timeout: 20)
            if capture.status == 0, let frame = try? Bitmap(contentsOfFile: shot), frame.width == width,
                frame[ready.x, ready.y] == readyColor
            {
                return (process, windowID, frame)
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        process.terminate()
        throw WindowTestError.neverDrawn
    }

    enum WindowTestError: Error { case neverDrawn }

    func press(_ key: String, in windowID: String) throws {
        let result = try CommandRunner.run(
            "/usr/bin/env", ["xdotool", "windowfocus", "--sync", windowID, "key", key],
            timeout: 20)
        #expect(result.status == 0, "xdotool: \(result.standardError)")
    }

    @Test func showsTheDemoAndQuitsOnQ() throws {
        let (process, windowID, frame) = try openWindow()
        #expect(frame.width == 1280 && frame.height == 720)
        #expect(frame[DemoLayout.orangeCenter.x, DemoLayout.orangeCenter.y] == DemoLayout.orange)
        #expect(frame[DemoLayout.outsideOrangeCorner.x, DemoLayout.outsideOrangeCorner.y] == DemoLayout.background)
        #expect(frame[DemoLayout.emptyPoint.x, DemoLayout.emptyPoint.y] == DemoLayout.background)
        // The status line ("Vitrine · Demo · 60 fps") puts light text in the top-left band.
        var lightPixels = 0
        for y in 14..<40 {
            for x in 20..<230 where frame[x, y].red > 160 && frame[x, y].green > 160 { lightPixels += 1 }
        }
        #expect(lightPixels > 200)
        try quit(process, windowID: windowID)
    }

    @Test func escapeQuitsToo() throws {
        let (process, windowID, _) = try openWindow()
        try press("Escape", in: windowID)
        #expect(CommandRunner.wait(for: process, timeout: 10) == 0)
    }

    /// Presses Q and expects the app to end with status 0 within 10 seconds.
    func quit(_ process: Process, windowID: String) throws {
        try press("q", in: windowID)
        #expect(CommandRunner.wait(for: process, timeout: 10) == 0)
    }

    /// Turns the wheel one notch forward over the window's center; returns the window once the
    /// glide has ended.
    @discardableResult
    func turnWheelOneNotchForward(in windowID: String) throws -> Bitmap {
        try xdotool(["mousemove", "--window", windowID, "640", "360", "click", "5"])
        return try captureAtRest(windowID)
    }

    /// Captures the window until two captures in a row show the same picture below the status
    /// line (whose frame rate changes), for up to `timeout` seconds: the motion has ended.
    func captureAtRest(_ windowID: String, timeout: Double = 10) throws -> Bitmap {
        let deadline = Date().addingTimeInterval(timeout)
        var previous = try capture(windowID)
        while Date() < deadline {
            let frame = try capture(windowID)
            if frame.width == previous.width, frame.height == previous.height,
                Self.changedShare(previous, frame, x: 0..<frame.width, y: min(60, frame.height)..<frame.height) == 0
            {
                return frame
            }
            previous = frame
        }
        return previous
    }

    /// Captures the window until `measure` gives the same value on two captures in a row, for up
    /// to `timeout` seconds, and returns that value: what it measures has come to rest even if
    /// something else on screen (the demo's turning square) keeps moving.
    func measureAtRest<Value: Equatable>(
        _ windowID: String, timeout: Double = 10,
        _ measure: (Bitmap) -> Value
    ) throws -> Value {
        let deadline = Date().addingTimeInterval(timeout)
        var previous = measure(try capture(windowID))
        while Date() < deadline {
            let value = measure(try capture(windowID))
            if value == previous { return value }
            previous = value
        }
        return previous
    }

    func xdotool(_ arguments: [String]) throws {
        let result = try CommandRunner.run("/usr/bin/env", ["xdotool"] + arguments, timeout: 20)
        #expect(result.status == 0, "xdotool \(arguments): \(result.standardError)")
    }

    /// Captures the window until `condition` holds of the capture, for up to `timeout`
    /// seconds; returns the last capture (which the caller's expectations then judge).
    func capture(_ windowID: String, timeout: Double = 10, until condition: (Bitmap) -> Bool) throws -> Bitmap {
        let deadline = Date().addingTimeInterval(timeout)
        var frame = try capture(windowID)
        while !condition(frame), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            frame = try capture(windowID)
        }
        return frame
    }

    func capture(_ windowID: String) throws -> Bitmap {
        let shot = CommandRunner.temporaryPath("scrolled.png")
        let result = try CommandRunner.run("/usr/bin/env", ["import", "-window", windowID, shot], timeout: 20)
        #expect(result.status == 0, "import: \(result.standardError)")
        return try Bitmap(contentsOfFile: shot)
    }

    @Test func theWheelScrollsOneColumnForward() throws {
        let (process, windowID, frame) = try openWindow()
        #expect(ScrollingTests.capsuleCenter(frame) == 540)
        // One notch forward: one 200-point column.
        try xdotool(["mousemove", "--window", windowID, "640", "360", "click", "5"])
        _ = try capture(windowID) { ScrollingTests.capsuleCenter($0) != 540 }
        let center = try measureAtRest(windowID, ScrollingTests.capsuleCenter)
        #expect(center.map { abs($0 - 340) <= 1 } == true, "capsule at \(String(describing: center))")
        try quit(process, windowID: windowID)
    }

    @Test func aDragMovesTheContentWithThePointer() throws {
        let (process, windowID, _) = try openWindow()
        // Press at x = 800, step 5 points left (past the 4-point slop: the drag takes over,
        // lagging by the slop), go on to x = 605 and hold still before letting go, so that
        // nothing flings: the content follows the 195 points less the slop, and the capsule
        // moves from 540 to 349.
        try xdotool(["mousemove", "--window", windowID, "800", "400", "mousedown", "1"])
        var x = 795
        while x >= 605 {
            try xdotool(["mousemove", "--window", windowID, "\(x)", "400"])
            x -= 10
        }
        Thread.sleep(forTimeInterval: 0.3)
        try xdotool(["mouseup", "1"])
        let center = try measureAtRest(windowID, ScrollingTests.capsuleCenter)
        #expect(center.map { abs($0 - 349) <= 1 } == true, "capsule at \(String(describing: center))")
        try quit(process, windowID: windowID)
    }

    @Test func oneNotchMovesTheCenteredShowcaseCardByOneSlot() throws {
        let coral = ShowcasePresetTests.coral, orange = ShowcasePresetTests.orange
        let (process, windowID, frame) = try openWindow(["--preset", "simple-horizontal"], readyAt: (640, 330), color: coral)
        // Card 0 is centered, card 1 one slot (242.8 points) to the right.
        #expect(frame[883, 330] == orange)
        let after = try turnWheelOneNotchForward(in: windowID)
        // Card 1 is centered now and card 0 one slot to the left.
        #expect(after[640, 330] == orange)
        #expect(after[397, 330] == coral)
        try quit(process, windowID: windowID)
    }

    @Test func oneNotchTurnsTheParallaxStoryByOnePage() throws {
        let blue = RGBA8(red: 0x25, green: 0x63, blue: 0xEB), violet = RGBA8(red: 0x7C, green: 0x3A, blue: 0xED)
        // Page 1 at rest: the blue card is centered at (0.3 · 1280, 0.55 · 720) = (384, 396).
        let (process, windowID, _) = try openWindow(["--preset", "parallax"], readyAt: (384, 336), color: blue)
        let after = try turnWheelOneNotchForward(in: windowID)
        // Page 2 at rest: page 1 played to its end, the card is a violet circle at (640, 396).
        #expect(after[700, 396] == violet, "\(after[700, 396])")
        #expect(after[384, 336] != blue)
        try quit(process, windowID: windowID)
    }
}
