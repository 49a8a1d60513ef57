import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

@Suite("The app loop's pieces")
struct AppLoopTests {
    @Test func quitKeysAndWindowClose() {
        #expect(PlaygroundCore.isQuit(.quitRequested, isTaken: false))
        #expect(PlaygroundCore.isQuit(.keyDown(.escape, modifiers: [], isRepeat: false), isTaken: false))
        #expect(PlaygroundCore.isQuit(.keyDown(.q, modifiers: [.shift], isRepeat: false), isTaken: false))
        #expect(!PlaygroundCore.isQuit(.keyUp(.q, modifiers: []), isTaken: false))
        #expect(!PlaygroundCore.isQuit(.keyDown(.tab, modifiers: [], isRepeat: false), isTaken: false))
        #expect(!PlaygroundCore.isQuit(.pointerDown(.zero, button: .left), isTaken: false))
        // Esc that a layer took (to close the help, the panel, the prompt) does not quit; Q still quits.
        #expect(!PlaygroundCore.isQuit(.keyDown(.escape, modifiers: [], isRepeat: false), isTaken: true))
        #expect(PlaygroundCore.isQuit(.keyDown(.q, modifiers: [], isRepeat: false), isTaken: true))
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
        #expect(large.count == 2 * DemoScene.items.count && DemoScene.items.count >= 12)
        // Cell (0, 0) at 1280 × 720: margin 40 + half a cell; cells are (1280 − 80)/6 wide and
        // (720 − 100)/3 high.
        #expect(large[0].center == Point(x: 140, y: 60 + (620.0 / 3) / 2))
        // At 640 × 360 the same layout, drawn at half size, so nothing crowds.
        #expect(small.count == 1 && small[0].sublayerTransform == .makeScale(0.5, 0.5, 1))
        #expect(small.first?.children.map(\.center) == large.map(\.center))
        // 1600 × 720 is wider: its design viewport is 1600 wide and the cells follow.
        let wide = scene.makeNodes(viewport: Size(width: 1600, height: 720))
        #expect(wide[0].center == Point(x: 40 + (1520.0 / 6) / 2, y: 60 + (620.0 / 3) / 2))
    }
}
