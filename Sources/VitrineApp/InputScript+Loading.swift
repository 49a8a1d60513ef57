import VitrineFiles
import VitrineInput

/// The host reads input scripts from files; the input module only parses their text
/// (``InputScript/init(parsing:fileName:)``).
extension InputScript {
    /// Reads and parses the script at `path`, a UTF-8 text file of at most
    /// ``maximumFileSize`` bytes, or a pipe (`/dev/stdin`, a named pipe), read to its end.
    ///
    /// Errors name the file by `path` exactly as given.
    ///
    /// - Throws: ``InputScriptError`` without a line if the file is missing, is a folder or a
    ///   device, is too large, cannot be read or is not UTF-8; with a line for the first
    ///   invalid line.
    public init(contentsOf path: String) throws(InputScriptError) {
        let text = try InputScript.readText(at: path)
        try self.init(parsing: text, fileName: path)
    }

    /// The text of the file at `path`, or a file-level error saying why it cannot be had.
    private static func readText(at path: String) throws(InputScriptError) -> String {
        func failure(_ reason: String) -> InputScriptError {
            InputScriptError(file: path, line: nil, message: "cannot read the input script: \(reason)")
        }
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path, maximumSize: maximumFileSize, acceptsStreams: true)
        } catch {
            throw failure(error.reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw failure("the file is not UTF-8 text")
        }
        return text
    }
}
