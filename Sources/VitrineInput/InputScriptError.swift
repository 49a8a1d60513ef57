/// Why an input script could not be read or parsed: which file, which line, what was wrong.
///
/// Its ``description`` is one line in the form compilers use, so editors can jump to it:
///
/// ```text
/// script.txt:3: 'wheel' takes whole notches: expected 'T wheel DX DY [X Y]' with integers, got '1.5'
/// missing.txt: cannot read the input script: no such file
/// ```
public struct InputScriptError: Error, CustomStringConvertible, Hashable {
    /// The script's file name, as given to the parser or loader.
    public var file: String
    /// The 1-based line the problem is on; `nil` when the problem concerns the whole file.
    public var line: Int?
    /// What was found and what was expected, without the file and line.
    public var message: String

    /// Creates an error for a file, an optional line and a message.
    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// The error on one line: `FILE:LINE: message`, or `FILE: message` without a line.
    public var description: String {
        if let line {
            return "\(file):\(line): \(message)"
        }
        return "\(file): \(message)"
    }
}
