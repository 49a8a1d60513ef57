import Foundation

extension InputScript {
    /// Reads and parses the script at `path`, a UTF-8 text file.
    ///
    /// Errors name the file by `path` exactly as given.
    ///
    /// - Throws: ``InputScriptError`` without a line if the file is missing, is a directory,
    ///   cannot be read or is not UTF-8; with a line for the first invalid line.
    public init(contentsOf path: String) throws(InputScriptError) {
        let text = try InputScript.readText(at: path)
        try self.init(parsing: text, fileName: path)
    }

    /// The text of the file at `path`, or a file-level error saying why it cannot be had.
    private static func readText(at path: String) throws(InputScriptError) -> String {
        func failure(_ reason: String) -> InputScriptError {
            InputScriptError(file: path, line: nil, message: "cannot read the input script: \(reason)")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure("no such file")
        }
        guard !isDirectory.boolValue else {
            throw failure("it is a directory, expected a text file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw failure("the file could not be opened (check its permissions)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw failure("the file is not UTF-8 text")
        }
        return text
    }
}
