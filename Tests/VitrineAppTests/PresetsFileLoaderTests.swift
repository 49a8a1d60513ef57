import Foundation
import Testing
import VitrineJSON

@testable import VitrineApp
@testable import VitrinePlayground

@Suite("Presets file loader")
struct PresetsFileLoaderTests {
    @Test func aReloadIsReadOnAnotherThreadAndTakenOnce() throws {
        let path = NSTemporaryDirectory() + "vitrine-presets-\(UUID().uuidString).json"
        let valid =
            #"{"presets": [{"name": "slow-orbit", "scene": "showcase", "base": "circle"}, {"name": "calm-flow", "scene": "flow"}]}"#
        try valid.write(toFile: path, atomically: true, encoding: .utf8)
        let loader = PresetsFileLoader(path: path)
        #expect(!loader.isBusy && loader.takeOutcome() == nil)
        loader.load()
        #expect(loader.isBusy)
        var outcome: PresetsFileLoader.Outcome?
        for _ in 0..<1000 where outcome == nil {
            outcome = loader.takeOutcome()
            if outcome == nil { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(try outcome?.get().map(\.name) == ["slow-orbit", "calm-flow"])
        #expect(!loader.isBusy && loader.takeOutcome() == nil)
        // A file made wrong meanwhile gives its problems the same way.
        try #"{"presets": 1}"#.write(toFile: path, atomically: true, encoding: .utf8)
        loader.load()
        outcome = nil
        for _ in 0..<1000 where outcome == nil {
            outcome = loader.takeOutcome()
            if outcome == nil { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(
            throws: PresetsFileError(
                path: path,
                problems: [
                    PresetsFileProblem(
                        position: JSONPosition(line: 1, column: 13), field: "presets",
                        message: "expected an array of presets, found a number")
                ])
        ) { try outcome?.get() }
    }
}
