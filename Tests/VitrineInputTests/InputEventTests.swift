import Testing
import VitrineGeometry
import VitrineInput

@Suite("InputEvent")
struct InputEventTests {
    @Test("events are equal only when every associated value is")
    func equality() {
        let point = Point(x: 1, y: 2)
        #expect(InputEvent.pointerDown(point, button: .left) == .pointerDown(Point(x: 1, y: 2), button: .left))
        #expect(InputEvent.pointerDown(point, button: .left) != .pointerDown(point, button: .right))
        #expect(InputEvent.pointerDown(point, button: .left) != .pointerUp(point, button: .left))
        #expect(InputEvent.keyDown(.tab, modifiers: [], isRepeat: false) != .keyDown(.tab, modifiers: [], isRepeat: true))
        #expect(InputEvent.keyUp(.tab, modifiers: .shift) != .keyUp(.tab, modifiers: []))
        #expect(InputEvent.resized(Size(width: 800, height: 600)) != .resized(Size(width: 600, height: 800)))
        #expect(Set<InputEvent>([.quitRequested, .quitRequested, .pointerMoved(point)]).count == 2)
    }

    @Test("events match by key constant and modifiers, as the documentation shows")
    func patternMatching() {
        func isQuit(_ event: InputEvent) -> Bool {
            switch event {
            case .keyDown(.q, modifiers: .control, _), .quitRequested: true
            default: false
            }
        }
        #expect(isQuit(.keyDown(.q, modifiers: .control, isRepeat: false)))
        #expect(isQuit(.keyDown(.q, modifiers: .control, isRepeat: true)))
        #expect(isQuit(.quitRequested))
        #expect(isQuit(.keyDown(.q, modifiers: [], isRepeat: false)) == false)
        #expect(isQuit(.keyDown(.q, modifiers: [.control, .shift], isRepeat: false)) == false)
        #expect(isQuit(.keyUp(.q, modifiers: .control)) == false)
    }
}
