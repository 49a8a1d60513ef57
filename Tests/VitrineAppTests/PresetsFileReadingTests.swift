import Foundation
import Testing
import VitrineTestSupport

@testable import VitrineApp
@testable import VitrinePlayground

/// The host reads presets files; the core only decodes their text.
@Suite("Reading a presets file from the disk")
struct PresetsFileReadingTests {
    @Test func aFileOverTheCapIsRefusedUnread() throws {
        let path = NSTemporaryDirectory() + "vitrine-presets-\(UUID().uuidString).json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(truncate(path, 100_000_000) == 0)
        #expect(
            throws: PresetsFileError(
                path: path, problems: [],
                readFailure: "cannot read the presets file: it is 95.4 MiB; the largest file accepted is 1 MiB")
        ) {
            try PresetsFile.load(path: path)
        }
    }

    // The file as read for the save prompt: its bytes, or none; the names for --list-presets.
    @Test func aSnapshotIsTheFilesBytesOrNone() throws {
        let folder = try ScratchFolder()
        let text = #"{"presets": [{"name": "a", "scene": "flow"}, {"name": "b", "scene": "parallax"}]}"#
        let path = folder.write(text, to: "p.json")
        #expect(try PresetsFile.snapshot(path: path) == PresetsSnapshot(path: path, bytes: Array(text.utf8)))
        #expect(try PresetsFile.presetNames(path: path) == ["a", "b"])
        let missing = folder.file("none.json")
        #expect(try PresetsFile.snapshot(path: missing) == PresetsSnapshot(path: missing, bytes: nil))
        guard case .presetsFileReadFailed(let error) = App.readPresetsFile(path: folder.path) else {
            Issue.record("a folder is not a presets file")
            return
        }
        #expect(error == .fileFailure(path: folder.path, reason: "it is a folder, expected a file"))
    }
}
