import Foundation
import Testing
import VitrinePlayground

@testable import VitrineApp

@Suite("Run options")
struct RunOptionsTests {
    func message(_ options: RunOptions) -> String? {
        do {
            try options.validate()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func defaultsAreValid() {
        #expect(message(RunOptions()) == nil)
        #expect(message(RunOptions(mode: .headless, frames: 1)) == nil)
    }

    @Test func sizesAreNotValidatedButClamped() {
        // The command line clamps them first (see `RunOptions.clamp`); validation leaves them be.
        #expect(message(RunOptions(width: 1, height: 8192)) == nil)
    }

    @Test func framesMustBePositive() {
        #expect(message(RunOptions(frames: 0)) == "--frames must be a positive number of frames, got 0")
    }

    @Test func headlessNeedsAnEnd() {
        #expect(message(RunOptions(mode: .headless)) == "--headless needs --frames N or a --script to know when to stop")
    }

    @Test func screenshotIntoAMissingFolder() {
        #expect(
            message(RunOptions(screenshotPath: "/no/such/folder/x.png"))
                == "--screenshot: cannot write /no/such/folder/x.png: the folder /no/such/folder does not exist")
    }

    @Test func screenshotOntoAFolder() {
        #expect(
            message(RunOptions(screenshotPath: NSTemporaryDirectory()))
                == "--screenshot: \(NSTemporaryDirectory()) is a folder, not a file")
    }

    @Test func screenshotInTheCurrentFolderIsFine() {
        #expect(message(RunOptions(screenshotPath: "frame.png")) == nil)
    }

    /// One-character and other odd relative paths name files in the current folder.
    @Test(arguments: ["-", "1", "a", "r", "a b.png", "ä.png", "./x.png"])
    func oddRelativePathsAreFiles(path: String) {
        #expect(message(RunOptions(screenshotPath: path)) == nil)
        var options = RunOptions()
        options.profilePath = path
        #expect(message(options) == nil)
    }

    @Test func pathsThatNameFoldersAreRefused() {
        #expect(message(RunOptions(screenshotPath: "a/")) == "--screenshot: a/ names a folder (it ends with '/'), not a file")
        #expect(message(RunOptions(screenshotPath: ".")) == "--screenshot: . is a folder, not a file")
        #expect(message(RunOptions(screenshotPath: "..")) == "--screenshot: .. is a folder, not a file")
        #expect(message(RunOptions(screenshotPath: "")) == "--screenshot needs a file path")
    }

    @Test func inputsMustBeFilesOrForScriptsPipes() {
        #expect(
            message(RunOptions(presetsPath: "/dev/null"))
                == "--presets: cannot read /dev/null: it is a device, expected a regular file")
        #expect(
            message(RunOptions(presetsPath: "/tmp")) == "--presets: cannot read /tmp: it is a folder, expected a regular file")
        #expect(message(RunOptions(scriptPath: "/dev/null")) == nil)
        #expect(message(RunOptions(scriptPath: "/tmp")) == "--script: cannot read /tmp: it is a folder, expected a regular file")
        #expect(message(RunOptions(scriptPath: "/no/such")) == "--script: cannot read /no/such: no such file")
    }

    @Test func recordingsNeedANewOrEmptyFolder() throws {
        #expect(message(RunOptions(recordPath: "/tmp")) != nil)
        #expect(message(RunOptions(recordPath: "/dev/null")) == "--record: /dev/null is a device, not a folder")
        #expect(
            message(RunOptions(recordPath: "/no/such/out"))
                == "--record: cannot make /no/such/out: the folder /no/such does not exist")
        #expect(message(RunOptions(recordPath: "r")) == nil)
        let empty = NSTemporaryDirectory() + "vitrine-empty-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        #expect(message(RunOptions(recordPath: empty)) == nil)
    }

    @Test func unknownPresetsListTheValidOnes() throws {
        let text = try #require(message(RunOptions(preset: "nope")))
        #expect(text.hasPrefix("--preset: unknown preset 'nope'; valid presets: demo, simple-horizontal,"))
        #expect(text.hasSuffix("parallax, parallax-vertical, flow-start, flow-center, flow-end, flow-vertical"))
        #expect(Presets.names.count == 23)
        #expect(message(RunOptions(preset: "coverflow")) == nil)
    }
}
