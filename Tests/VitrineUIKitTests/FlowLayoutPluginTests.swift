import Testing
import VitrineUIKit

@Suite("A flow layout plugin in the seeds' dialect")
struct FlowLayoutPluginTests {
    /// A horizontal viewport 400 wide at offset 0, aligned at the line start.
    let context = FlowLayoutPluginContext(
        bounds: CGRect(x: 0, y: 0, width: 400, height: 120), scrollDirection: .horizontal,
        alignment: .lineStart, sectionInset: .zero,
        contentSize: CGSize(width: 2000, height: 120))

    @Test("on hand-built attributes it sets the transform and alpha from the percentage")
    func handBuilt() {
        var attributes = PluginableFlowLayoutAttributes(
            index: 3, frame: CGRect(x: 500, y: 0, width: 200, height: 120),
            scrollDirection: .horizontal)
        attributes.percentageInfo = PercentageInfo(
            collectionVisibility: -0.25, idealFrameVisibility: 0.5,
            idealFrameAndCollectionVisibility: 0.1)
        let plugin = SlideAndFadePlugin()
        let result = plugin.prepareAttributes(attributes, in: context)
        // −(−0.25) · 0.5 · 200 = 25 along x; 1 − |−0.25 · 2| = 0.5.
        #expect(result.transform == CATransform3DMakeTranslation(25, 0, 0))
        #expect(result.transform.m41 == 25)
        #expect(result.alpha == 0.5)
        #expect(result.frame == attributes.frame)
        #expect(result.index == 3)

        plugin.translationFactor = 1
        plugin.fadeFactor = 1
        let changed = plugin.prepareAttributes(attributes, in: context)
        #expect(changed.transform.m41 == 50)
        #expect(changed.alpha == 0.75)
    }

    @Test("after the percentage plugin it follows the item's frame, in a PluginableFlowLayout's plugin list")
    func afterPercentages() {
        // Half the item (100 of 200) is cut off at the leading edge: collectionVisibility −0.5.
        let attributes = PluginableFlowLayoutAttributes(
            index: 0, frame: CGRect(x: -100, y: 0, width: 200, height: 120),
            scrollDirection: .horizontal)
        let plugins: [any FlowLayoutPlugin] = [PercentageFlowLayoutPlugin(), SlideAndFadePlugin()]
        let result = plugins.reduce(attributes) { $1.prepareAttributes($0, in: context) }
        #expect(result.percentageInfo.collectionVisibility == -0.5)
        #expect(result.transform.m41 == 50)
        #expect(result.alpha == 0)
        #expect(result.transform.m11 == 1 && result.transform.m22 == 1 && result.transform.m42 == 0)
    }
}
