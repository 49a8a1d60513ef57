import Foundation
import Testing
import VitrineFiles
import VitrineTestSupport

@Suite("Updating a file: only the version read, in one step, with a backup, nothing lost")
struct FileUpdateTests {
    static let limit = 1 << 20

    @Test func makesAMissingFileWithoutABackup() throws {
        let folder = try ScratchFolder()
        let snapshot = try FileSnapshot.read(folder.file("p.json"), maximumSize: Self.limit)
        #expect(!snapshot.exists)
        try FileUpdate.write(Array("new".utf8), over: snapshot)
        #expect(folder.bytes(of: "p.json") == Array("new".utf8))
        #expect(try folder.contents() == ["p.json"])
    }

    @Test func replacesTheFileKeepingTheOldOneAsBackupAndThePermissions() throws {
        let folder = try ScratchFolder()
        folder.write("old .bak", to: "p.json.bak")
        let path = folder.write("old", to: "p.json", permissions: 0o640)
        try FileUpdate.write(Array("new".utf8), over: try FileSnapshot.read(path, maximumSize: Self.limit))
        #expect(folder.bytes(of: "p.json") == Array("new".utf8))
        #expect(folder.bytes(of: "p.json.bak") == Array("old".utf8))
        #expect(folder.permissions(of: "p.json") == 0o640 && folder.permissions(of: "p.json.bak") == 0o640)
        #expect(try folder.contents() == ["p.json", "p.json.bak"])
    }

    @Test func aFileChangedSinceItWasReadIsLeftAsItIs() throws {
        let folder = try ScratchFolder()
        let path = folder.write("old", to: "p.json")
        let snapshot = try FileSnapshot.read(path, maximumSize: Self.limit)
        folder.write("edited elsewhere", to: "p.json")
        #expect(throws: FileUpdateError.changed(path: path)) { try FileUpdate.write(Array("new".utf8), over: snapshot) }
        #expect(folder.bytes(of: "p.json") == Array("edited elsewhere".utf8))
        #expect(try folder.contents() == ["p.json"])
    }

    @Test func aFileMadeOrRemovedSinceItWasReadIsAChangeToo() throws {
        let folder = try ScratchFolder()
        let path = folder.file("p.json")
        let missing = try FileSnapshot.read(path, maximumSize: Self.limit)
        folder.write("made elsewhere", to: "p.json")
        #expect(throws: FileUpdateError.changed(path: path)) { try FileUpdate.write([1], over: missing) }
        #expect(folder.bytes(of: "p.json") == Array("made elsewhere".utf8))

        let present = try FileSnapshot.read(path, maximumSize: Self.limit)
        try FileManager.default.removeItem(atPath: path)
        #expect(throws: FileUpdateError.changed(path: path)) { try FileUpdate.write([1], over: present) }
        #expect(try folder.contents() == [])
    }

    @Test func aSymbolicLinkIsKeptAndItsFileUpdated() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: false)
        folder.write("old", to: "real/p.json")
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.json"), withDestinationPath: "real/p.json")
        try FileUpdate.write(Array("new".utf8), over: try FileSnapshot.read(folder.file("link.json"), maximumSize: Self.limit))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.json")) == "real/p.json")
        #expect(folder.bytes(of: "real/p.json") == Array("new".utf8))
        #expect(folder.bytes(of: "real/p.json.bak") == Array("old".utf8))
        #expect(try folder.contents() == ["link.json", "real"])
    }

    /// A full disk, as a writer that fills up: while the new file is written, then while the
    /// backup is. The file, the old backup and the folder stay as they were.
    @Test(arguments: [2, 40])
    func aFullDiskLeavesEverythingAsItWas(capacity: Int) throws {
        let folder = try ScratchFolder()
        folder.write("previous backup", to: "p.json.bak")
        let path = folder.write("old contents", to: "p.json")
        let snapshot = try FileSnapshot.read(path, maximumSize: Self.limit)
        let new = Array(String(repeating: "new ", count: 10).utf8)
        let failed = capacity < new.count ? path : FileUpdate.backupPath(of: path)
        #expect(throws: FileUpdateError.failed(FileError(path: failed, reason: "No space left on device"))) {
            try FileUpdate.write(new, over: snapshot, writer: .fillingUp(after: capacity))
        }
        #expect(folder.bytes(of: "p.json") == Array("old contents".utf8))
        #expect(folder.bytes(of: "p.json.bak") == Array("previous backup".utf8))
        #expect(try folder.contents() == ["p.json", "p.json.bak"])
    }

    /// A folder where the backup goes: the backup cannot be made, so nothing is replaced.
    @Test func aBackupThatCannotBeMadeLeavesTheFile() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("p.json.bak"), withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: folder.file("p.json.bak/inside"), withIntermediateDirectories: false)
        let path = folder.write("old", to: "p.json")
        let error = #expect(throws: FileUpdateError.self) {
            try FileUpdate.write([1], over: try FileSnapshot.read(path, maximumSize: Self.limit))
        }
        guard case .failed(let failure)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(failure.path == path + ".bak")
        #expect(folder.bytes(of: "p.json") == Array("old".utf8))
        #expect(try folder.contents() == ["p.json", "p.json.bak"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("p.json.bak")) == ["inside"])
    }

    /// A real full disk, where this process may mount one.
    @Test func aRealFullDiskLeavesTheFileAsItWas() throws {
        guard let disk = ScratchDisk(size: 64 * 1024) else {
            print("FileUpdateTests: no tmpfs can be mounted here; the full disk is tested through DescriptorWriter only")
            return
        }
        let path = disk.file("p.json")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("old".utf8)))
        disk.fill()
        let snapshot = try FileSnapshot.read(path, maximumSize: Self.limit)
        #expect(throws: FileUpdateError.failed(FileError(path: path, reason: "No space left on device"))) {
            try FileUpdate.write([UInt8](repeating: 0x41, count: 8192), over: snapshot)
        }
        #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
        #expect(try disk.contents() == ["filler", "p.json"])
    }

    /// A file nobody may write (`chmod a-w`) is refused, by the superuser too.
    @Test func aReadOnlyFileIsRefused() throws {
        let folder = try ScratchFolder()
        let path = folder.write("old", to: "p.json", permissions: 0o444)
        #expect(throws: FileUpdateError.failed(FileError(path: path, reason: "it is read-only (no one may write it)"))) {
            try FileUpdate.write([1], over: try FileSnapshot.read(path, maximumSize: Self.limit))
        }
        #expect(folder.bytes(of: "p.json") == Array("old".utf8))
        #expect(try folder.contents() == ["p.json"])
    }

    /// An immutable file (`chattr +i`), which the system refuses to change even for the
    /// superuser, where the file system and the process's privileges allow making one.
    @Test func anImmutableFileIsRefused() throws {
        let folder = try ScratchFolder()
        let path = folder.write("old", to: "p.json")
        guard Self.run("/usr/bin/chattr", ["+i", path]) else {
            print("FileUpdateTests: chattr +i is not possible here; immutable files are not tested")
            return
        }
        defer { _ = Self.run("/usr/bin/chattr", ["-i", path]) }
        #expect(throws: FileUpdateError.failed(FileError(path: path, reason: "it cannot be written: permission denied"))) {
            try FileUpdate.write([1], over: try FileSnapshot.read(path, maximumSize: Self.limit))
        }
        #expect(folder.bytes(of: "p.json") == Array("old".utf8))
        #expect(try folder.contents() == ["p.json"])
    }

    /// A folder no new file can be made in: a read-only file system (for the superuser, who may
    /// write in any folder), or a folder without write permission (for others).
    @Test func aReadOnlyFolderIsReported() throws {
        let disk = getuid() == 0 ? ScratchDisk(size: 64 * 1024) : nil
        let folder = try ScratchFolder()
        let root = disk?.path ?? folder.path
        let path = root + "/p.json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("old".utf8)))
        let snapshot = try FileSnapshot.read(path, maximumSize: Self.limit)
        if let disk {
            try #require(disk.makeReadOnly())
            #expect(throws: FileUpdateError.failed(FileError(path: path, reason: "it cannot be written: Read-only file system")))
            {
                try FileUpdate.write([1], over: snapshot)
            }
            let missing = try FileSnapshot.read(root + "/new.json", maximumSize: Self.limit)
            #expect(
                throws: FileUpdateError.failed(
                    FileError(
                        path: root + "/new.json",
                        reason: "cannot make a new file in \(root): Read-only file system"))
            ) {
                try FileUpdate.write([1], over: missing)
            }
        } else if getuid() != 0 {
            chmod(root, 0o555)
            defer { chmod(root, 0o755) }
            #expect(
                throws: FileUpdateError.failed(
                    FileError(path: path, reason: "cannot make a new file in \(root): permission denied"))
            ) {
                try FileUpdate.write([1], over: snapshot)
            }
        } else {
            print("FileUpdateTests: running as the superuser without a mountable tmpfs; read-only folders are not tested")
            return
        }
        #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["p.json"])
    }

    /// What is not a regular file is refused when read, without waiting on a pipe.
    @Test func foldersPipesAndDevicesAreRefused() throws {
        let folder = try ScratchFolder()
        mkfifo(folder.file("fifo"), 0o600)
        let cases: [(String, String)] = [
            (folder.path, "it is a folder, expected a file"),
            (folder.file("fifo"), "it is a named pipe (FIFO), expected a regular file"),
            ("/dev/null", "it is a device, expected a regular file"),
            (folder.file("new/"), "it names a folder (it ends with '/', '.' or '..'), expected a file"),
        ]
        for (path, reason) in cases {
            #expect(throws: FileError(path: path, reason: reason)) { try FileSnapshot.read(path, maximumSize: Self.limit) }
        }
        try FileManager.default.createSymbolicLink(atPath: folder.file("dangling"), withDestinationPath: "nowhere")
        #expect(
            throws: FileError(
                path: folder.file("dangling"),
                reason: "it is a symbolic link to nowhere, which does not exist; "
                    + "expected a file or a link to one")
        ) {
            try FileSnapshot.read(folder.file("dangling"), maximumSize: Self.limit)
        }
    }

    @Test func aDiskThatFillsUpWritesWhatFitsThenFails() throws {
        let folder = try ScratchFolder()
        let disk = DescriptorWriter.fillingUp(after: 5)
        let first = try FileSnapshot.read(folder.file("a"), maximumSize: Self.limit)
        try FileUpdate.write([1, 2, 3], over: first, writer: disk)
        let second = try FileSnapshot.read(folder.file("b"), maximumSize: Self.limit)
        #expect(throws: FileUpdateError.failed(FileError(path: folder.file("b"), reason: "No space left on device"))) {
            try FileUpdate.write([4, 5, 6], over: second, writer: disk)
        }
        #expect(try folder.contents() == ["a"])
    }

    /// Runs a program; whether it succeeded.
    static func run(_ program: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
