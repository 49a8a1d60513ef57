import Foundation
import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineParallax

@Suite("PVTarget composes frame, then the transform about the center")
struct PVTargetTests {
    @Test func anUnchangedTargetDrawsItsNodeAsItIs() {
        let target = sampleTarget()
        #expect(target.composedTransform(perspectiveDistance: 800) == .identity)
        #expect(target.composedNode(perspectiveDistance: 800).center == Point(x: 200, y: 100))
    }

    @Test func partsAddUpInsteadOfOverwritingEachOther() {
        var target = sampleTarget()
        PVActionScale(to: 2).update(1, target: &target)
        PVActionRotate(toZ: .pi / 2).update(1, target: &target)
        PVActionMove(toTranslation: PVPoint(x: 10, y: 0)).update(1, target: &target)
        // Scale, then turn a quarter clockwise, then translate: the local point (1, 0) lands at
        // (2, 0) → (0, 2) → (10, 2).
        let transform = target.composedTransform(perspectiveDistance: 800)
        let point = transform.project(Point(x: 1, y: 0))
        #expect(point.map { abs($0.x - 10) < 1e-12 && abs($0.y - 2) < 1e-12 } == true)
    }

    @Test func turnsOutOfThePlaneAreSeenInPerspective() {
        var target = sampleTarget()
        PVActionRotate(toY: .pi / 3).update(1, target: &target)
        let transform = target.composedTransform(perspectiveDistance: 500)
        let expected = Transform3D.makeRotation(.pi / 3, 0, 1, 0).concatenating(.perspective(distance: 500))
        #expect(transform == expected)
        // The right edge (x = 50) swings back by 50 sin 60°, so it is drawn nearer the center.
        let edge = transform.project(Point(x: 50, y: 0))
        let depth = -50 * sin(Double.pi / 3)
        #expect(edge.map { abs($0.x - 50 * cos(Double.pi / 3) / (1 - depth / 500)) < 1e-9 } == true)
    }

    @Test func theFrameIsSetBeforeTheTransformWhateverTheActionOrder() {
        let frame = PVActionFrame(fromFrame: .zero, toFrame: Rect(x: 0, y: 0, width: 200, height: 100))
        let turn = PVActionRotate(toZ: .pi)
        var first = sampleTarget(), second = sampleTarget()
        frame.update(1, target: &first)
        turn.update(1, target: &first)
        turn.update(1, target: &second)
        frame.update(1, target: &second)
        let a = first.composedNode(perspectiveDistance: 800), b = second.composedNode(perspectiveDistance: 800)
        #expect(a.frame == Rect(x: 0, y: 0, width: 200, height: 100) && a.frame == b.frame)
        #expect(a.transform == b.transform)
    }
}
