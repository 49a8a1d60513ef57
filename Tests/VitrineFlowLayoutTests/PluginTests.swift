import Testing
import VitrineFlowLayout
import VitrineGeometry
import VitrineTestSupport

/// A value of a test plugin's own, stored on the attributes.
private enum VisitKey: FlowLayoutAttributeKey {
    static let defaultValue: [String] = []
}

/// Appends its name to `VisitKey`, to show plugin order and typed storage.
private struct VisitPlugin: FlowLayoutPlugin {
    let name: String

    func prepareAttributes(
        _ attributes: PluginableFlowLayoutAttributes,
        in context: FlowLayoutPluginContext
    ) -> PluginableFlowLayoutAttributes {
        var attributes = attributes
        attributes[VisitKey.self].append(name)
        return attributes
    }
}

/// Relies on the protocol's default implementation.
private struct IdlePlugin: FlowLayoutPlugin {}

/// Records the context it is given.
private enum ContextKey: FlowLayoutAttributeKey {
    static let defaultValue: FlowLayoutPluginContext? = nil
}

private struct ContextPlugin: FlowLayoutPlugin {
    func prepareAttributes(
        _ attributes: PluginableFlowLayoutAttributes,
        in context: FlowLayoutPluginContext
    ) -> PluginableFlowLayoutAttributes {
        var attributes = attributes
        attributes[ContextKey.self] = context
        return attributes
    }
}

@Suite struct PluginTests {
    static func attributes(
        _ plugins: [any FlowLayoutPlugin], alignment: PluginableFlowLayoutAlignment = .lineStart,
        direction: FlowScrollDirection = .horizontal, offset: Double
    ) -> [PluginableFlowLayoutAttributes] {
        let layout = carousel(alignment: alignment, plugins: plugins, direction: direction)
        let bounds = layout.bounds(atContentOffset: offset)
        return layout.layoutAttributesForElements(in: bounds, bounds: bounds)
    }

    @Test func pluginsRunInOrderAndStoreTypedValues() {
        let found = Self.attributes([VisitPlugin(name: "a"), IdlePlugin(), VisitPlugin(name: "b")], offset: 0)
        #expect(!found.isEmpty)
        for attributes in found { #expect(attributes[VisitKey.self] == ["a", "b"]) }
        var plain = PluginableFlowLayoutAttributes(index: 0, frame: .zero, scrollDirection: .vertical)
        #expect(plain[VisitKey.self] == [])
        #expect(plain.percentageInfo == .zero)
        plain[VisitKey.self] = ["x"]
        #expect(plain.values.contains(VisitKey.self))
        plain.values.removeValue(for: VisitKey.self)
        #expect(plain == PluginableFlowLayoutAttributes(index: 0, frame: .zero, scrollDirection: .vertical))
    }

    @Test func theDefaultImplementationChangesNothing() {
        #expect(Self.attributes([IdlePlugin()], offset: 80) == Self.attributes([], offset: 80))
    }

    // Listing the percentage plugin, as the README does, changes nothing: the layout has run it.
    @Test func listingThePercentagePluginIsHarmless() {
        #expect(Self.attributes([PercentageFlowLayoutPlugin()], offset: 80) == Self.attributes([], offset: 80))
    }

    // The context: bounds at the offset with the viewport's size, and the layout's settings.
    @Test func pluginsSeeTheLayoutsState() {
        let context = Self.attributes([ContextPlugin()], alignment: .lineEnd, direction: .vertical, offset: 80)
            .first?[ContextKey.self]
        #expect(context?.bounds == Rect(x: 0, y: 80, width: 200, height: 300))
        #expect(context?.alignment == .lineEnd)
        #expect(context?.scrollDirection == .vertical)
        #expect(context?.sectionInset == EdgeInsets(top: 30, left: 0, bottom: 50, right: 0))
        #expect(context?.contentSize == Size(width: 200, height: 1260))
        #expect(context?.axisOffset == 80)
        #expect(context?.insetAfter == 50)
    }

    // The README's effect at O = 40: item 0 has collectionVisibility −0.1 → content moved by
    // +0.1/2·100 = +5, overlay 1 − 0.2 = 0.8; item 1 is fully visible → 0 and 1; item 2 has
    // +0.3 → −15 and 0.4. At O = 200 item 0 is fully out (−1): overlay 1 − 2 → 0.
    @Test(arguments: [FlowScrollDirection.horizontal, .vertical])
    func parallaxDimmingFollowsTheReadme(direction: FlowScrollDirection) {
        let found = Self.attributes([ParallaxDimmingFlowLayoutPlugin()], direction: direction, offset: 40)
        #expect(found.map(\.index) == [0, 1, 2])
        let shifts = found.map { direction.axisCoordinate(of: $0.contentTranslation) }
        for (shift, expected) in zip(shifts, [5.0, 0, -15]) { #expect(isClose(shift, expected, tolerance: 1e-9)) }
        for (alpha, expected) in zip(found.map(\.overlayAlpha), [0.8, 1, 0.4]) {
            #expect(isClose(alpha, expected, tolerance: 1e-9))
        }
        #expect(found.allSatisfy { (direction == .horizontal ? $0.contentTranslation.y : $0.contentTranslation.x) == 0 })
        let out = carousel(alignment: .lineStart, plugins: [ParallaxDimmingFlowLayoutPlugin()], direction: direction)
            .attributes(ofItem: 0, atOffset: 200)
        #expect(out?.overlayAlpha == 0)
        #expect(out.map { isClose(direction.axisCoordinate(of: $0.contentTranslation), 50, tolerance: 1e-9) } == true)
    }

    // lineCenter at O = 80: item 1's idealFrameVisibility is −0.3 → scale 1 − 0.2·0.3 = 0.94,
    // alpha 1 − 0.5·0.3 = 0.85; item 2 (0.9) → 0.82 and 0.55; item 0 (−1) → 0.8 and 0.5.
    @Test func scaleFadeFollowsTheIdealFrame() {
        let found = Self.attributes([ScaleFadeFlowLayoutPlugin()], alignment: .lineCenter, offset: 80)
        #expect(found.map(\.index) == [0, 1, 2])
        for (attributes, (scale, alpha)) in zip(found, [(0.8, 0.5), (0.94, 0.85), (0.82, 0.55)]) {
            #expect(isClose(attributes.transform.m11, scale, tolerance: 1e-9))
            #expect(isClose(attributes.transform.m22, scale, tolerance: 1e-9))
            #expect(attributes.transform.m33 == 1)
            #expect(isClose(attributes.alpha, alpha, tolerance: 1e-9))
        }
        // In its slot (item 2 at O = 170) the item is untouched.
        let centred = carousel(alignment: .lineCenter, plugins: [ScaleFadeFlowLayoutPlugin()]).attributes(
            ofItem: 2, atOffset: 170)
        #expect(centred?.transform == .identity)
        #expect(centred?.alpha == 1)
    }

    @Test func percentageKindsPickTheirValue() {
        let info = PercentageInfo(collectionVisibility: 0.1, idealFrameVisibility: 0.2, idealFrameAndCollectionVisibility: 0.3)
        #expect(PercentageKind.collectionVisibility.value(in: info) == 0.1)
        #expect(PercentageKind.idealFrameVisibility.value(in: info) == 0.2)
        #expect(PercentageKind.idealFrameAndCollectionVisibility.value(in: info) == 0.3)
    }
}
