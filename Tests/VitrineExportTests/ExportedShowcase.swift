import VitrineGeometry
import VitrineShowcase

@testable import VitrinePlayground

/// A Showcase scene's committed export: the functions its file declares, and the scene's
/// settings to check them against.
struct ExportedShowcase: Sendable {
    /// The preset's name.
    let presetName: String
    /// The export's `<name>Layout()`.
    let layout: @Sendable () -> Layout
    /// The export's `<name>Showcase(viewport:view:model:)` with ``ExportTestCard``.
    let showcase: @Sendable (Size) throws -> Showcase

    /// The settings the export was written from.
    var configuration: ShowcaseConfiguration? {
        ExportedFile.all.first { $0.presetName == presetName }?.configuration as? ShowcaseConfiguration
    }

    /// Every Showcase export in Generated/.
    static let all: [ExportedShowcase] = [
        ExportedShowcase(
            presetName: "carousel", layout: { carouselLayout() },
            showcase: { try carouselShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "circle", layout: { circleLayout() },
            showcase: { try circleShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "circle-rotate", layout: { circleRotateLayout() },
            showcase: { try circleRotateShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "coverflow", layout: { coverflowLayout() },
            showcase: { try coverflowShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "curves", layout: { curvesLayout() },
            showcase: { try curvesShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "cylinder", layout: { cylinderLayout() },
            showcase: { try cylinderShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "inverted-ring", layout: { invertedRingLayout() },
            showcase: { try invertedRingShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "linear", layout: { linearLayout() },
            showcase: { try linearShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "linear-rotate-scale", layout: { linearRotateScaleLayout() },
            showcase: { try linearRotateScaleShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "paging-horizontal", layout: { pagingHorizontalLayout() },
            showcase: { try pagingHorizontalShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "paging-vertical", layout: { pagingVerticalLayout() },
            showcase: { try pagingVerticalShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "rotary", layout: { rotaryLayout() },
            showcase: { try rotaryShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "simple-horizontal", layout: { simpleHorizontalLayout() },
            showcase: { try simpleHorizontalShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "simple-vertical", layout: { simpleVerticalLayout() },
            showcase: { try simpleVerticalShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "time-machine", layout: { timeMachineLayout() },
            showcase: { try timeMachineShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "tuned", layout: { tunedLayout() },
            showcase: { try tunedShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "wave", layout: { waveLayout() },
            showcase: { try waveShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "wave-scale", layout: { waveScaleLayout() },
            showcase: { try waveScaleShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
        ExportedShowcase(
            presetName: "wheel", layout: { wheelLayout() },
            showcase: { try wheelShowcase(viewport: $0, view: ExportTestCard.self, model: ExportTestModel.init) }),
    ]
}
