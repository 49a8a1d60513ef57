import Foundation
import Testing
@testable import VitrinePlayground

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

    @Test(arguments: [(15, "--width must be within 16...8192, got 15"), (8193, "--width must be within 16...8192, got 8193")])
    func widthOutOfRange(width: Int, expected: String) {
        #expect(message(RunOptions(width: width)) == expected)
    }

    @Test func sizeBoundsAreInclusive() {
        #expect(message(RunOptions(width: 16, height: 8192)) == nil)
    }

    @Test func framesMustBePositive() {
        #expect(message(RunOptions(frames: 0)) == "--frames must be a positive number of frames, got 0")
    }

    @Test func headlessNeedsAnEnd() {
        #expect(message(RunOptions(mode: .headless)) == "--headless needs --frames N or a --script to know when to stop")
    }

    @Test func screenshotIntoAMissingFolder() {
        #expect(message(RunOptions(screenshotPath: "/no/such/folder/x.png"))
                == "--screenshot: cannot write /no/such/folder/x.png: the folder /no/such/folder does not exist")
    }

    @Test func screenshotOntoAFolder() {
        #expect(message(RunOptions(screenshotPath: NSTemporaryDirectory())) == "--screenshot: \(NSTemporaryDirectory()) is a folder, not a file")
    }

    @Test func screenshotInTheCurrentFolderIsFine() {
        #expect(message(RunOptions(screenshotPath: "frame.png")) == nil)
    }

    @Test func unknownPresetsListTheValidOnes() throws {
        let text = try #require(message(RunOptions(preset: "nope")))
        #expect(text.hasPrefix("--preset: unknown preset 'nope'; valid presets: demo, simple-horizontal,"))
        #expect(text.hasSuffix("parallax, parallax-vertical, flow-start, flow-center, flow-end, flow-vertical"))
        #expect(Presets.names.count == 22)
        #expect(message(RunOptions(preset: "coverflow")) == nil)
    }
}
