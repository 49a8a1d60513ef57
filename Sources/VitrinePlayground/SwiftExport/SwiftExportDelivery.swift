/// What the host did with a ``SwiftExportFile``: the window's notice says it.
public struct SwiftExportDelivery: Hashable, Sendable {
    /// Whether the text went to standard output.
    public var isPrinted: Bool
    /// Why the text did not all go to standard output, in one line ("standard output: No
    /// space left on device"); `nil` when it did, or was not meant to.
    public var printingFailure: String?
    /// Whether the text is on the clipboard.
    public var isCopied: Bool
    /// Where the file was saved (as the user would name it: `coverflow.swift`), or why it
    /// was not: the error's one line.
    public var saving: Result<String, SavingFailure>

    /// Why the file was not saved, in one line that names it.
    public struct SavingFailure: Error, Hashable, Sendable {
        /// "coverflow.swift: it is a folder, expected a file".
        public var message: String

        /// A failure saying `message`.
        public init(_ message: String) {
            self.message = message
        }
    }

    /// A delivery; `printingFailure` says why the text was not printed, when it was meant to be.
    public init(isPrinted: Bool, isCopied: Bool, saving: Result<String, SavingFailure>, printingFailure: String? = nil) {
        self.isPrinted = isPrinted
        self.printingFailure = printingFailure
        self.isCopied = isCopied
        self.saving = saving
    }

    /// "Swift for coverflow: printed, copied, saved to coverflow.swift", or with the reason the
    /// file was not saved: "Swift for coverflow: printed, copied; not saved: coverflow.swift: it
    /// is a folder, expected a file"; the same for text that could not be printed ("not
    /// printed: standard output: No space left on device"). Any failure makes it an error.
    func notice(presetName: String) -> (text: String, isError: Bool) {
        var done = [isPrinted ? "printed" : nil, isCopied ? "copied" : nil].compactMap { $0 }
        var failures = printingFailure.map { ["not printed: \($0)"] } ?? []
        switch saving {
        case .success(let path): done.append("saved to \(path)")
        case .failure(let failure): failures.append("not saved: \(failure.message)")
        }
        let parts = (done.isEmpty ? [] : [done.joined(separator: ", ")]) + failures
        return ("Swift for \(presetName): " + parts.joined(separator: "; "), !failures.isEmpty)
    }
}
