import Foundation
import Testing
import VitrineFiles
import VitrineTestSupport

@testable import VitrineApp
@testable import VitrinePlayground

/// Every refusal and failure leaves the presets file byte for byte as it was, and no other file.
@Suite("Saving a preset into a presets file: refusals and failures lose nothing")
struct PresetsFileSavingFailureTests {
    typealias Saving = PresetsFileSavingTests

    /// A folder holding the three presets' file, its path, and its bytes.
    static func threePresets(permissions: Int = 0o644) throws -> (folder: ScratchFolder, path: String, bytes: [UInt8]) {
        let folder = try ScratchFolder()
        return (folder, folder.write(Saving.three, to: "p.json", permissions: permissions), Array(Saving.three.utf8))
    }

    @Test func namesAreChecked() throws {
        let folder = try ScratchFolder()
        let path = folder.file("p.json")
        for (name, error) in [
            ("b c", PresetsSaveError.invalidName("b c")), ("../x", .invalidName("../x")),
            ("coverflow", .builtInName("coverflow")), ("demo", .builtInName("demo")),
        ] {
            let entry = PresetEntry(name: name, configuration: ParallaxConfiguration())
            #expect(throws: error) { try Saving.save(entry, to: path) }
        }
        #expect(
            PresetsSaveError.builtInName("coverflow").description == #""coverflow" is a built-in preset; choose another name"#)
        #expect(try folder.contents() == [])
    }

    /// Settings a file cannot hold (a Showcase card spacing no built-in preset has) are refused
    /// rather than saved different.
    @Test func settingsAFileCannotHoldAreRefused() throws {
        let (folder, path, bytes) = try Self.threePresets()
        var configuration = ShowcaseConfiguration()
        configuration.lineSpacing = 3
        let error = PresetsSaveError.notReadBack(name: "odd", path: path)
        #expect(throws: error) { try Saving.save(PresetEntry(name: "odd", configuration: configuration), to: path) }
        #expect(
            error.description == "\(path): \"odd\" would not read back as it is (a setting presets files cannot hold); "
                + "nothing was saved")
        #expect(folder.bytes(of: "p.json") == bytes)
        #expect(try folder.contents() == ["p.json"])
    }

    /// A file edited since the snapshot (by an editor, or another window saving into it) gets
    /// the new preset added to it as it is now: the edit is kept, byte for byte.
    @Test func aFileEditedSinceTheSnapshotGetsThePresetWithTheEditKept() throws {
        let (folder, path, _) = try Self.threePresets()
        let snapshot = try PresetsFile.snapshot(path: path)
        let edited = Saving.three.replacingOccurrences(of: "0.8", with: "0.9")
        folder.write(edited, to: "p.json")
        try PresetsFile.save(Saving.tilted, to: path, expecting: snapshot, replacing: false)
        let before = try Saving.entries(Array(edited.utf8)), after = try Saving.entries(folder.bytes(of: "p.json") ?? [])
        #expect(before.allSatisfy { after[$0.key] == $0.value }, "the edited presets are kept byte for byte")
        #expect(try PresetsFile.load(path: path).map(\.name) == ["slow-orbit", "tall-pages", "calm-flow", "tilted"])
        #expect(folder.bytes(of: "p.json.bak") == Array(edited.utf8))

        let missing = folder.file("new.json")
        let none = try PresetsFile.snapshot(path: missing)
        folder.write(Saving.three, to: "new.json")
        try PresetsFile.save(Saving.tilted, to: missing, expecting: none, replacing: false)
        #expect(try PresetsFile.load(path: missing).map(\.name) == ["slow-orbit", "tall-pages", "calm-flow", "tilted"])
        #expect(try folder.contents() == ["new.json", "new.json.bak", "p.json", "p.json.bak"])
    }

    /// Replacing a preset of a file that changed since the snapshot is refused: the preset
    /// there now may not be the one the user agreed to replace.
    @Test func aPresetOfAFileEditedSinceTheSnapshotIsNotReplaced() throws {
        let (folder, path, _) = try Self.threePresets()
        let snapshot = try PresetsFile.snapshot(path: path)
        let edited = Saving.three.replacingOccurrences(of: "0.8", with: "0.9")
        folder.write(edited, to: "p.json")
        let entry = PresetEntry(name: "slow-orbit", configuration: ParallaxConfiguration())
        #expect(throws: PresetsSaveError.changedOnDisk(path: path)) {
            try PresetsFile.save(entry, to: path, expecting: snapshot, replacing: true)
        }
        #expect(folder.bytes(of: "p.json") == Array(edited.utf8))
        #expect(try folder.contents() == ["p.json"])
        #expect(
            PresetsSaveError.changedOnDisk(path: "p.json").description
                == "p.json: it changed on disk since it was read; nothing was saved, so that the change is kept")
    }

    @Test func aFileWithProblemsIsRefusedWithThem() throws {
        let folder = try ScratchFolder()
        let cases = [
            (
                "{\"presets\": [\n  {\"name\": \"a\", \"scene\": \"flow\"},\n  oops\n]}",
                "p.json:3:3: expected a value after ',', found 'o'"
            ),
            (
                #"{"presets": [{"name": "a", "scene": "flow", "x": 1}]}"#,
                #"p.json:1:45: presets[0]: unknown key "x"; expected one of: "#
            ),
            ("[]", "p.json:1:1: expected an object, found an array"),
            ("{\"presets\": [\"\u{FF}\"]}", "p.json:1:14: presets[0]: expected an object, found a string"),
        ]
        for (text, problem) in cases {
            let path = folder.write(text, to: "p.json")
            let error = #expect(throws: PresetsSaveError.self) { try Saving.save(Saving.tilted, to: path) }
            guard case .invalidFile(let problems)? = error else {
                Issue.record("\(String(describing: error))")
                continue
            }
            #expect(problems.description.replacingOccurrences(of: folder.path + "/", with: "").hasPrefix(problem))
            #expect(
                error?.description.hasPrefix("nothing was saved into \(path), which has problems to fix first:\n\(path):") == true
            )
            #expect(folder.bytes(of: "p.json") == Array(text.utf8))
        }
        let notText = folder.file("p.json")
        #expect(FileManager.default.createFile(atPath: notText, contents: Data([0x7B, 0xFF, 0x7D])))
        #expect(
            throws: PresetsSaveError.invalidFile(
                PresetsFileError(
                    path: notText, problems: [],
                    readFailure: "the file is not UTF-8 text"))
        ) {
            try Saving.save(Saving.tilted, to: notText)
        }
        #expect(try folder.contents() == ["p.json"])
    }

    @Test func aResultOverTheLargestFileIsRefused() throws {
        let folder = try ScratchFolder()
        let head = #"{"presets": [{"name": "a", "scene": "flow"}]"#
        let text = head + String(repeating: " ", count: PresetsFile.maximumSize - head.utf8.count - 100) + "}"
        let path = folder.write(text, to: "p.json")
        let error = #expect(throws: PresetsSaveError.self) { try Saving.save(Saving.tilted, to: path) }
        guard case .tooLarge(path, let size)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(size > PresetsFile.maximumSize)
        #expect(
            error?.description == "\(path): with the preset it would be \(size) bytes, over the largest presets file, "
                + "1 MiB (1048576 bytes); nothing was saved")
        // The core writes the largest size as the file module writes sizes.
        #expect(PresetsFile.maximumSizeText == ByteCount.text(PresetsFile.maximumSize))
        #expect(folder.bytes(of: "p.json") == Array(text.utf8))
        #expect(try folder.contents() == ["p.json"])
    }

    /// A file nobody may write: refused, by the superuser too (who could write it).
    @Test func aReadOnlyFileIsRefused() throws {
        let (folder, path, bytes) = try Self.threePresets(permissions: 0o444)
        let error = PresetsSaveError.fileFailure(
            path: path, failure: FileError(path: path, reason: "it is read-only (no one may write it)"))
        #expect(throws: error) { try Saving.save(Saving.tilted, to: path) }
        #expect(error.description == "cannot save into \(path): it is read-only (no one may write it)")
        #expect(folder.bytes(of: "p.json") == bytes)
        #expect(try folder.contents() == ["p.json"])
    }

    /// What is not a regular file is refused at once: a pipe is never waited on.
    @Test func foldersPipesAndDevicesAreRefused() throws {
        let folder = try ScratchFolder()
        mkfifo(folder.file("fifo"), 0o600)
        let none = try PresetsFile.snapshot(path: folder.file("none.json"))
        for (path, reason) in [
            (folder.path, "it is a folder, expected a file"),
            (folder.file("fifo"), "it is a named pipe (FIFO), expected a regular file"),
            ("/dev/null", "it is a device, expected a regular file"),
        ] {
            let error = PresetsSaveError.fileFailure(path: path, failure: FileError(path: path, reason: reason))
            #expect(throws: error) { try PresetsFile.snapshot(path: path) }
            #expect(throws: error) { try PresetsFile.save(Saving.tilted, to: path, expecting: none, replacing: false) }
        }
        #expect(try folder.contents() == ["fifo"])
    }

    /// A full disk while the new file is written, then while the backup is.
    @Test(arguments: [false, true])
    func aFullDiskLeavesTheFileAsItWas(whileWritingTheBackup: Bool) throws {
        let (folder, path, bytes) = try Self.threePresets()
        let newSize = bytes.count + (",\n    " + Saving.tilted.text(indentation: "    ")).utf8.count
        let capacity = whileWritingTheBackup ? newSize + 10 : 100
        let failed = whileWritingTheBackup ? path + ".bak" : path
        let error = PresetsSaveError.fileFailure(path: path, failure: FileError(path: failed, reason: "No space left on device"))
        #expect(throws: error) { try Saving.save(Saving.tilted, to: path, writer: .fillingUp(after: capacity)) }
        #expect(
            error.description == "cannot save into \(path): " + (whileWritingTheBackup ? "\(failed): " : "")
                + "No space left on device")
        #expect(folder.bytes(of: "p.json") == bytes)
        #expect(try folder.contents() == ["p.json"])
    }

    /// A real full disk, where this process may mount one.
    @Test func aRealFullDiskLeavesTheFileAsItWas() throws {
        guard let disk = ScratchDisk(size: 64 * 1024) else {
            print(
                "PresetsFileSavingFailureTests: no tmpfs can be mounted here; the full disk is tested through DescriptorWriter only"
            )
            return
        }
        let path = disk.file("p.json")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Saving.three.utf8)))
        disk.fill()
        #expect(
            throws: PresetsSaveError.fileFailure(path: path, failure: FileError(path: path, reason: "No space left on device"))
        ) {
            try Saving.save(Saving.tilted, to: path)
        }
        #expect(FileManager.default.contents(atPath: path) == Data(Saving.three.utf8))
        #expect(try disk.contents() == ["filler", "p.json"])
    }

    /// A folder no file can be made in: a read-only file system for the superuser, a folder
    /// without write permission for others.
    @Test func aReadOnlyFolderLeavesTheFileAsItWas() throws {
        let disk = getuid() == 0 ? ScratchDisk(size: 64 * 1024) : nil
        let folder = try ScratchFolder()
        let root = disk?.path ?? folder.path
        let path = root + "/p.json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Saving.three.utf8)))
        let reason: String
        if let disk {
            try #require(disk.makeReadOnly())
            reason = "it cannot be written: Read-only file system"
        } else if getuid() != 0 {
            chmod(root, 0o555)
            reason = "cannot make a new file in \(root): permission denied"
        } else {
            print("PresetsFileSavingFailureTests: the superuser without a mountable tmpfs; read-only folders are not tested")
            return
        }
        defer { chmod(root, 0o755) }
        #expect(throws: PresetsSaveError.fileFailure(path: path, failure: FileError(path: path, reason: reason))) {
            try Saving.save(Saving.tilted, to: path)
        }
        #expect(FileManager.default.contents(atPath: path) == Data(Saving.three.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["p.json"])
    }
}
