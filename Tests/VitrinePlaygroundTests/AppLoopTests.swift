import Testing
import VitrineGeometry
import VitrineInput
@testable import VitrinePlayground

@Suite("The app loop's pieces")
struct AppLoopTests {
    @Test func quitKeysAndWindowClose() {
        #expect(PlaygroundCore.isQuit(.quitRequested))
        #expect(PlaygroundCore.isQuit(.keyDown(.escape, modifiers: [], isRepeat: false)))
        #expect(PlaygroundCore.isQuit(.keyDown(.q, modifiers: [.shift], isRepeat: false)))
        #expect(!PlaygroundCore.isQuit(.keyUp(.q, modifiers: [])))
        #expect(!PlaygroundCore.isQuit(.keyDown(.tab, modifiers: [], isRepeat: false)))
        #expect(!PlaygroundCore.isQuit(.pointerDown(.zero, button: .left)))
        // With the help or the panel open, Esc closes it instead; Q still quits.
        #expect(!PlaygroundCore.isQuit(.keyDown(.escape, modifiers: [], isRepeat: false), overlayIsOpen: true))
        #expect(PlaygroundCore.isQuit(.keyDown(.q, modifiers: [], isRepeat: false), overlayIsOpen: true))
    }

    @Test func frameRateAveragesTheLastSecond() {
        var counter = FrameRateCounter()
        #expect(counter.framesPerSecond == 0)
        for _ in 0..<120 { counter.record(1.0 / 60) }
        #expect(abs(counter.framesPerSecond - 60) < 1e-9)
        // Slower frames push the fast ones out of the one-second window.
        for _ in 0..<40 { counter.record(1.0 / 30) }
        #expect(abs(counter.framesPerSecond - 30) < 1e-9)
    }

    @Test func frameRateIgnoresNonsense() {
        var counter = FrameRateCounter()
        counter.record(.nan)
        counter.record(-1)
        counter.record(0)
        #expect(counter.framesPerSecond == 0)
    }

    @Test func demoSceneFollowsTheViewport() {
        let scene = DemoScene()
        let small = scene.makeNodes(viewport: Size(width: 640, height: 360))
        let large = scene.makeNodes(viewport: Size(width: 1280, height: 720))
        #expect(small.count == 2 * DemoScene.items.count && DemoScene.items.count >= 12)
        // Cell (0, 0): margin 40 + half a cell; cells are (640 − 80)/6 wide and (360 − 100)/3 high.
        #expect(small[0].center == Point(x: 40 + (560.0 / 6) / 2, y: 60 + (260.0 / 3) / 2))
        #expect(large[0].center == Point(x: 140, y: 60 + (620.0 / 3) / 2))
    }
}
