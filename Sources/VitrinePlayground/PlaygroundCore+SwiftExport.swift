/// Shipping what was tuned: Ctrl+C writes the scene as Swift, which the host prints, saves and
/// copies.
extension PlaygroundCore {
    /// Writes the scene as it is now as Swift and asks the host to deliver it
    /// (``PlaygroundRequest/deliverSwift(_:)``); says why not for a scene without library code
    /// (the demo).
    mutating func copySceneAsSwift() {
        do {
            let source = try SwiftExport.source(of: scene, viewport: sceneViewport)
            var file = SwiftExportFile(presetName: scene.presetName, text: source.text)
            file.liveTypes = source.liveTypes.map { use in
                var use = use
                use.file = liveTypes.types.first { $0.name == use.name }?.file ?? use.file
                return use
            }
            request(.deliverSwift(file))
        } catch {
            showNotice("Swift: \(error)", isError: true, at: currentTime, for: 6)
        }
    }

    /// Shows what the host did with `file` (``PlaygroundResult/swiftDelivered(_:file:)``), from
    /// `time` on: "Swift for coverflow: printed, copied, saved to coverflow.swift", or why the
    /// file was not saved.
    mutating func swiftExportDelivered(_ delivery: SwiftExportDelivery, for file: SwiftExportFile, at time: Double) {
        let notice = delivery.notice(presetName: file.presetName)
        showNotice(notice.text, isError: notice.isError, at: time, for: notice.isError ? 8 : 4)
    }
}
