import Foundation
import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineParallax

/// A 100 × 50 node centered at (200, 100) in an 800 × 600 container.
func sampleTarget() -> PVTarget {
    PVTarget(
        node: Node(center: Point(x: 200, y: 100), size: Size(width: 100, height: 50)),
        containerSize: Size(width: 800, height: 600))
}

/// `action` updated at page progress `progress` on `target`.
func updated(_ action: some PVActionType, at progress: Double, _ target: PVTarget = sampleTarget()) -> PVTarget {
    var target = target
    action.update(progress, target: &target)
    return target
}

@Suite("Actions step by linear interpolation")
struct ActionStepTests {
    @Test func moveSetsPositionOriginOrTranslation() {
        let from = PVPoint(x: 0.25, y: 0.5, isRelative: true), to = PVPoint(x: 0.75, y: 0.5, isRelative: true)
        // Relative to 800 × 600: (200, 300) → (600, 300); a quarter of the way is (300, 300).
        #expect(updated(PVActionMove(fromPosition: from, toPosition: to), at: 0.25).node.center == Point(x: 300, y: 300))
        let origin = updated(PVActionMove(fromOrigin: PVPoint(x: 50, y: 200), toOrigin: PVPoint(x: 250, y: 200)), at: 0.5)
        #expect(origin.node.frame.origin == Point(x: 150, y: 200))
        #expect(origin.node.size == Size(width: 100, height: 50))
        let moved = updated(PVActionMove(toTranslation: PVPoint(x: 40, y: -20)), at: 0.5)
        #expect(moved.translation == Point(x: 20, y: -10))
        #expect(moved.node.center == Point(x: 200, y: 100))
    }

    @Test func sizeKeepsTheCenterAndFrameInterpolatesOriginAndSize() {
        let size = PVActionSize(
            from: PVSize(width: 0.1, height: 0.1, isRelative: true),
            to: PVSize(width: 0.3, height: 0.2, isRelative: true))
        // 80 × 60 → 240 × 120; halfway 160 × 90, still centered at (200, 100).
        let resized = updated(size, at: 0.5)
        #expect(resized.node.size == Size(width: 160, height: 90))
        #expect(resized.node.center == Point(x: 200, y: 100))
        let frame = PVActionFrame(
            fromFrame: Rect(x: 0, y: 0, width: 100, height: 100),
            toFrame: Rect(x: 100, y: 200, width: 300, height: 50))
        #expect(updated(frame, at: 0.25).node.frame == Rect(x: 25, y: 50, width: 150, height: 87.5))
    }

    @Test func rotateScaleAndFadeSetTheirOwnParts() {
        #expect(updated(PVActionRotate(toX: 1), at: 0.5).rotationX == 0.5)
        #expect(updated(PVActionRotate(fromY: 1, toY: 3), at: 0.5).rotationY == 2)
        #expect(updated(PVActionRotate(toZ: .pi), at: 1).rotationZ == .pi)
        let both = updated(PVActionScale(from: 1, to: 3), at: 0.5)
        #expect(both.scaleX == 2 && both.scaleY == 2)
        let wide = updated(PVActionScale(toX: 2), at: 0.5)
        #expect(wide.scaleX == 1.5 && wide.scaleY == 1)
        let tall = updated(PVActionScale(fromY: 2, toY: 0), at: 0.25)
        #expect(tall.scaleX == 1 && tall.scaleY == 1.5)
        #expect(updated(PVActionFade(to: 0), at: 0.75).node.opacity == 0.25)
    }

    @Test func colorRadiusAndTextActions() {
        let blue = Color(hex: 0x0000FF), yellow = Color(hex: 0xFFFF00)
        #expect(
            updated(PVActionColor(from: blue, to: yellow), at: 0.5).node.fillColor
                == blue.interpolated(to: yellow, fraction: 0.5))
        #expect(updated(PVActionColor(from: blue, to: yellow, property: .text), at: 1).node.textColor == yellow)
        #expect(updated(PVActionCornerRadius(from: 0, to: 40), at: 0.25).node.cornerRadius == 10)
        // A bounce below the start never makes a negative radius.
        #expect(updated(PVActionCornerRadius(from: 0, to: 40), at: -0.5).node.cornerRadius == 0)
        #expect(updated(PVActionLetterSpacing(from: 2, to: 10), at: 0.5).node.letterSpacing == 6)
        let typing = PVActionTypewriter(text: "Parallax")
        #expect(updated(typing, at: 0.5).node.text == "Para")
        #expect(updated(typing, at: 0.99).node.text == "Paralla")
        #expect(updated(typing, at: 1.2).node.text == "Parallax")
        #expect(updated(typing, at: -1).node.text == "")
        #expect(updated(typing.reverse(with: .default), at: 0.25).node.text == "Parallax".prefix(6).description)
    }

    @Test func parametersShiftScaleAndEaseTheStep() throws {
        let late = try PVParameters(startOffset: 0.5, stopOffset: 1, timingFunction: Easing.easeInQuad)
        let fade = PVActionFade(from: 1, to: 0, parameters: late)
        #expect(updated(fade, at: 0.4).node.opacity == 1)
        // Page 0.75 → action 0.5 → eased 0.25 → opacity 0.75.
        #expect(updated(fade, at: 0.75).node.opacity == 0.75)
        #expect(updated(fade, at: 1).node.opacity == 0)
    }

    @Test func groupStepsEveryChildWithItsOwnProgressIgnoringTheirs() throws {
        let early = try PVParameters(startOffset: 0, stopOffset: 0.5)
        let group = PVActionGroup(
            actions: [PVActionScale(to: 3, parameters: early), PVActionFade(to: 0)],
            parameters: try PVParameters(startOffset: 0.5, stopOffset: 1))
        let target = updated(group, at: 0.75)
        // The group's progress is 0.5 for both children; the scale's own offsets play no part.
        #expect(target.scaleX == 2 && target.node.opacity == 0.5)
    }

    @Test func theReadmesCustomLetterSpacingActionWorksOnNodeText() {
        var target = sampleTarget()
        target.node.text = "PVView"
        let action = LetterSpacingAction(fromSpacing: 0, toSpacing: 8)
        action.update(0.25, target: &target)
        #expect(target.node.letterSpacing == 2)
        action.reverse(with: .default).update(0.25, target: &target)
        #expect(target.node.letterSpacing == 6)
    }
}

/// The seed README's custom action, on node text.
struct LetterSpacingAction: PVActionBasicType {
    var parameters = PVParameters.default
    var fromSpacing: Double
    var toSpacing: Double

    func step(_ progress: Double, target: inout PVTarget) {
        target.node.letterSpacing = fromSpacing + (toSpacing - fromSpacing) * progress
    }

    func reverse(with newParameters: PVParameters) -> LetterSpacingAction {
        LetterSpacingAction(parameters: newParameters, fromSpacing: toSpacing, toSpacing: fromSpacing)
    }
}
