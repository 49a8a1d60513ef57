import Testing
import VitrineGeometry

@testable import VitrineFlowLayout

@Suite("Flow attributes: reduced motion")
struct ReducedMotionAttributesTests {
    static func attributes(transform: Transform3D) -> PluginableFlowLayoutAttributes {
        var attributes = PluginableFlowLayoutAttributes(
            index: 3, frame: Rect(x: 10, y: 20, width: 100, height: 80), scrollDirection: .horizontal)
        attributes.transform = transform
        attributes.alpha = 0.6
        attributes.overlayAlpha = 0.4
        attributes.contentTranslation = Point(x: 12, y: 0)
        return attributes
    }

    @Test func aTurnGoesAndAPlainScaleStays() {
        let turned = Self.attributes(transform: .makeRotation(0.4, 0, 1, 0)).reducingMotion()
        #expect(turned.transform == .identity && turned.alpha == 0.6 && turned.overlayAlpha == 0.4)
        #expect(turned.contentTranslation == .zero && turned.frame == Rect(x: 10, y: 20, width: 100, height: 80))
        let scaled = Self.attributes(transform: .makeScale(0.8, 0.8, 1)).reducingMotion()
        #expect(scaled.transform == .makeScale(0.8, 0.8, 1))
    }
}
