import VitrineGeometry
import VitrineParallax

@testable import VitrinePlayground

/// A Parallax scene's committed export: the functions its file declares, and the scene's
/// settings to check them against.
struct ExportedStory: Sendable {
    /// The preset's name.
    let presetName: String
    /// The export's `<name>View(viewport:)`.
    let view: @Sendable (Size) -> PVView
    /// The export's `<name>Items(onPage:)`.
    let items: @Sendable (Int) -> [String]
    /// The export's `<name>Actions(ofItem:onPage:)`.
    let actions: @Sendable (String, Int) throws -> [any PVActionType]

    /// The settings the export was written from.
    var configuration: ParallaxConfiguration? {
        ExportedFile.all.first { $0.presetName == presetName }?.configuration as? ParallaxConfiguration
    }

    /// Every Parallax export in Generated/.
    static let all: [ExportedStory] = [
        ExportedStory(
            presetName: "parallax", view: { parallaxView(viewport: $0) }, items: parallaxItems, actions: parallaxActions),
        ExportedStory(
            presetName: "parallax-vertical", view: { parallaxVerticalView(viewport: $0) }, items: parallaxVerticalItems,
            actions: parallaxVerticalActions),
        ExportedStory(
            presetName: "slideshow", view: { slideshowView(viewport: $0) }, items: slideshowItems, actions: slideshowActions),
    ]
}
