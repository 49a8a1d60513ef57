import Testing

@testable import VitrineGeometry

@Suite("Transform3D: flatness")
struct TransformFlatnessTests {
    @Test func movesAndEvenOrUnevenScalesAreFlat() {
        #expect(Transform3D.identity.isFlat)
        #expect(Transform3D.makeTranslation(10, -4, 3).isFlat)
        #expect(Transform3D.makeScale(0.5, 2, 0).isFlat)
        #expect(Transform3D.makeScale(0, 0, 1).isFlat)
    }

    @Test func turnsTiltsMirrorsAndPerspectiveAreNot() {
        #expect(!Transform3D.makeRotation(0.1, 0, 0, 1).isFlat)
        #expect(!Transform3D.makeRotation(0.1, 0, 1, 0).isFlat)
        #expect(!Transform3D.makeRotation(0.1, 1, 0, 0).isFlat)
        #expect(!Transform3D.makeScale(-1, 1, 1).isFlat)
        #expect(!Transform3D.perspective(distance: 800).isFlat)
        var shear = Transform3D.identity
        shear.m21 = 0.2
        #expect(!shear.isFlat)
    }
}
