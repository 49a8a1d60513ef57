import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// Whether the running scene is still moving because of input, which a headless run waits for.
@Suite("The scene's motion")
struct SceneMotionTests {
    static let viewport = Size(width: 1280, height: 720)

    /// Updates `core` to frame `index` at the fixed step.
    static func frame(_ index: Int, of core: inout PlaygroundCore) {
        PlaygroundCoreTests.frame(index, of: &core)
    }

    @Test(arguments: ["demo", "simple-horizontal", "coverflow", "parallax", "flow-center"])
    func aNotchMovesTheSceneUntilItsGlideEnds(preset: String) throws {
        var core = try PlaygroundCore(preset: preset, viewport: Self.viewport)
        Self.frame(0, of: &core)
        #expect(!core.isSceneMoving)
        _ = core.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)), at: 0.01)
        Self.frame(1, of: &core)
        #expect(core.isSceneMoving, "\(preset)")
        let start = try #require(core.scrollOffset)
        // A glide lasts at most 200 ms; a Parallax page turn is a glide too.
        var index = 2
        while core.isSceneMoving, index < 600 {
            Self.frame(index, of: &core)
            index += 1
        }
        #expect(index <= 2 + 12 + 30, "\(preset) moved for \(index) frames")
        #expect(core.scrollOffset != start)
    }

    @Test func theDemosTurningItemsAreNotMotion() throws {
        var core = try PlaygroundCore(preset: "demo", viewport: Self.viewport)
        let before = core.layers().scene.map(\.transform)
        Self.frame(30, of: &core)
        #expect(core.layers().scene.map(\.transform) != before)
        #expect(!core.isSceneMoving)
    }

    @Test func aPointerHeldDownIsMotionUntilReleased() throws {
        var core = try PlaygroundCore(preset: "simple-horizontal", viewport: Self.viewport)
        _ = core.handle(.pointerDown(Point(x: 640, y: 360), button: .left), at: 0)
        Self.frame(60, of: &core)
        #expect(core.isSceneMoving)
        _ = core.handle(.pointerUp(Point(x: 640, y: 360), button: .left), at: 1.01)
        Self.frame(61, of: &core)
        #expect(!core.isSceneMoving)
    }
}
