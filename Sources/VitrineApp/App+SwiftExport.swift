import VitrineFiles
import VitrinePlayground
import VitrineSDL

extension App {
    /// Delivers the Swift Ctrl+C made (``PlaygroundRequest/deliverSwift(_:)``) at `time`:
    /// printed on standard output, saved in one step as `<preset>.swift` in the working folder
    /// (a file that was there stays whole if that fails; a working folder that was deleted is
    /// said, and nothing is written elsewhere), and, in a window, put on the clipboard (a
    /// clipboard that cannot be reached is left out of the notice). The core's notice then says
    /// what happened; what failed is also named on standard error and makes the exit status 1.
    func deliverSwiftExport(_ file: SwiftExportFile, at time: Double) {
        var file = file
        file.text = file.textWithLiveTypes
        let folder = Result { () throws(FileError) in try WorkingFolder.path(for: file.fileName) }
        let delivery = Self.deliver(file, folder: folder) { text in
            guard options.mode == .window else { return false }
            do throws(SDLError) {
                try library.setClipboardText(text)
                return true
            } catch {
                Self.warn(error.description)
                return false
            }
        }
        if let failure = delivery.printingFailure { failures.append("Ctrl+C: cannot print the Swift: \(failure)") }
        if case .failure(let failure) = delivery.saving { failures.append("Ctrl+C: cannot save \(failure.message)") }
        core.receive(.swiftDelivered(delivery, file: file), at: time)
    }

    /// Prints `file`, saves it in `folder` (or says why there is none) and hands it to `copy`
    /// (which says whether it put it on the clipboard).
    static func deliver(
        _ file: SwiftExportFile, folder: Result<String, FileError>,
        copy: (String) -> Bool
    ) -> SwiftExportDelivery {
        var printingFailure: String?
        do {
            try StandardOutput.write(file.text)
        } catch {
            warn("Ctrl+C: cannot print the Swift: \(error)")
            printingFailure = error.description
        }
        let saving: Result<String, SwiftExportDelivery.SavingFailure>
        switch folder {
        case .success(let folder):
            saving = save(file, in: folder)
        case .failure(let error):
            warn("Ctrl+C: cannot save \(error)")
            saving = .failure(SwiftExportDelivery.SavingFailure(error.description))
        }
        return SwiftExportDelivery(
            isPrinted: printingFailure == nil, isCopied: copy(file.text), saving: saving,
            printingFailure: printingFailure)
    }

    /// Saves `file` in `folder` as its ``SwiftExportFile/fileName``, replacing a file of that
    /// name in one step (it holds the old text or the new, whole; a symbolic link is written
    /// through); says why not (a folder in the way, a read-only or full disk), also on standard
    /// error, leaving what was there as it was.
    static func save(_ file: SwiftExportFile, in folder: String) -> Result<String, SwiftExportDelivery.SavingFailure> {
        do {
            try FileWriter.write(Array(file.text.utf8), to: "\(folder)/\(file.fileName)")
            return .success(file.fileName)
        } catch {
            warn("Ctrl+C: cannot save \(error.description)")
            return .failure(SwiftExportDelivery.SavingFailure("\(file.fileName): \(error.reason)"))
        }
    }
}
