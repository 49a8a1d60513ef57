import VitrineFlowLayout

@testable import VitrinePlayground

/// A Flow scene's committed export: the layout its file declares, and the scene's settings to
/// check it against.
struct ExportedFlow: Sendable {
    /// The preset's name.
    let presetName: String
    /// The export's `<name>Layout()`, for the window it was written at.
    let layout: @Sendable () -> PluginableFlowLayout

    /// The settings the export was written from.
    var configuration: FlowConfiguration? {
        ExportedFile.all.first { $0.presetName == presetName }?.configuration as? FlowConfiguration
    }

    /// Every Flow export in Generated/.
    static let all: [ExportedFlow] = [
        ExportedFlow(presetName: "flow-center", layout: { flowCenterLayout() }),
        ExportedFlow(presetName: "flow-end", layout: { flowEndLayout() }),
        ExportedFlow(presetName: "flow-start", layout: { flowStartLayout() }),
        ExportedFlow(presetName: "flow-vertical", layout: { flowVerticalLayout() }),
        ExportedFlow(presetName: "ticker", layout: { tickerLayout() }),
        ExportedFlow(presetName: "tuned-flow", layout: { tunedFlowLayout() }),
    ]
}
