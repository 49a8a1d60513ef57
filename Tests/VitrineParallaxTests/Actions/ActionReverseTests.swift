import Testing
import VitrineGeometry
import VitrineParallax

@Suite("Reverse, copy and continue")
struct ActionReverseTests {
    @Test func reverseSwapsTheEndsKeepsTheKindAndTakesTheNewParameters() throws {
        let original = try PVParameters(startOffset: 0.2, stopOffset: 0.6, timingFunction: Easing.easeInCubic)
        let late = try PVParameters(startOffset: 0.5)
        let move = PVActionMove(fromOrigin: PVPoint(x: 1, y: 2), toOrigin: PVPoint(x: 3, y: 4), parameters: original)
        let back = move.reverse(with: late)
        #expect(back.fromValue == PVPoint(x: 3, y: 4) && back.toValue == PVPoint(x: 1, y: 2))
        #expect(back.moveType == .origin)
        #expect(back.parameters.startOffset == 0.5 && back.parameters.timingFunction == nil)
        let turn = PVActionRotate(fromY: 0.5, toY: 2).reverse(with: .default)
        #expect(turn.axis == .y && turn.fromValue == 2 && turn.toValue == 0.5)
        let scale = PVActionScale(fromX: 1, toX: 2).reverse(with: .default)
        #expect(scale.axis == .x && scale.fromValue == 2 && scale.toValue == 1)
    }

    @Test func aReversedActionPlayedForwardRetracesTheOriginal() {
        let fade = PVActionFade(from: 0.2, to: 1)
        for progress in stride(from: 0.0, through: 1, by: 0.125) {
            let backward = updated(fade.reverse(with: .default), at: progress).node.opacity
            #expect(abs(backward - updated(fade, at: 1 - progress).node.opacity) < 1e-12)
        }
    }

    @Test func continueStartsWhereTheActionEnded() throws {
        let parameters = try PVParameters(startOffset: 0.25, stopOffset: 0.75)
        let move = PVActionMove(fromPosition: PVPoint(x: 0, y: 0), toPosition: PVPoint(x: 10, y: 10))
            .continueMove(to: PVPoint(x: 20, y: 0), newParameters: parameters)
        #expect(move.fromValue == PVPoint(x: 10, y: 10) && move.toValue == PVPoint(x: 20, y: 0))
        #expect(move.moveType == .position && move.parameters.startOffset == 0.25)
        let size = PVActionSize(from: .zero, to: PVSize(width: 5, height: 5)).continueChange(to: PVSize(width: 9, height: 1))
        #expect(size.fromValue == PVSize(width: 5, height: 5) && size.toValue == PVSize(width: 9, height: 1))
        let frame = PVActionFrame(fromFrame: .zero, toFrame: Rect(x: 1, y: 1, width: 1, height: 1))
            .continueChange(to: Rect(x: 2, y: 2, width: 2, height: 2))
        #expect(frame.fromValue == Rect(x: 1, y: 1, width: 1, height: 1))
        let turn = PVActionRotate(toZ: 1).continueRotate(to: 3)
        #expect(turn.axis == .z && turn.fromValue == 1 && turn.toValue == 3)
        let scale = PVActionScale(fromY: 1, toY: 2).continueScale(to: 0.5)
        #expect(scale.axis == .y && scale.fromValue == 2 && scale.toValue == 0.5)
        let fade = PVActionFade(from: 1, to: 0.5).continueFade(to: 0)
        #expect(fade.fromValue == 0.5 && fade.toValue == 0)
        let color = PVActionColor(from: .black, to: .white, property: .text).continueColor(to: .clear)
        #expect(color.fromValue == .white && color.toValue == .clear && color.property == .text)
        #expect(PVActionCornerRadius(from: 0, to: 8).continueChange(to: 2).fromValue == 8)
        #expect(PVActionLetterSpacing(from: 0, to: 4).continueChange(to: 1).fromValue == 4)
    }

    @Test func copyKeepsTheValuesAndTakesNewParameters() throws {
        let parameters = try PVParameters(startOffset: 0.1, stopOffset: 0.2)
        let copy = PVActionRotate(toX: 1).copy(with: parameters)
        #expect(copy.axis == .x && copy.toValue == 1 && copy.parameters.stopOffset == 0.2)
        #expect(PVActionFade(to: 0).copy().parameters.startOffset == 0)
        let group = PVActionGroup(actions: [PVActionFade(to: 0)]).copy(with: parameters)
        #expect(group.actions.count == 1 && group.parameters.startOffset == 0.1)
    }

    @Test func groupReverseReversesEveryChildInOrderWithDefaultParameters() throws {
        let child = try PVParameters(startOffset: 0.3, stopOffset: 0.4)
        let group = PVActionGroup(actions: [PVActionFade(from: 1, to: 0, parameters: child), PVActionScale(to: 2)])
        let back = group.reverse(with: try PVParameters(stopOffset: 0.5))
        #expect(back.parameters.stopOffset == 0.5)
        let fade = try #require(back.actions[0] as? PVActionFade)
        let scale = try #require(back.actions[1] as? PVActionScale)
        #expect(fade.fromValue == 0 && fade.toValue == 1 && fade.parameters.startOffset == 0)
        #expect(scale.fromValue == 2 && scale.toValue == 1)
    }

    @Test func reversedActionsMapsReverseOverAList() throws {
        let fades = [PVActionFade(from: 1, to: 0), PVActionFade(from: 0.5, to: 0.25)].reversedActions()
        #expect(fades.map(\.fromValue) == [0, 0.25] && fades.map(\.toValue) == [1, 0.5])
        let mixed: [any PVActionBasicType] = [PVActionFade(to: 0), PVActionRotate(toZ: 1)]
        let late = try PVParameters(startOffset: 0.5)
        let back = mixed.reversedActions(with: late)
        #expect((back[0] as? PVActionFade)?.fromValue == 0)
        #expect((back[1] as? PVActionRotate)?.fromValue == 1)
        #expect(back.allSatisfy { $0.parameters.startOffset == 0.5 })
    }
}
