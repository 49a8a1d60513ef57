import Foundation
import Testing

/// The X server going away under a running window: Vitrine says so in one line and writes the
/// profile and the recording it had.
@Suite("Losing the display")
struct DisplayLossTests {
    /// Starts an X server of its own and returns it with its display name (":N").
    static func startXServer() throws -> (Process, display: String) {
        let (server, output, _) = try CommandRunner.start(
            "/usr/bin/env",
            [
                "Xvfb", "-displayfd", "1",
                "-screen", "0", "800x600x24", "-nolisten", "tcp",
            ])
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            if let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) { return (server, ":\(number)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
        kill(server.processIdentifier, SIGKILL)
        throw XServerError.didNotStart
    }

    enum XServerError: Error { case didNotStart }

    /// Kills `server`, as a crash would end it (children of the test runner start with SIGTERM
    /// blocked), and expects `vitrine` to say so in one line on `errors` and exit with status 1.
    static func endServer(_ server: Process, expectingLossSaidBy vitrine: Process, errors: URL) throws {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        let status = CommandRunner.wait(for: vitrine, timeout: 20)
        #expect(status == 1 && vitrine.terminationReason == .exit)
        let stderr = try String(contentsOf: errors, encoding: .utf8)
        #expect(stderr == "vitrine: lost the connection to the display (the X server ended or crashed); stopping\n")
    }

    @Test func theProfileAndTheRecordingAreWrittenAndTheLossIsSaid() throws {
        let (server, display) = try Self.startXServer()
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL) } }
        let folder = CommandRunner.temporaryPath("lost-recording")
        let profile = CommandRunner.temporaryPath("lost-profile.csv")
        let (vitrine, output, errors) = try CommandRunner.start(
            CommandRunner.vitrine,
            [
                "--preset", "coverflow", "--width", "320", "--height", "240",
                "--record", folder, "--profile", profile,
            ],
            environment: ["DISPLAY": display])
        // Some frames recorded, then the server goes.
        let deadline = Date().addingTimeInterval(30)
        func frameCount() -> Int {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("frame-") }.count
        }
        while frameCount() < 10, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        try Self.endServer(server, expectingLossSaidBy: vitrine, errors: errors)
        let stdout = try String(contentsOf: output, encoding: .utf8)
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("frame-") }.count
        #expect(frames >= 10)
        #expect(stdout == "vitrine: recorded \(frames) frames as PNG in \(folder) and the GIF \(folder)/coverflow.gif\n")
        let gif = try GIFStructure(path: "\(folder)/coverflow.gif")
        #expect(gif.isComplete && gif.width == 320 && gif.frames.count >= 1)
        let rows = try String(contentsOfFile: profile, encoding: .utf8).split(separator: "\n")
        #expect(rows.first == "frame,input,layout,tessellation,submit,sync,glyphs,masks,restarts,offset,focused")
        #expect(rows.count - 1 >= frames)
    }

    // A window at rest draws nothing and waits for events: losing the display there is said
    // the same way, and the profile of the frames it drew is written.
    @Test func aWindowAtRestLosingItsDisplaySaysSo() throws {
        let (server, display) = try Self.startXServer()
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL) } }
        let profile = CommandRunner.temporaryPath("rest-lost-profile.csv")
        let (vitrine, _, errors) = try CommandRunner.start(
            CommandRunner.vitrine,
            ["--preset", "coverflow", "--width", "320", "--height", "240", "--profile", profile],
            environment: ["DISPLAY": display])
        // Drawn, then at rest for seconds: nothing more is drawn.
        Thread.sleep(forTimeInterval: 3)
        try Self.endServer(server, expectingLossSaidBy: vitrine, errors: errors)
        let rows = try String(contentsOfFile: profile, encoding: .utf8).split(separator: "\n")
        #expect(rows.count >= 2 && rows.count < 20, "\(rows.count - 1) frames drawn")
    }
}
