import VitrineFlowLayout
import VitrineGeometry
import VitrineLive

/// Inputs of a Flow plugin's call, as the window sends them: an item's attributes, then the
/// layout's context.
enum PluginableFlowLayoutAttributesFixture {
    /// The 42 numbers of item `index` at `x` along a horizontal layout.
    static func numbers(index: Int, x: Double = 0) -> [Double] {
        let attributes = PluginableFlowLayoutAttributes(
            index: index, frame: Rect(x: x, y: 40, width: 240, height: 300),
            scrollDirection: .horizontal)
        let context = FlowLayoutPluginContext(
            bounds: Rect(x: x, y: 0, width: 1280, height: 720), scrollDirection: .horizontal,
            alignment: .lineStart, sectionInset: .zero, contentSize: Size(width: x + 2000, height: 720))
        return attributes.liveNumbers + context.liveNumbers
    }
}
