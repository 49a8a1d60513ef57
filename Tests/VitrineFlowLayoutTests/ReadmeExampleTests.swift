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
        func prepareAttributes(
            _ attributes: PluginableFlowLayoutAttributes,
            in context: FlowLayoutPluginContext
        ) -> PluginableFlowLayoutAttributes {
            var attributes = attributes
            let percentage = attributes.percentageInfo.idealFrameVisibility
            attributes.transform = .makeRotation(percentage * .pi / 6, 0, 1, 0)
            return attributes
        }
    }

    @Test func theExampleRestsAFlickWithAnItemCentered() {
        var layout = PluginableFlowLayout(
            alignment: .lineCenter,
            plugins: [ParallaxDimmingFlowLayoutPlugin(), TiltPlugin()])
        layout.scrollDirection = .horizontal
        layout.items = .individual(count: 40) { Size(width: 160 + Double($0 % 3) * 60, height: 300) }
        layout.minimumLineSpacing = 20
        layout.sectionInset = EdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
        layout.prepare(for: Size(width: 1280, height: 720))

        // Hand the layout's say in where motion ends to a Scroller. The layout's offsets run over
        // `contentOffsetRange`, from the first item's slot to the last's; the Scroller's from 0.
        let range = layout.contentOffsetRange
        let origin = range.lowerBound
        var scroller = Scroller(configuration: Scroller.Configuration(axis: .horizontal))
        scroller.configuration.targetContentOffset = { [layout] proposed, current, velocity in
            layout.targetContentOffset(
                forProposedContentOffset: proposed + origin, currentOffset: current + origin,
                velocity: velocity, viewport: layout.viewport) - origin
        }
        scroller.configuration.stepTarget = { [layout] rest, steps in
            layout.targetContentOffset(steppingFrom: rest + origin, by: steps).map { $0 - origin }
        }
        let viewportLength = layout.geometry.viewportLength
        scroller.setContent(length: range.upperBound - range.lowerBound + viewportLength, viewport: viewportLength)

        // Two 300-point items fit a 720-point column (with the default 10 between), so columns
        // hold items 0–1, 2–3, 4–5, … as thick as their wider item: 24…244, 264…544, 564…844.
        // Centred, they rest at 134 − 640 = −506 (the range's start: the first column starts
        // there, centred), 404 − 640 = −236 and 64; a wheel notch down goes from the first to
        // the second, 270 points on the scroller.
        #expect(origin == -506)
        let opening = layout.bounds(atContentOffset: scroller.offset + origin)
        #expect(
            layout.layoutAttributesForElements(in: opening, bounds: opening)
                .filter { $0.percentageInfo.idealFrameVisibility == 0 }.map(\.index) == [0, 1])
        scroller.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)), at: 0)
        for frame in 1...60 { scroller.update(at: Double(frame) / 60) }
        #expect(scroller.offset == 270)

        let bounds = layout.bounds(atContentOffset: scroller.offset + origin)
        let shown = layout.layoutAttributesForElements(in: bounds, bounds: bounds)
        let centered = shown.filter { $0.percentageInfo.idealFrameVisibility == 0 }
        #expect(centered.map(\.index) == [2, 3])
        #expect(centered.first?.transform == .makeRotation(0, 0, 1, 0))
        #expect(shown.allSatisfy { $0.frame.intersects(bounds) })
    }
}
