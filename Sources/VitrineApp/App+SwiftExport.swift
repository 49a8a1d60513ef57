import Foundation
import VitrineFiles
import VitrinePlayground
import VitrineSDL

extension App {
    /// Delivers the Swift Ctrl+C made, if any: printed on standard output, saved in one step as
    /// `<preset>.swift` in the current folder (a file that was there stays whole if that fails),
    /// and, in a window, put on the clipboard (a clipboard that cannot be reached is left out of
    /// the notice). The window's notice then says what happened.
    func deliverSwiftExport() {
        guard let file = core.takeSwiftExport() else { return }
        let delivery = Self.deliver(file, folder: FileManager.default.currentDirectoryPath) { text in
            guard options.mode == .window else { return false }
            do throws(SDLError) {
                try library.setClipboardText(text)
                return true
            } catch {
                Self.warn(error.description)
                return false
            }
        }
        core.swiftExportDelivered(delivery, for: file)
    }

    /// Prints `file`, saves it in `folder` and hands it to `copy` (which says whether it put it
    /// on the clipboard).
    static func deliver(_ file: SwiftExportFile, folder: String, copy: (String) -> Bool) -> SwiftExportDelivery {
        print(file.text, terminator: "")
        let saving = save(file, in: folder)
        return SwiftExportDelivery(isPrinted: true, isCopied: copy(file.text), saving: saving)
    }

    /// Saves `file` in `folder` as its ``SwiftExportFile/fileName``, replacing a file of that
    /// name in one step (it holds the old text or the new, whole); says why not (a folder in the
    /// way, a read-only or full disk), also on standard error, leaving what was there as it was.
    static func save(_ file: SwiftExportFile, in folder: String) -> Result<String, SwiftExportDelivery.SavingFailure> {
        do {
            try FileWriter.write(Array(file.text.utf8), to: "\(folder)/\(file.fileName)")
            return .success(file.fileName)
        } catch {
            warn("could not save \(error.description)")
            return .failure(SwiftExportDelivery.SavingFailure("\(file.fileName): \(error.reason)"))
        }
    }
}
