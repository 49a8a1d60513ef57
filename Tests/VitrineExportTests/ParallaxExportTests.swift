import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineParallax

@testable import VitrinePlayground

@Suite("Parallax exports compiled: the view, the pages' items and every action's values match the story")
struct ParallaxExportTests {
    static let window = ExportedFile.window

    @Test(arguments: ExportedStory.all.map(\.presetName))
    func theStoryIsTheScenes(_ presetName: String) throws {
        let export = try #require(ExportedStory.all.first { $0.presetName == presetName })
        let configuration = try #require(export.configuration)
        let scene = ParallaxScene(presetName: presetName, configuration: configuration, viewport: Self.window)
        let view = export.view(scene.view.viewport)
        #expect(view.decelerationRate == scene.view.decelerationRate)
        #expect(view.edgeBehavior == scene.view.edgeBehavior)
        #expect(view.wheelPolicy == scene.view.wheelPolicy)
        #expect(view.perspectiveDistance == scene.view.perspectiveDistance)
        #expect(scene.story.direction(of: scene.view) == configuration.direction)
        let container = scene.view.viewport
        var checked = 0
        for page in 0..<ParallaxStory.pageCount {
            let items = scene.story.parallaxView(scene.view, itemsOnPage: page)
            #expect(export.items(page) == items.map(\.identifier), "page \(page)")
            for item in items {
                let expected = scene.story.parallaxView(scene.view, actionsOfItem: item, onPage: page)
                let actions = try export.actions(item.identifier, page)
                #expect(actions.map { "\(type(of: $0))" } == expected.map { "\(type(of: $0))" }, "\(item.identifier) on \(page)")
                guard actions.count == expected.count else { continue }
                // Each action alone and all in order, from before the page to past its end.
                for progress in stride(from: -0.2, through: 1.2, by: 0.01) {
                    var mine = PVTarget(
                        node: ParallaxStory.node(for: try #require(item as? ParallaxItem)), containerSize: container)
                    var theirs = mine
                    for (action, reference) in zip(actions, expected) {
                        action.update(progress, target: &mine)
                        reference.update(progress, target: &theirs)
                        #expect(Self.same(mine, theirs), "\(item.identifier) on page \(page) at \(progress)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 10_000)
    }

    /// Whether two targets hold the same values.
    static func same(_ a: PVTarget, _ b: PVTarget) -> Bool {
        a.node == b.node && a.translation == b.translation && a.rotationX == b.rotationX && a.rotationY == b.rotationY
            && a.rotationZ == b.rotationZ && a.scaleX == b.scaleX && a.scaleY == b.scaleY
    }
}
