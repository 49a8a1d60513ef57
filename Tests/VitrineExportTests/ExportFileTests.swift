import Foundation
import Testing
import VitrineGeometry

@testable import VitrinePlayground

/// With `VITRINE_WRITE_EXPORTS=1` (`make swift-exports`), the tuned configurations' exports are
/// written instead of compared.
@Suite("The committed exports are what the generator writes, byte for byte")
struct ExportFileTests {
    static let writes = ProcessInfo.processInfo.environment["VITRINE_WRITE_EXPORTS"] == "1"

    @Test(arguments: ExportedFile.all.map(\.presetName))
    func theCommittedFileIsTheGeneratorsText(_ presetName: String) throws {
        let file = try #require(ExportedFile.all.first { $0.presetName == presetName })
        let text =
            file.isBuiltIn
            ? try SwiftExport.source(preset: presetName, viewport: ExportedFile.window)
            : try file.configuration.swiftSource(presetName: presetName, viewport: ExportedFile.window).text
        if Self.writes, !file.isBuiltIn {
            try text.write(toFile: file.path, atomically: true, encoding: .utf8)
            return
        }
        let committed = try String(contentsOfFile: file.path, encoding: .utf8)
        #expect(committed == text, "\(file.path) differs from the export of \(presetName): run `make swift-exports`")
    }

    @Test func everyPresetWithLibraryCodeHasAFileAndEveryFileAPreset() throws {
        let exportable = Presets.names.filter { (try? SwiftExport.source(preset: $0, viewport: ExportedFile.window)) != nil }
        #expect(Set(exportable) == Set(ExportedFile.all.filter(\.isBuiltIn).map(\.presetName)))
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Generated").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        #expect(Set(files) == Set(ExportedFile.all.map { URL(fileURLWithPath: $0.path).lastPathComponent }))
    }
}
