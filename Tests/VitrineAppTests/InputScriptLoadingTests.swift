import Foundation
import Testing
import VitrineApp
import VitrineInput
import VitrineTestSupport

@Suite("InputScript loading")
struct InputScriptLoadingTests {
    /// A fresh, empty directory for one test.
    private func makeDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "vitrine-input-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Loads the script at `path`, returning the script or the error it threw.
    private func load(_ path: String) -> Result<InputScript, InputScriptError> {
        Result { () throws(InputScriptError) -> InputScript in try InputScript(contentsOf: path) }
    }

    @Test("a file on disk parses like its text, and errors name the path")
    func readsFile() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let good = directory + "/good.txt"
        try "# demo\n0 wheel 0 2\n10 quit\n".write(toFile: good, atomically: true, encoding: .utf8)
        #expect(
            try load(good).get().entries == [
                InputScript.Entry(time: 0, line: 2, action: .input(.wheel(WheelInput(dx: 0, dy: 2, kind: .notched)))),
                InputScript.Entry(time: 10, line: 3, action: .quit),
            ])

        let bad = directory + "/bad.txt"
        try "0 quit\n5 jump\n".write(toFile: bad, atomically: true, encoding: .utf8)
        #expect(
            throws: InputScriptError(
                file: bad, line: 2,
                message: "unknown event 'jump'; valid events: "
                    + "wheel, pwheel, down, move, leave, up, rdown, rup, bdown, bup, key, keydown, keyup, keyrepeat, text, unicode, "
                    + "resize, shot, quit, reload, drop")
        ) {
            try load(bad).get()
        }
    }

    @Test("a missing file is a file-level error naming the path")
    func missingFile() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/missing.txt"
        #expect(throws: InputScriptError(file: path, line: nil, message: "cannot read the input script: no such file or folder"))
        {
            try load(path).get()
        }
    }

    @Test("a directory is not a script")
    func directory() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(
            throws: InputScriptError(
                file: directory,
                line: nil,
                message: "cannot read the input script: it is a folder, expected a file"
            )
        ) {
            try load(directory).get()
        }
    }

    @Test("a file that is not UTF-8 is refused")
    func notUTF8() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/binary.txt"
        try Data([0x30, 0x20, 0xFF, 0xFE, 0xC3]).write(to: URL(fileURLWithPath: path))
        #expect(
            throws: InputScriptError(
                file: path,
                line: nil,
                message: "cannot read the input script: the file is not UTF-8 text"
            )
        ) {
            try load(path).get()
        }
    }

    @Test("a pipe is read to its end, as standard input would be")
    func namedPipe() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pipe = directory + "/fifo"
        #expect(mkfifo(pipe, 0o600) == 0)
        NamedPipe.write("0 move 1 2\n10 quit\n", to: pipe)
        let script = try load(pipe).get()
        #expect(script.entries.map(\.line) == [1, 2])
    }

    @Test("an endless stream stops at the largest script")
    func endlessStream() throws {
        #expect(
            throws: InputScriptError(
                file: "/dev/zero",
                line: nil,
                message: "cannot read the input script: it holds more than the largest file accepted, 16 MiB"
            )
        ) {
            try load("/dev/zero").get()
        }
    }

    @Test("a file larger than the largest script is refused before it is read")
    func hugeFile() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/huge.txt"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 1 << 30) == 0)
        #expect(
            throws: InputScriptError(
                file: path,
                line: nil,
                message: "cannot read the input script: it is 1 GiB; the largest file accepted is 16 MiB"
            )
        ) {
            try load(path).get()
        }
    }
}
