import Foundation
import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineParallax

@Suite("PVTarget: reduced motion")
struct PVTargetReducedMotionTests {
    static func target(rotationX: Double = 0, rotationY: Double = 0, rotationZ: Double = 0) -> PVTarget {
        var node = Node(size: Size(width: 200, height: 200))
        node.opacity = 0.8
        var target = PVTarget(node: node, containerSize: Size(width: 1280, height: 720))
        target.rotationX = rotationX
        target.rotationY = rotationY
        target.rotationZ = rotationZ
        target.scaleX = -1.25
        target.scaleY = 1.25
        target.translation = Point(x: 30, y: -10)
        return target
    }

    /// Turns about x and y fade the item by |cos x| · |cos y|; a turn about z is left out; the
    /// scale keeps its magnitude and the translation stays.
    @Test func turnsBecomeAFadeAndTheItemStaysFlat() {
        let reduced = Self.target(rotationX: .pi / 3, rotationY: .pi / 4, rotationZ: 1).reducedMotionNode()
        #expect(abs(reduced.opacity - 0.8 * cos(Double.pi / 3) * cos(Double.pi / 4)) < 1e-15)
        #expect(reduced.transform == Transform3D.makeScale(1.25, 1.25, 1).concatenating(.makeTranslation(30, -10, 0)))
        #expect(reduced.transform.isFlat)
        // A whole flip about y ends as it began: fully shown.
        #expect(Self.target(rotationY: .pi).reducedMotionNode().opacity == 0.8)
        #expect(Self.target(rotationY: .pi / 2).reducedMotionNode().opacity < 1e-15)
    }

    /// Property: whatever the turns, the node drawn with reduced motion is flat and its opacity
    /// within the node's own.
    @Test func everyReducedNodeIsFlat() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let target = Self.target(
                rotationX: .random(in: -10...10, using: &random), rotationY: .random(in: -10...10, using: &random),
                rotationZ: .random(in: -10...10, using: &random))
            let reduced = target.reducedMotionNode()
            #expect(reduced.transform.isFlat)
            #expect(reduced.opacity >= 0 && reduced.opacity <= 0.8)
        }
    }
}
