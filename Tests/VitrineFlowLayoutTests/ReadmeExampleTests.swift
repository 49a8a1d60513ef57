import Testing
import VitrineFlowLayout
import VitrineGeometry
import VitrineInput
import VitrineMotion

/// The README's example, compiled and run: a plugin of one's own, the layout handed to a
/// Scroller, and the attributes for the viewport.
@Suite struct ReadmeExampleTests {
    /// Tilts items about y as they leave their slot.
    struct TiltPlugin: FlowLayoutPlugin {
        func prepareAttributes(_ attributes: PluginableFlowLayoutAttributes,
                               in context: FlowLayoutPluginContext) -> PluginableFlowLayoutAttributes {
            var attributes = attributes
            let percentage = attributes.percentageInfo.idealFrameVisibility
            attributes.transform = .makeRotation(percentage * .pi / 6, 0, 1, 0)
            return attributes
        }
    }

    @Test func theExampleRestsAFlickWithAnItemCentered() {
        var layout = PluginableFlowLayout(alignment: .lineCenter,
                                          plugins: [ParallaxDimmingFlowLayoutPlugin(), TiltPlugin()])
        layout.scrollDirection = .horizontal
        layout.items = .individual(count: 40) { Size(width: 160 + Double($0 % 3) * 60, height: 300) }
        layout.minimumLineSpacing = 20
        layout.sectionInset = EdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
        layout.prepare(for: Size(width: 1280, height: 720))

        var scroller = Scroller(configuration: Scroller.Configuration(axis: .horizontal))
        scroller.configuration.targetContentOffset = { [layout] proposed, current, velocity in
            layout.targetContentOffset(forProposedContentOffset: proposed, currentOffset: current,
                                       velocity: velocity, viewport: layout.viewport)
        }
        scroller.configuration.stepTarget = { [layout] rest, steps in
            layout.targetContentOffset(steppingFrom: rest, by: steps)
        }
        scroller.setContent(length: layout.geometry.contentLength, viewport: layout.geometry.viewportLength)

        // Two 300-point items fit a 720-point column (with the default 10 between), so columns
        // hold items 0–1, 2–3, 4–5, … as thick as their wider item: 24…244, 264…544, 564…844.
        // Their centres 134 and 404 are left of 640, so those slots are clamped to 0; a wheel
        // notch down goes to the first slot past 0, column 2's: 704 − 640 = 64.
        scroller.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)), at: 0)
        for frame in 1...60 { scroller.update(at: Double(frame) / 60) }
        #expect(scroller.offset == 64)

        let bounds = layout.bounds(atContentOffset: scroller.offset)
        let shown = layout.layoutAttributesForElements(in: bounds, bounds: bounds)
        let centered = shown.filter { $0.percentageInfo.idealFrameVisibility == 0 }
        #expect(centered.map(\.index) == [4, 5])
        #expect(centered.first?.transform == .makeRotation(0, 0, 1, 0))
        #expect(shown.allSatisfy { $0.frame.intersects(bounds) })
    }
}
