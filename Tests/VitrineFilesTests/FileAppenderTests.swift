import Foundation
import Testing
import VitrineFiles

@Suite("Appending to a file that is named once complete")
struct FileAppenderTests {
    @Test func piecesMakeTheFileWhichAppearsOnlyWhenFinished() throws {
        let folder = try FileTestFolder()
        let path = folder.file("run.gif")
        let file = try FileAppender(path: path)
        try file.append([1, 2])
        try file.append([])
        try file.append([3])
        #expect(file.byteCount == 3)
        #expect(FileKind(path: path) == nil)
        #expect(try folder.contents().count == 1)
        try file.finish(existing: .keep)
        #expect(try FileReader.read(path, maximumSize: 10) == [1, 2, 3])
        #expect(try folder.contents() == ["run.gif"])
        #expect(throws: FileError(path: path, reason: "it is already finished")) { try file.append([4]) }
    }

    @Test func aDiscardedFileLeavesNothing() throws {
        let folder = try FileTestFolder()
        do {
            let file = try FileAppender(path: folder.file("a"))
            try file.append([1])
            file.discard()
            file.discard()
        }
        do {
            // Dropped without a word: the same.
            let file = try FileAppender(path: folder.file("b"))
            try file.append([1])
        }
        #expect(try folder.contents() == [])
    }

    @Test func aFileThatAppearedMeanwhileIsKept() throws {
        let folder = try FileTestFolder()
        let path = folder.file("run.gif")
        let file = try FileAppender(path: path)
        try file.append([1])
        try FileWriter.write([9], to: path)
        #expect(throws: FileError(path: path, reason: "it already exists")) { try file.finish(existing: .keep) }
        #expect(try FileReader.read(path, maximumSize: 10) == [9])
        #expect(try folder.contents() == ["run.gif"])
    }

    @Test func aFolderPathOrAMissingFolderIsRefused() throws {
        let folder = try FileTestFolder()
        #expect(throws: FileError(path: folder.file("x/"), reason: "it names a folder, expected a file")) {
            _ = try FileAppender(path: folder.file("x/"))
        }
        #expect(throws: FileError(path: folder.file("no/x"), reason: "no such file or folder")) {
            _ = try FileAppender(path: folder.file("no/x"))
        }
    }
}
