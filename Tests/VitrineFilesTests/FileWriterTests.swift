import Foundation
import Testing
import VitrineFiles

@Suite("Writing files: every failure reported, no broken file left")
struct FileWriterTests {
    @Test func writesAndReplaces() throws {
        let folder = try FileTestFolder()
        let path = folder.file("a.bin")
        try FileWriter.write([1, 2, 3], to: path)
        try FileWriter.write([4, 5], to: path)
        #expect(try FileReader.read(path, maximumSize: 10) == [4, 5])
        #expect(try folder.contents() == ["a.bin"])
    }

    @Test func keepsAnExistingFileWhenAskedTo() throws {
        let folder = try FileTestFolder()
        let path = folder.file("a.bin")
        try FileWriter.write([1], to: path)
        #expect(throws: FileError(path: path, reason: "it already exists")) {
            try FileWriter.write([2], to: path, existing: .keep)
        }
        #expect(try FileReader.read(path, maximumSize: 10) == [1])
        #expect(try folder.contents() == ["a.bin"])
    }

    @Test func aFullDeviceIsAnError() {
        #expect(throws: FileError(path: "/dev/full", reason: "No space left on device")) {
            try FileWriter.write([UInt8](repeating: 7, count: 100_000), to: "/dev/full")
        }
    }

    @Test func aDeviceIsWrittenAsItIs() throws {
        try FileWriter.write([1, 2, 3], to: "/dev/null")
    }

    @Test func aDiskIsNeverReplacedNorWritten() throws {
        // A block device of our own where the system lets us make one, else one of the machine's.
        let folder = try FileTestFolder()
        _ = mknod(folder.file("disk"), S_IFBLK | 0o600, dev_t(7 << 8))  // makedev(7, 0): loop0
        let disk = try #require(
            [folder.file("disk"), "/dev/loop0", "/dev/vda", "/dev/sda", "/dev/nvme0n1"].first {
                if case .blockDevice? = FileKind(path: $0) { true } else { false }
            }, "no block device to try")
        #expect(throws: FileError(path: disk, reason: "it is not a regular file, a device or a pipe; expected a file")) {
            try FileWriter.write([1], to: disk)
        }
        if case .blockDevice? = FileKind(path: disk) {} else { Issue.record("\(disk) is no longer a block device") }
    }

    @Test func aPipeNobodyReadsIsAnErrorNotAWait() throws {
        let folder = try FileTestFolder()
        let pipe = folder.makePipe("fifo")
        #expect(throws: FileError(path: pipe, reason: "no program is reading it")) {
            try FileWriter.write([1], to: pipe)
        }
    }

    /// Paths a file cannot be written at, and the reason each gets.
    @Test func pathsThatAreNotFiles() throws {
        let folder = try FileTestFolder()
        let cases: [(String, String)] = [
            ("", "an empty path; expected a file"),
            (folder.path, "it is a folder, expected a file"),
            (folder.file("new/"), "it names a folder (it ends with '/', '.' or '..'), expected a file"),
            (folder.file("."), "it names a folder (it ends with '/', '.' or '..'), expected a file"),
            (folder.file("missing/a.png"), "no such file or folder"),
        ]
        for (path, reason) in cases {
            #expect(throws: FileError(path: path, reason: reason)) { try FileWriter.write([1], to: path) }
        }
        #expect(try folder.contents() == [])
    }

    @Test func oddNamesAreWrittenAsGiven() throws {
        let folder = try FileTestFolder()
        for name in ["-", "1", "a b", "ä ö", "日本語.png", ".hidden"] {
            try FileWriter.write(Array(name.utf8), to: folder.file(name))
            #expect(try FileReader.read(folder.file(name), maximumSize: 100) == Array(name.utf8))
        }
        #expect(try folder.contents() == ["-", ".hidden", "1", "a b", "ä ö", "日本語.png"].sorted())
    }
}
