// A Flow plugin of your own: cards far from their slot turn toward it, in perspective, while
// the card in its slot stays flat.
//
// Run: vitrine --swift Examples/Swift/TiltFarCardsPlugin.swift --preset flow-center
// It runs after the preset's plugins; P steps through every set of them. The numbers below
// show in the panel (Tab).
import VitrineFlowLayout
import VitrineGeometry

struct TiltFarCardsPlugin: FlowLayoutPlugin {
    /// The turn of a card a whole card length or more from its slot, in radians.
    var maximumTilt: Double = 0.9     // 0...1.5
    /// How far from its slot a card starts to turn, in card lengths.
    var threshold: Double = 0.2       // 0...0.9
    /// How far the eye is from the cards, in points: nearer turns them more steeply.
    var eyeDistance: Double = 800     // 200...3000

    func prepareAttributes(_ attributes: PluginableFlowLayoutAttributes,
                           in context: FlowLayoutPluginContext) -> PluginableFlowLayoutAttributes {
        var attributes = attributes
        let distance = attributes.percentageInfo.idealFrameVisibility
        let far = min(max(abs(distance) - threshold, 0) / max(1 - threshold, 0.01), 1)
        // A card before its slot turns one way, a card after it the other: both face the slot.
        let angle = (distance < 0 ? 1 : -1) * far * maximumTilt
        let turn = context.scrollDirection == .horizontal
            ? Transform3D.makeRotation(angle, 0, 1, 0) : Transform3D.makeRotation(-angle, 1, 0, 0)
        attributes.transform = attributes.transform.concatenating(turn)
            .concatenating(.perspective(distance: eyeDistance))
        return attributes
    }
}
