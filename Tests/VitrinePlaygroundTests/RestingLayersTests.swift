import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// A window draws no frame whose layers equal the last one's, so a scene at rest must give
/// equal layers frame after frame (its status line included), and anything that moves must not.
@Suite("Layers at rest")
struct RestingLayersTests {
    static let viewport = Size(width: 1280, height: 720)

    /// `preset` after `seconds` of 60 Hz frames, with `keys` pressed at the start; the start
    /// hint over the status line, as a window shows it, unless `showsHint` is `false`.
    static func core(_ preset: String, keys: [Key] = [], seconds: Double = 4, showsHint: Bool = true) throws -> (
        PlaygroundCore, frame: Int
    ) {
        var core = try PlaygroundCore(preset: preset, viewport: viewport)
        if showsHint { core.showStartHint() }
        for key in keys { _ = core.handle(.keyDown(key, modifiers: [], isRepeat: false), at: 0) }
        let frames = Int(seconds * 60)
        for index in 1...frames { core.update(at: Self.frame(index)) }
        return (core, frames)
    }

    /// Frame `index` of a 60 Hz clock.
    static func frame(_ index: Int) -> FrameTime {
        FrameTime(now: Double(index) / 60, delta: 1.0 / 60, index: index)
    }

    // Every built-in preset but the demo (whose items turn for ever) comes to rest, with the
    // panel, the help or the inspector open too: its next frames' layers are its last frame's.
    @Test(arguments: Presets.names.filter { $0 != "demo" })
    func aSceneAtRestGivesTheSameLayersEveryFrame(preset: String) throws {
        for keys: [Key] in [[], [.tab], [.f1], [.i]] {
            var (core, frame) = try Self.core(preset, keys: keys)
            let rest = core.layers()
            for next in 1...3 {
                core.update(at: Self.frame(frame + next))
                let isSame = core.layers() == rest
                #expect(isSame, "\(preset) with \(keys): frame \(next) after rest differs")
            }
        }
    }

    // A loaded machine ticks unevenly; the status line's frame rate counts the frames drawn,
    // not the ticks, so uneven ticks at rest change nothing (a window draws no frame to count).
    @Test func unevenTicksAtRestChangeNothing() throws {
        var (core, frame) = try Self.core("coverflow", showsHint: false)
        for _ in 1...frame { core.recordFrameTime(interval: 1.0 / 60, work: 0.002) }
        let rest = core.layers()
        #expect(rest.scene.last?.children.first?.text?.hasSuffix(" 60 fps") == true)
        var now = Double(frame) / 60
        for (next, delta) in [0.031, 0.009, 0.05, 0.0167, 0.12].enumerated() {
            now += delta
            core.update(at: FrameTime(now: now, delta: delta, index: frame + next + 1))
            let isSame = core.layers() == rest
            #expect(isSame, "a tick of \(delta) s at rest changed the layers")
        }
    }

    // What moves changes the layers: a key's glide in each of its first frames, the demo's
    // turning items every frame.
    @Test func aGlideAndTheDemosTurningItemsChangeEveryFrame() throws {
        var (core, frame) = try Self.core("coverflow")
        _ = core.handle(.keyDown(.right, modifiers: [], isRepeat: false), at: Double(frame) / 60)
        Self.expectEveryFrameChanges(&core, after: frame, count: 5, "glide")
        (core, frame) = try Self.core("demo")
        Self.expectEveryFrameChanges(&core, after: frame, count: 3, "demo")
    }

    /// Expects each of the `count` frames after `frame` to give other layers than the one before.
    static func expectEveryFrameChanges(_ core: inout PlaygroundCore, after frame: Int, count: Int, _ what: String) {
        var last = core.layers()
        for next in 1...count {
            core.update(at: Self.frame(frame + next))
            let layers = core.layers()
            let moved = layers != last
            #expect(moved, "\(what) frame \(next)")
            last = layers
        }
    }
}
