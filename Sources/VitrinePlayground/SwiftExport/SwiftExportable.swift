import VitrineGeometry

/// A scene's settings that can be written as the Swift that makes the library look and move
/// as the scene does ("copy as Swift", Ctrl+C, and `vitrine --print-swift`).
///
/// A scene kind made with the library conforms in a file `Configuration+SwiftExport.swift`.
protocol SwiftExportable: Sendable {
    /// The Swift for these settings as preset `presetName` in a window of size `viewport`
    /// (item sizes follow the window, so they are written for this one).
    ///
    /// - Throws: ``SwiftExportError/unknownValue(_:)`` for a value of a type the export does not know.
    func swiftSource(presetName: String, viewport: Size) throws(SwiftExportError) -> SwiftSource
}
