import Testing
import VitrineUIKit

@Suite("The CATransform3D functions against Transform3D")
struct CATransform3DFunctionTests {
    let base = CATransform3DConcat(CATransform3DMakeRotation(0.7, 1, 2, 3), CATransform3DMakeTranslation(5, -6, 7))

    @Test("the identity is Transform3D's, and IsIdentity and EqualToTransform compare exactly")
    func identityAndEquality() {
        #expect(CATransform3DIdentity == Transform3D.identity)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 1.000001)))
        #expect(CATransform3DEqualToTransform(base, base))
        #expect(!CATransform3DEqualToTransform(base, CATransform3DIdentity))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(CATransform3DEqualToTransform(perspective, Transform3D.perspective(distance: 500)))
    }

    @Test("each Make function is its Transform3D.make… counterpart")
    func making() {
        #expect(CATransform3DMakeRotation(0.7, 1, 2, 3) == Transform3D.makeRotation(0.7, 1, 2, 3))
        #expect(CATransform3DMakeRotation(-2, 0, 0, 1) == Transform3D.makeRotation(-2, 0, 0, 1))
        #expect(CATransform3DMakeScale(2, 3, 0) == Transform3D.makeScale(2, 3, 0))
        #expect(CATransform3DMakeTranslation(10, -20, 30) == Transform3D.makeTranslation(10, -20, 30))
        #expect(CATransform3DMakeTranslation(10, -20, 30).m41 == 10)
        #expect(CATransform3DMakeScale(2, 3, 0).m22 == 3)
    }

    @Test("Concat(a, b) applies a first, then b")
    func concatenation() {
        let a = CATransform3DMakeTranslation(10, 0, 0)
        let b = CATransform3DMakeScale(2, 3, 1)
        #expect(CATransform3DConcat(a, b) == a.concatenating(b))
        #expect(CATransform3DConcat(a, b) == Transform3D.concat(a, b))
        // (1, 1, 0) moved by 10 along x is (11, 1, 0); scaled by (2, 3) it is (22, 3, 0). The other
        // order would give (12, 3, 0).
        let moved = CATransform3DConcat(a, b).apply(to: Vector4(x: 1, y: 1, z: 0, w: 1))
        #expect(moved == Vector4(x: 22, y: 3, z: 0, w: 1))
        #expect(CATransform3DConcat(b, a).apply(to: Vector4(x: 1, y: 1, z: 0, w: 1)) == Vector4(x: 12, y: 3, z: 0, w: 1))
        // Moved to (11, 0, 0), then turned a quarter clockwise about z: (0, 11, 0).
        let turned = CATransform3DConcat(a, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)).project(CGPoint(x: 1, y: 0))
        #expect(turned.map { abs($0.x) < 1e-12 && abs($0.y - 11) < 1e-12 } == true)
        #expect(CATransform3DConcat(base, a) == base.concatenating(a))
    }

    @Test("Rotate, Scale and Translate put their step before the transform, as Transform3D's methods do")
    func steps() {
        #expect(CATransform3DRotate(base, 0.4, 0, 1, 0) == base.rotated(0.4, 0, 1, 0))
        #expect(CATransform3DRotate(base, 0.4, 0, 1, 0) == CATransform3DConcat(CATransform3DMakeRotation(0.4, 0, 1, 0), base))
        #expect(CATransform3DScale(base, 2, 0.5, 3) == base.scaled(2, 0.5, 3))
        #expect(CATransform3DScale(base, 2, 0.5, 3) == CATransform3DConcat(CATransform3DMakeScale(2, 0.5, 3), base))
        #expect(CATransform3DTranslate(base, 4, 5, 6) == base.translated(4, 5, 6))
        #expect(CATransform3DTranslate(base, 4, 5, 6) == CATransform3DConcat(CATransform3DMakeTranslation(4, 5, 6), base))
        // A translation before a scale is scaled: 4 · 2 = 8 along x.
        #expect(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 4, 0, 0).m41 == 8)
    }

    @Test("Invert is Transform3D.inverted(), and leaves a singular transform unchanged")
    func inversion() {
        #expect(CATransform3DInvert(base) == base.inverted())
        #expect(CATransform3DInvert(CATransform3DMakeTranslation(3, 4, 5)) == CATransform3DMakeTranslation(-3, -4, -5))
        let singular = CATransform3DMakeScale(0.5, 0.5, 0)
        #expect(CATransform3DInvert(singular) == singular)
    }
}
