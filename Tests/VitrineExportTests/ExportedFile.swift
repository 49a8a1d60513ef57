import Foundation
import VitrineGeometry

@testable import VitrinePlayground

/// A committed export in Generated/: the preset it was written for and the configuration it
/// holds, a built-in preset's (written by `vitrine --print-swift`) or one the tests build.
struct ExportedFile: Sendable {
    /// The window every committed export is written at.
    static let window = Size(width: 1280, height: 720)

    /// The preset's name: "flow-start".
    let presetName: String
    /// Its settings.
    let configuration: any SwiftExportable
    /// Whether it is a built-in preset (else one of ``TunedConfigurations``).
    let isBuiltIn: Bool

    /// The file's path: Generated/FlowStart.swift beside this file.
    var path: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Generated/\(SwiftName(presetName).upperCamelCase).swift").path
    }

    /// Every built-in preset that has library code, then the tuned configurations.
    static let all: [ExportedFile] =
        ShowcasePreset.all.map { ExportedFile(presetName: $0.name, configuration: $0.configuration, isBuiltIn: true) }
        + FlowPreset.all.map { ExportedFile(presetName: $0.name, configuration: $0.configuration, isBuiltIn: true) }
        + ParallaxPreset.all.map { ExportedFile(presetName: $0.name, configuration: $0.configuration, isBuiltIn: true) }
        + [
            ExportedFile(presetName: "tuned", configuration: TunedConfigurations.tuned, isBuiltIn: false),
            ExportedFile(presetName: "curves", configuration: TunedConfigurations.curves, isBuiltIn: false),
            ExportedFile(presetName: "inverted-ring", configuration: TunedConfigurations.invertedRing, isBuiltIn: false),
            ExportedFile(presetName: "tuned-flow", configuration: TunedConfigurations.tunedFlow, isBuiltIn: false),
            ExportedFile(presetName: "carousel", configuration: TunedConfigurations.carousel, isBuiltIn: false),
            ExportedFile(presetName: "slideshow", configuration: TunedConfigurations.slideshow, isBuiltIn: false),
            ExportedFile(presetName: "ticker", configuration: TunedConfigurations.ticker, isBuiltIn: false),
        ]
}
