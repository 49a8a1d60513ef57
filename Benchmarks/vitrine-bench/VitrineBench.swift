import CSDL2GFX
import Foundation
import VitrineCanvas
import VitrineGeometry
import VitrineSDL

/// `make bench`: draws the benchmark grid with Vitrine (anti-aliased, one geometry call) and
/// with SDL2_gfx's `roundedBoxRGBA` (aliased, axis-aligned only), alternating in rounds on one
/// offscreen OpenGL renderer, and prints per-frame medians, p99s and their ratio.
///
/// Every frame ends with a one-pixel read-back before present: without it the OpenGL renderer
/// returns before drawing and the timings would measure nothing.
@main
@MainActor
struct VitrineBench {
    /// Item counts, each also with every Vitrine item turned by 15° (tessellated, not masked).
    static let counts = [0, 100, 1000]
    static let warmUpFrames = 30
    static let rounds = 10
    static let framesPerRound = 30

    static func main() throws {
        if !CommandLine.arguments.contains("--default-malloc") { AllocatorTuning.keepFrameBuffersMapped() }
        // `--layouts`: only the layout tables, a few seconds.
        if CommandLine.arguments.contains("--layouts") {
            _ = ShowcaseLayoutBench.printTable()
            _ = FlowLayoutBench.printTable()
            return
        }
        let library = try SDLLibrary(videoDriver: "offscreen")
        let window = try Window(library: library, title: "bench", size: BenchmarkGrid.frameSize, isHidden: true)
        let renderer = try Renderer(window: window, vsync: false)
        let atlas = try Atlas(renderer: renderer, fontFile: try FontFile(library: library, path: fontPath))
        if let index = CommandLine.arguments.firstIndex(of: "--frame-costs") {
            try FrameCostBench.printTable(presets: Array(CommandLine.arguments[(index + 1)...]), renderer: renderer, atlas: atlas)
            return
        }
        print("Vitrine benchmark: \(Int(BenchmarkGrid.frameSize.width))×\(Int(BenchmarkGrid.frameSize.height)), "
              + "\(renderer.name) renderer (SDL \(SDLLibrary.linkedVersion), offscreen), 60×60 items, radius 10")
        print("")
        let vitrine = vitrinePath
        let scenes = try SceneBench.printTable(vitrine: vitrine, presets: try presetNames(vitrine))
        var ratioAt100 = 0.0
        print("")
        print("| items | Vitrine median | Vitrine p99 | of which building the draw list | SDL2_gfx median | SDL2_gfx p99 | SDL2_gfx ÷ Vitrine |")
        print("|---:|---:|---:|---:|---:|---:|---:|")
        for (count, turn) in counts.flatMap({ [($0, 0.0), ($0, Double.pi / 12)] }) where count > 0 || turn == 0 {
            let grid = BenchmarkGrid(count: count, turn: turn)
            var vitrine = FrameTimes(), tessellation = FrameTimes(), gfx = FrameTimes()
            var list = DrawList()
            for _ in 0..<warmUpFrames {
                _ = try drawVitrine(grid, list: &list, renderer: renderer, atlas: atlas)
                _ = drawGFX(grid, renderer: renderer)
            }
            for _ in 0..<rounds {
                for _ in 0..<framesPerRound {
                    let (total, building) = try drawVitrine(grid, list: &list, renderer: renderer, atlas: atlas)
                    vitrine.record(total)
                    tessellation.record(building)
                }
                for _ in 0..<framesPerRound {
                    gfx.record(drawGFX(grid, renderer: renderer))
                }
            }
            if count == 100, turn == 0 { ratioAt100 = gfx.median / vitrine.median }
            let label = turn == 0 ? "\(count)" : "\(count), turned 15°"
            print("| \(label) | \(ms(vitrine.median)) | \(ms(vitrine.p99)) | \(ms(tessellation.median)) | "
                  + "\(ms(gfx.median)) | \(ms(gfx.p99)) | \(String(format: "%.2f×", gfx.median / vitrine.median)) |")
        }
        let showcaseRatio = ShowcaseLayoutBench.printTable()
        let flowRatio = FlowLayoutBench.printTable()
        print("")
        print("| target | measured | met |")
        print("|:---|---:|:---:|")
        row("frame CPU p99 ≤ 4 ms for every preset", "\(SceneBench.ms(scenes.worstCPUp99)) (`\(scenes.worstPreset)`, the worst)",
            scenes.worstCPUp99 <= 4)
        row("layout 10⁶ ÷ 10 models ≤ 1.2", String(format: "%.2f Showcase, %.2f Flow", showcaseRatio, flowRatio),
            max(showcaseRatio, flowRatio) <= 1.2)
        row("rendering ≥ 1.5× SDL2_gfx (100 items)", String(format: "%.2f×", ratioAt100), ratioAt100 >= 1.5)
        row("panel text ≤ 10 % of a frame", String(format: "%+.1f %% CPU, %+.1f %% whole frame", scenes.textShare * 100,
                                                    scenes.textShareOfWholeFrame * 100), scenes.textShare <= 0.1)
        row("peak resident memory ≤ 80 MiB", String(format: "%.1f MiB", scenes.peakResidentMiB), scenes.peakResidentMiB <= 80)
        row("first frame ≤ 300 ms after start", "≤ " + SceneBench.ms(scenes.startMilliseconds), scenes.startMilliseconds <= 300)
    }

    /// One row of the targets table.
    static func row(_ target: String, _ measured: String, _ met: Bool) {
        print("| \(target) | \(measured) | \(met ? "yes" : "**no**") |")
    }

    /// The `vitrine` built next to this benchmark (`make bench` builds both).
    static var vitrinePath: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("vitrine").path
    }

    /// The presets `vitrine --list-presets` prints.
    static func presetNames(_ vitrine: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: vitrine)
        process.arguments = ["--list-presets"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("\(vitrine) --list-presets failed: build it first") }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// One Vitrine frame: build the draw list, clear, draw, sync, present. Returns the whole
    /// frame's milliseconds and the part spent building the draw list.
    static func drawVitrine(_ grid: BenchmarkGrid, list: inout DrawList, renderer: Renderer,
                            atlas: Atlas) throws -> (total: Double, building: Double) {
        let start = MonotonicClock.seconds()
        try atlas.beginFrame()
        list.removeAll()
        for node in grid.nodes { list.append(node, glyphs: atlas) }
        let built = MonotonicClock.seconds()
        renderer.clear(to: Color(hex: 0x16161D))
        try renderer.draw(list, atlas: atlas)
        renderer.synchronize()
        renderer.present()
        let end = MonotonicClock.seconds()
        return ((end - start) * 1000, (built - start) * 1000)
    }

    /// One SDL2_gfx frame: clear, a `roundedBoxRGBA` per item, sync, present.
    static func drawGFX(_ grid: BenchmarkGrid, renderer: Renderer) -> Double {
        let start = MonotonicClock.seconds()
        renderer.clear(to: Color(hex: 0x16161D))
        let side = Int16(BenchmarkGrid.itemSide), radius = Int16(BenchmarkGrid.cornerRadius)
        renderer.withUnsafeSDLRenderer { sdl in
            for item in grid.items {
                let x = Int16(item.origin.x), y = Int16(item.origin.y), c = item.color.rgba8
                roundedBoxRGBA(sdl, x, y, x + side - 1, y + side - 1, radius, c.red, c.green, c.blue, c.alpha)
            }
        }
        renderer.synchronize()
        renderer.present()
        return (MonotonicClock.seconds() - start) * 1000
    }

    /// The font shipped in `assets/`, found from this source file's place in the repository.
    static var fontPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/fonts/DejaVuSans.ttf").path
    }

    static func ms(_ value: Double) -> String {
        String(format: "%.2f ms", value)
    }
}
