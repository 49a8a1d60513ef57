import Foundation
import Testing

extension WindowTests {
    // Ctrl+C in a real window: the scene's Swift is on the X clipboard (read with xclip while the
    // window owns it), saved as coverflow.swift in the current folder, and printed.
    @Test func ctrlCCopiesTheSceneAsSwift() throws {
        let folder = try CommandRunner.temporaryFolder("window-export")
        let (process, windowID, _) = try openWindow(
            ["--preset", "coverflow"], readyAt: (640, 330), color: Self.coral,
            directory: folder)
        try press("ctrl+c", in: windowID)
        let expected = try SwiftExportEndToEndTests.committed("Coverflow")
        var pasted = ""
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            pasted =
                (try? CommandRunner.run("/usr/bin/env", ["xclip", "-o", "-selection", "clipboard"], timeout: 5))?
                .standardOutput ?? ""
            if pasted == expected { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(pasted == expected)
        #expect(try String(contentsOfFile: "\(folder)/coverflow.swift", encoding: .utf8) == expected)
        try quit(process, windowID: windowID)
    }
}
