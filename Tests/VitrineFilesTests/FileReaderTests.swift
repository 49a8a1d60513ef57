import Foundation
import Testing
import VitrineFiles
import VitrineTestSupport

@Suite("Reading files: only what is asked for, never blocking, never unbounded")
struct FileReaderTests {
    @Test func readsARegularFile() throws {
        let folder = try FileTestFolder()
        let path = folder.file("a.txt")
        try "hello".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(try FileReader.read(path, maximumSize: 5) == Array("hello".utf8))
    }

    @Test func aFileOverTheLimitIsRefusedBeforeReading() throws {
        let folder = try FileTestFolder()
        let path = folder.file("big.bin")
        // A sparse file of 200,000,000 bytes: nothing of it is read.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 200_000_000) == 0)
        #expect(throws: FileError(path: path, reason: "it is 190.7 MiB; the largest file accepted is 64 MiB")) {
            try FileReader.read(path, maximumSize: 64 << 20)
        }
    }

    /// Paths that are not regular files, and the reason each gets.
    static let refused: [(path: String, reason: String)] = [
        ("", "an empty path; expected a file"),
        ("/nonexistent/x", "no such file or folder"),
        ("/etc/hostname/x", "a part of the path is not a folder"),
        ("/tmp", "it is a folder, expected a file"),
        ("/dev/zero", "it is a device, expected a regular file"),
        ("/dev/null", "it is a device, expected a regular file"),
        ("/dev/full", "it is a device, expected a regular file"),
    ]

    @Test(arguments: refused.indices)
    func refusesWhatIsNotAFile(index: Int) {
        let (path, reason) = Self.refused[index]
        #expect(throws: FileError(path: path, reason: reason)) { try FileReader.read(path, maximumSize: 1 << 20) }
    }

    @Test func aNamedPipeIsRefusedAtOnceUnlessStreamsAreAccepted() throws {
        let folder = try FileTestFolder()
        let pipe = folder.makePipe("fifo")
        // No writer: a blocking read would wait for ever.
        #expect(throws: FileError(path: pipe, reason: "it is a named pipe (FIFO), expected a regular file")) {
            try FileReader.read(pipe, maximumSize: 1 << 20)
        }
    }

    @Test func aNamedPipeIsReadToItsEndWhenStreamsAreAccepted() throws {
        let folder = try FileTestFolder()
        let pipe = folder.makePipe("fifo")
        NamedPipe.write("0 quit\n", to: pipe)
        #expect(try FileReader.read(pipe, maximumSize: 1 << 20, acceptsStreams: true) == Array("0 quit\n".utf8))
    }

    @Test func anEndlessStreamStopsAtTheLimit() {
        #expect(throws: FileError(path: "/dev/zero", reason: "it holds more than the largest file accepted, 1 MiB")) {
            try FileReader.read("/dev/zero", maximumSize: 1 << 20, acceptsStreams: true)
        }
    }

    @Test func anEmptyStreamIsEmpty() throws {
        #expect(try FileReader.read("/dev/null", maximumSize: 1, acceptsStreams: true) == [])
    }
}
