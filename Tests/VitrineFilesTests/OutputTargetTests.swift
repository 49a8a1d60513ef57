import Foundation
import Testing
import VitrineFiles

/// The one rule every output follows: through symbolic links to the file they lead to (replaced
/// in its own folder, the link kept), straight to devices and pipes, never a link replaced by a
/// file, and a clear error for links that lead nowhere, loop or lead to a folder.
@Suite("Where outputs go: through links, straight to devices and pipes")
struct OutputTargetTests {
    /// What is at `path` itself: a link's own text, or nil when it is not a link.
    static func linkText(_ path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }

    /// A folder with `real/shot.png` holding "old" (permissions 0o640) and `link.png`, a
    /// relative link to it.
    static func linkedFile() throws -> FileTestFolder {
        let folder = try FileTestFolder()
        try FileManager.default.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: false)
        _ = FileManager.default.createFile(
            atPath: folder.file("real/shot.png"), contents: Data("old".utf8),
            attributes: [.posixPermissions: 0o640])
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.png"), withDestinationPath: "real/shot.png")
        return folder
    }

    @Test func aLinkIsWrittenThroughAndKept() throws {
        let folder = try Self.linkedFile()
        try FileWriter.write(Array("new".utf8), to: folder.file("link.png"))
        #expect(Self.linkText(folder.file("link.png")) == "real/shot.png")
        #expect(try FileReader.read(folder.file("real/shot.png"), maximumSize: 10) == Array("new".utf8))
        let permissions = try FileManager.default.attributesOfItem(atPath: folder.file("real/shot.png"))[.posixPermissions]
        #expect(permissions as? Int == 0o640)
        // The new file was made beside the target, and nothing is left beside either.
        #expect(try folder.contents() == ["link.png", "real"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("real")) == ["shot.png"])
        #expect(try OutputTarget(path: folder.file("link.png")) == .file(target: folder.file("real/shot.png")))
    }

    @Test func aChainOfLinksLeadsToItsLastFile() throws {
        let folder = try Self.linkedFile()
        try FileManager.default.createSymbolicLink(atPath: folder.file("second.png"), withDestinationPath: "link.png")
        try FileWriter.write(Array("chained".utf8), to: folder.file("second.png"))
        #expect(Self.linkText(folder.file("second.png")) == "link.png")
        #expect(Self.linkText(folder.file("link.png")) == "real/shot.png")
        #expect(try FileReader.read(folder.file("real/shot.png"), maximumSize: 10) == Array("chained".utf8))
    }

    @Test func aGrowingFileIsFinishedThroughALink() throws {
        let folder = try Self.linkedFile()
        let file = try FileAppender(path: folder.file("link.png"))
        try file.append([1, 2])
        try file.append([3])
        try file.finish(existing: .replace)
        #expect(Self.linkText(folder.file("link.png")) == "real/shot.png")
        #expect(try FileReader.read(folder.file("real/shot.png"), maximumSize: 10) == [1, 2, 3])
        #expect(try folder.contents() == ["link.png", "real"])
    }

    @Test func aFileThatIsNeverOverwrittenIsNotOverwrittenThroughALinkEither() throws {
        let folder = try Self.linkedFile()
        #expect(throws: FileError(path: folder.file("link.png"), reason: "it already exists")) {
            try FileWriter.write(Array("new".utf8), to: folder.file("link.png"), existing: .keep)
        }
        #expect(try FileReader.read(folder.file("real/shot.png"), maximumSize: 10) == Array("old".utf8))
        #expect(OutputTarget.isTaken(folder.file("link.png")))
    }

    /// Links no file can be written through, and the one line each gets; nothing is made.
    @Test func linksThatLeadNowhereLoopOrLeadToAFolderAreRefused() throws {
        let folder = try FileTestFolder()
        let links = [("dangling", "nowhere.png"), ("loop-a", "loop-b"), ("loop-b", "loop-a"), ("folder", ".")]
        for (name, destination) in links {
            try FileManager.default.createSymbolicLink(atPath: folder.file(name), withDestinationPath: destination)
        }
        let cases = [
            ("dangling", "it is a symbolic link to nowhere.png, which does not exist; expected a file or a link to one"),
            ("loop-a", "it is a symbolic link that loops (too many levels of symbolic links); expected a file or a link to one"),
            ("folder", "it is a symbolic link to a folder (\(folder.path)), expected a file"),
        ]
        for (name, reason) in cases {
            let path = folder.file(name)
            #expect(throws: FileError(path: path, reason: reason)) { try FileWriter.write([1], to: path) }
            #expect(throws: FileError(path: path, reason: reason)) { try FileAppender(path: path) }
            #expect(OutputTarget.isTaken(path))
        }
        #expect(throws: FileError(path: folder.file("dangling"), reason: cases[0].1)) {
            try FileSnapshot.read(folder.file("dangling"), maximumSize: 10)
        }
        #expect(try folder.contents() == ["dangling", "folder", "loop-a", "loop-b"])
        #expect(links.allSatisfy { Self.linkText(folder.file($0.0)) == $0.1 })
    }

    @Test func aLinkToADeviceIsWrittenStraightToIt() throws {
        let folder = try FileTestFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.file("null"), withDestinationPath: "/dev/null")
        try FileManager.default.createSymbolicLink(atPath: folder.file("full"), withDestinationPath: "/dev/full")
        #expect(try OutputTarget(path: folder.file("null")) == .stream)
        try FileWriter.write([1, 2, 3], to: folder.file("null"))
        try FileWriter.write([1, 2, 3], to: folder.file("null"), existing: .keep)
        #expect(throws: FileError(path: folder.file("full"), reason: "No space left on device")) {
            try FileWriter.write([1, 2, 3], to: folder.file("full"))
        }
        #expect(Self.linkText(folder.file("null")) == "/dev/null" && Self.linkText(folder.file("full")) == "/dev/full")
        #expect(try folder.contents() == ["full", "null"])
    }

    @Test func aLinkToANamedPipeIsWrittenStraightToIt() async throws {
        let folder = try FileTestFolder()
        let pipe = folder.makePipe("fifo")
        try FileManager.default.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: "fifo")
        // A reader first, so that the writer finds one.
        let reader = open(pipe, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        try FileWriter.write(Array("through".utf8), to: folder.file("link"))
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(reader, &buffer, buffer.count)
        #expect(Array(buffer.prefix(max(count, 0))) == Array("through".utf8))
        #expect(Self.linkText(folder.file("link")) == "fifo")
        if case .pipe? = FileKind(path: pipe) {} else { Issue.record("the pipe was replaced") }
    }

    @Test func aDescriptorsLinkToAFileLeadsToThatFile() throws {
        // /dev/stdout is a link to /proc/self/fd/1, itself a link to the file the shell opened.
        let folder = try FileTestFolder()
        let descriptor = open(folder.file("out.png"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("stdout"), withDestinationPath: "/proc/self/fd/\(descriptor)")
        try FileWriter.write(Array("png".utf8), to: folder.file("stdout"))
        #expect(try FileReader.read(folder.file("out.png"), maximumSize: 10) == Array("png".utf8))
        #expect(Self.linkText(folder.file("stdout")) == "/proc/self/fd/\(descriptor)")
        #expect(try folder.contents() == ["out.png", "stdout"])
    }

    @Test func theWorkingFolderIsTheProcesss() throws {
        #expect(try WorkingFolder.path(for: "a.png") == FileManager.default.currentDirectoryPath)
        try WorkingFolder.check(for: "/absolute/a.png")
        try WorkingFolder.check(for: "relative/a.png")
    }
}
