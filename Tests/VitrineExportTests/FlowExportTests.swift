import Testing
import VitrineFlowLayout
import VitrineGeometry

@testable import VitrinePlayground

@Suite("Flow exports compiled: their layouts give every item the scenes' frame and plugin values")
struct FlowExportTests {
    static let window = ExportedFile.window

    @Test(arguments: ExportedFlow.all.map(\.presetName))
    func theLayoutIsTheScenes(_ presetName: String) throws {
        let export = try #require(ExportedFlow.all.first { $0.presetName == presetName })
        let configuration = try #require(export.configuration)
        let expected = FlowScene(presetName: presetName, configuration: configuration, viewport: Self.window).layout
        let layout = export.layout()
        #expect(layout.alignment == expected.alignment)
        #expect(layout.flickBehavior == expected.flickBehavior)
        #expect(layout.flowLayout == expected.flowLayout)
        #expect(layout.viewport == expected.viewport)
        #expect(layout.plugins.map { "\(type(of: $0))" } == expected.plugins.map { "\(type(of: $0))" })
        #expect(layout.contentOffsetRange == expected.contentOffsetRange)
        for item in 0..<expected.itemCount {
            #expect(layout.frame(ofItem: item) == expected.frame(ofItem: item))
            #expect(layout.targetContentOffset(forItemAt: item) == expected.targetContentOffset(forItemAt: item))
        }
        // Every 10 points across the whole scroll and a screen beyond: the same attributes,
        // frames, transforms, alpha and the plugins' values, for every item in view.
        let range = expected.contentOffsetRange, screen = Self.window.width
        var placed = 0
        for offset in stride(from: range.lowerBound - screen, through: range.upperBound + screen, by: 10) {
            let bounds = expected.bounds(atContentOffset: offset)
            #expect(layout.bounds(atContentOffset: offset) == bounds)
            let attributes = layout.layoutAttributesForElements(in: bounds, bounds: bounds)
            placed += attributes.count
            #expect(attributes == expected.layoutAttributesForElements(in: bounds, bounds: bounds), "\(presetName) at \(offset)")
        }
        #expect(placed > expected.itemCount)
    }
}
