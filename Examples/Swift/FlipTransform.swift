// A transform of your own: items turn over about their vertical axis as they move off center,
// shrinking a little.
//
// Run: vitrine --swift Examples/Swift/FlipTransform.swift
import VitrineGeometry
import VitrineShowcase

struct FlipTransform: TransformProtocol {
    /// The turn at the edge of the view, in radians.
    var angle: Double = 1.2           // 0...3.2
    /// The scale at the edge of the view.
    var edgeScale: Double = 0.8       // 0.2...1
    /// How far the eye is from the cards, in points: nearer turns them more steeply.
    var eyeDistance: Double = 500     // 150...2000

    func transform(withScrollingRate rate: Double) -> Transform3D {
        let clamped = max(-1, min(1, rate))
        let scale = 1 - (1 - edgeScale) * abs(clamped)
        return Transform3D.makeRotation(clamped * angle, 0, 1, 0)
            .concatenating(.makeScale(scale, scale, 1))
            .concatenating(.perspective(distance: eyeDistance))
    }
}
