/// What the host did with a ``SwiftExportFile``: the window's notice says it.
public struct SwiftExportDelivery: Hashable, Sendable {
    /// Whether the text went to standard output.
    public var isPrinted: Bool
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

    /// A delivery.
    public init(isPrinted: Bool, isCopied: Bool, saving: Result<String, SavingFailure>) {
        self.isPrinted = isPrinted
        self.isCopied = isCopied
        self.saving = saving
    }

    /// "Swift for coverflow: printed, copied, saved to coverflow.swift", or with the reason the
    /// file was not saved: "Swift for coverflow: printed, copied; not saved: coverflow.swift: it is a folder, expected a file".
    func notice(presetName: String) -> (text: String, isError: Bool) {
        let done = [isPrinted ? "printed" : nil, isCopied ? "copied" : nil].compactMap { $0 }
        switch saving {
        case .success(let path):
            return ("Swift for \(presetName): " + (done + ["saved to \(path)"]).joined(separator: ", "), false)
        case .failure(let failure):
            let before = done.isEmpty ? "" : done.joined(separator: ", ") + "; "
            return ("Swift for \(presetName): \(before)not saved: \(failure.message)", true)
        }
    }
}
