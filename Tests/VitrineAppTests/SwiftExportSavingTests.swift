import Foundation
import Testing
import VitrineTestSupport

@testable import VitrineApp
@testable import VitrinePlayground

/// Ctrl+C's file: saved in one step, replacing an older export; every failure says why and
/// leaves what was there as it was.
@Suite("Saving the Swift of a scene: <preset>.swift in the current folder, nothing lost on failure")
struct SwiftExportSavingTests {
    static let file = SwiftExportFile(presetName: "coverflow", text: "// new\nimport VitrineShowcase\n")

    @Test func aNewFileIsSavedAndAnOlderExportReplaced() throws {
        let folder = try ScratchFolder()
        #expect(App.save(Self.file, in: folder.path) == .success("coverflow.swift"))
        #expect(folder.bytes(of: "coverflow.swift") == Array(Self.file.text.utf8))
        folder.write("// old\n", to: "coverflow.swift")
        #expect(App.save(Self.file, in: folder.path) == .success("coverflow.swift"))
        #expect(folder.bytes(of: "coverflow.swift") == Array(Self.file.text.utf8))
        #expect(try folder.contents() == ["coverflow.swift"])
    }

    @Test func aFolderInTheWayIsRefused() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("coverflow.swift"), withIntermediateDirectories: false)
        #expect(
            App.save(Self.file, in: folder.path)
                == .failure(SwiftExportDelivery.SavingFailure("coverflow.swift: it is a folder, expected a file")))
        #expect(FileManager.default.fileExists(atPath: folder.file("coverflow.swift/")))
        #expect(try folder.contents() == ["coverflow.swift"])
    }

    @Test func aReadOnlyOrFullDiskKeepsTheOlderExport() throws {
        guard let readOnly = ScratchDisk(size: 64 * 1024), let full = ScratchDisk(size: 64 * 1024) else {
            print("skipped: this process cannot mount a file system of its own")
            return
        }
        for disk in [readOnly, full] {
            let old = Array("// old\n".utf8)
            _ = FileManager.default.createFile(atPath: disk.file("coverflow.swift"), contents: Data(old))
            if disk === readOnly { #expect(disk.makeReadOnly()) } else { disk.fill() }
            guard case .failure(let failure) = App.save(Self.file, in: disk.path) else {
                Issue.record("saved on a \(disk === readOnly ? "read-only" : "full") disk")
                continue
            }
            #expect(failure.message.hasPrefix("coverflow.swift: "))
            #expect(FileManager.default.contents(atPath: disk.file("coverflow.swift")).map(Array.init) == old)
            #expect(try disk.contents().filter { $0 != "filler" } == ["coverflow.swift"])
        }
    }
}
