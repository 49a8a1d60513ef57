/// Shipping what was tuned: Ctrl+C writes the scene as Swift, which the host prints, saves and
/// copies.
extension PlaygroundCore {
    /// Writes the scene as it is now as Swift, for the host to deliver (``takeSwiftExport()``);
    /// says why not for a scene without library code (the demo).
    mutating func copySceneAsSwift() {
        do {
            let source = try SwiftExport.source(of: scene, viewport: sceneViewport)
            swiftExport = SwiftExportFile(presetName: scene.presetName, text: source.text)
        } catch {
            showNotice("Swift: \(error)", isError: true, at: currentTime, for: 6)
        }
    }

    /// Takes the Swift Ctrl+C asked to deliver, if any: the host prints it, saves it as its
    /// ``SwiftExportFile/fileName`` and copies it, then tells ``swiftExportDelivered(_:for:)``.
    public mutating func takeSwiftExport() -> SwiftExportFile? {
        defer { swiftExport = nil }
        return swiftExport
    }

    /// Shows what the host did with `file`: "Swift for coverflow: printed, copied, saved to
    /// coverflow.swift", or why the file was not saved.
    public mutating func swiftExportDelivered(_ delivery: SwiftExportDelivery, for file: SwiftExportFile) {
        let notice = delivery.notice(presetName: file.presetName)
        showNotice(notice.text, isError: notice.isError, at: currentTime, for: notice.isError ? 8 : 4)
    }
}
