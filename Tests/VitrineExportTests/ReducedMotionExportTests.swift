import Testing
import VitrineCanvas
import VitrineFlowLayout
import VitrineGeometry
import VitrineMotion
import VitrineParallax
import VitrineShowcase

@testable import VitrinePlayground

/// The exported showcases take the platform's reduce-motion setting: with
/// `prefersReducedMotion: true` they draw what the playground draws with X on.
@Suite("Swift export: reduced motion")
struct ReducedMotionExportTests {
    static let viewport = Size(width: 1280, height: 720)

    @Test func theExportedCoverflowSlidesAndFadesWhenReduced() throws {
        let plain = try coverflowShowcase(viewport: Self.viewport, view: ExportTestCard.self, model: ExportTestModel.init)
        #expect(!plain.reducesMotion && plain.layout.transform is CoverFlowTransform)
        let reduced = try coverflowShowcase(
            viewport: Self.viewport, view: ExportTestCard.self, prefersReducedMotion: true, model: ExportTestModel.init)
        #expect(reduced.reducesMotion && reduced.scroller.configuration.reducesMotion)
        #expect((reduced.layout.transform as? TransformFade) == Layout.reducedMotionFade)
        #expect(reduced.layout.path is DefaultPath)
    }

    /// Every exported Showcase, reduced, places its items as the scene does with reduced motion
    /// on, and turns none of them.
    @Test(arguments: ExportedShowcase.all.map(\.presetName).filter(Presets.names.contains))
    func everyReducedExportMatchesTheReducedScene(presetName: String) throws {
        let exported = try #require(ExportedShowcase.all.first { $0.presetName == presetName })
        var scene = try #require(try Presets.scene(named: presetName, viewport: Self.viewport) as? ShowcaseScene)
        scene.setReducesMotion(true)
        let layout = exported.layout().reducingMotion()
        let sceneLayout = scene.showcase.layout
        #expect(layout.period == sceneLayout.period)
        for rate in stride(from: -1.5, through: 1.5, by: 0.25) {
            let mine = layout.appearance(forRate: rate, in: scene.showcase.viewport, itemCount: 24)
            let theirs = sceneLayout.appearance(forRate: rate, in: scene.showcase.viewport, itemCount: 24)
            #expect(mine.transform.isFlat && mine.transform == theirs.transform && mine.opacity == theirs.opacity)
        }
    }

    @Test func theExportedStoriesTakeTheSetting() {
        let viewport = Size(width: 1280, height: 720)
        #expect(!parallaxView(viewport: viewport).reducesMotion)
        #expect(parallaxView(viewport: viewport, prefersReducedMotion: true).reducesMotion)
        #expect(slideshowView(viewport: viewport, prefersReducedMotion: true).reducesMotion)
    }

    /// The exported Flow layouts come with their attributes as shown: reduced, the parallax of
    /// `flow-center`'s dimming plugin stops and nothing turns, and the fades stay.
    @Test func theExportedFlowAttributesAreReducedWhenAsked() {
        let layout = flowCenterLayout(viewport: Self.viewport)
        let bounds = Rect(x: 700, y: 0, width: 1280, height: 720)
        let shown = flowCenterAttributes(layout, in: bounds, bounds: bounds)
        let reduced = flowCenterAttributes(layout, in: bounds, bounds: bounds, prefersReducedMotion: true)
        #expect(shown == layout.layoutAttributesForElements(in: bounds, bounds: bounds))
        #expect(shown.contains { $0.contentTranslation != .zero })
        #expect(reduced == shown.map { $0.reducingMotion() })
        #expect(reduced.allSatisfy { $0.contentTranslation == .zero && $0.transform.isFlat })
        #expect(zip(reduced, shown).allSatisfy { $0.alpha == $1.alpha && $0.frame == $1.frame })
    }
}
