import Foundation
import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrinePlayground
import VitrineSDL

/// Where llvmpipe spends a frame: a preset's layers built in this process and drawn in parts
/// (clear only, the scene, the scene and the panel, the panel's parts alone), alternating in
/// rounds on the benchmark's renderer, every frame synced.
enum FrameCostBench {
    static let rounds = 8
    static let framesPerRound = 15

    /// The layers of `preset` at 1280 × 720, one second in, with the panel open or not; in a
    /// fling, a tenth of a second after a drag of 300 points to the left was let go.
    static func layers(_ preset: String, panel: Bool, inAFling: Bool = false) throws -> FrameLayers {
        var core = try PlaygroundCore(preset: preset, viewport: BenchmarkGrid.frameSize)
        var time = 0.0
        func run(_ seconds: Double) {
            for _ in 0..<Int(seconds * 60) {
                time += 1.0 / 60
                core.update(at: FrameTime(now: time, delta: 1.0 / 60, index: Int(time * 60)))
            }
        }
        run(1)
        if inAFling {
            let y = BenchmarkGrid.frameSize.height / 2
            _ = core.handle(.pointerDown(Point(x: 700, y: y), button: .left), at: time)
            for step in 1...3 {
                run(1.0 / 60)
                _ = core.handle(.pointerMoved(Point(x: 700 - 100 * Double(step), y: y)), at: time)
            }
            _ = core.handle(.pointerUp(Point(x: 400, y: y), button: .left), at: time)
            run(0.1)
        }
        if panel {
            _ = core.handle(.keyDown(.tab, modifiers: [], isRepeat: false), at: time)
            run(0.5)
        }
        return core.layers()
    }

    /// One part of a frame: its nodes, how many of them (from the first) are drawn under the
    /// occluders, and the clear color, as the window draws a frame.
    struct Part {
        var name: String
        var nodes: [Node]
        var occludedCount = 0
        var occluders: [Rect] = []
        var clearColor = PlaygroundCore.windowColor

        init(name: String, nodes: [Node]) {
            self.name = name
            self.nodes = nodes
        }

        /// The scene of `layers` (and the panel, when it is open) as the window draws it.
        init(name: String, layers: FrameLayers) {
            let (clearColor, scene) = layers.sceneOverClearColor(
                PlaygroundCore.windowColor, drawableSize: BenchmarkGrid.frameSize,
                pixelScale: 1)
            self.init(name: name, nodes: scene + layers.panel)
            self.clearColor = clearColor
            occludedCount = scene.count
            occluders = OpaqueCovers(of: layers, pixelScale: 1).overScene
        }
    }

    /// Milliseconds per frame (median) of each part, drawn in alternating rounds.
    static func measure(_ parts: [Part], renderer: Renderer, atlas: Atlas) throws -> [(String, Double, Int, Int)] {
        var lists: [(list: DrawList, clearColor: Color)] = []
        for part in parts {
            var list = DrawList()
            for _ in 0..<3 {  // twice asked makes masks
                try atlas.beginFrame()
                list.removeAll()
                for (index, node) in part.nodes.enumerated() {
                    list.append(node, glyphs: atlas, hiddenUnder: index < part.occludedCount ? part.occluders : [])
                }
            }
            lists.append((list, part.clearColor))
        }
        var times = Array(repeating: FrameTimes(), count: parts.count)
        for round in 0..<(rounds + 1) {
            for (index, (list, clearColor)) in lists.enumerated() {
                for _ in 0..<framesPerRound {
                    let start = MonotonicClock.seconds()
                    renderer.clear(to: clearColor)
                    try renderer.draw(list, atlas: atlas)
                    renderer.synchronize()
                    renderer.present()
                    if round > 0 { times[index].record((MonotonicClock.seconds() - start) * 1000) }
                }
            }
        }
        return zip(parts, zip(times, lists)).map {
            ($0.name, $1.0.median, $1.1.list.triangleCount, $1.1.list.makeDrawCalls().commands.count)
        }
    }

    static func printTable(presets: [String], renderer: Renderer, atlas: Atlas) throws {
        // An unknown name is said before any table is printed.
        for preset in presets { _ = try PlaygroundCore(preset: preset, viewport: BenchmarkGrid.frameSize) }
        print("")
        print("| preset | part | GPU median | triangles | calls |")
        print("|:---|:---|---:|---:|---:|")
        for preset in presets {
            let closed = try layers(preset, panel: false), open = try layers(preset, panel: true)
            let flinging = try layers(preset, panel: false, inAFling: true)
            let backdrop = Array(open.panel.prefix(1))
            var parts = [
                Part(name: "clear", nodes: []), Part(name: "scene", layers: closed),
                Part(name: "scene in a fling", layers: flinging), Part(name: "scene + panel", layers: open),
                Part(name: "panel alone", nodes: open.panel), Part(name: "panel backdrop", nodes: backdrop),
            ]
            for (index, node) in closed.scene.enumerated() {
                parts.append(Part(name: "scene root \(index) (\(node.children.count) children)", nodes: [node]))
            }
            for (name, ms, triangles, calls) in try measure(parts, renderer: renderer, atlas: atlas) {
                print("| `\(preset)` | \(name) | \(String(format: "%.2f ms", ms)) | \(triangles) | \(calls) |")
            }
        }
    }
}
