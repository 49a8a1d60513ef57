import Testing
import VitrineGeometry

@testable import VitrinePlayground

/// The exported accessibility labels say what the window's inspector says for the same item.
@Suite("Accessibility labels of the exports")
struct AccessibilityLabelExportTests {
    static let viewport = Size(width: 1280, height: 720)

    @Test func theExportedLabelsAreTheScenesSpokenLabels() {
        var showcase = ShowcaseScene(preset: .coverflow, viewport: Self.viewport)
        showcase.focus(onItem: 2)
        #expect(coverflowAccessibilityLabel(forItem: 2) == "Card 3 of 24")
        #expect(showcase.focusedItemLabel == coverflowAccessibilityLabel(forItem: 2))
        let flow = FlowScene(preset: .flowCenter, viewport: Self.viewport)
        #expect(flow.focusedItemLabel == flowCenterAccessibilityLabel(forItem: flow.currentItem))
        #expect(flowCenterAccessibilityLabel(forItem: 35) == "Card 36 of 36")
        let parallax = ParallaxScene(preset: .parallax, viewport: Self.viewport)
        #expect(parallax.focusedItemLabel == "Page 1 of 5" && parallaxAccessibilityLabel(forItem: 0) == "Page 1 of 5")
    }

    @Test func withPicturesTheLabelIsTheFilesNameAndPlace() {
        var showcase = ShowcaseScene(preset: .coverflow, viewport: Self.viewport)
        showcase.adopt(
            PictureShelf(
                pictures: [
                    .init(name: "a.jpg", pixelSize: Size(width: 40, height: 30)),
                    .init(name: "b.png", pixelSize: Size(width: 30, height: 40)),
                ], source: "photos"))
        showcase.focus(onItem: 1)
        #expect(showcase.focusedItemLabel == "b.png, 2 of 2")
    }
}
