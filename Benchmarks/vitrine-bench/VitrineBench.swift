import CQuadPeer
import CSDL2GFX
import Foundation
import VitrineCanvas
import VitrineGeometry
import VitrineSDL

/// `make bench`: every preset of the real binary, then the benchmark grid drawn by Vitrine
/// (anti-aliased), by SDL2_gfx's `roundedBoxRGBA` (aliased, axis-aligned only) and by a
/// textured-quad peer in C (one bilinear quad of an anti-aliased mask per item), alternating in
/// rounds on one offscreen OpenGL renderer: per-frame medians, p99s and their ratios.
///
/// Every frame ends with a one-pixel read-back before present: without it the OpenGL renderer
/// returns before drawing and the timings would measure nothing.
@main
@MainActor
struct VitrineBench {
    /// Item counts, each flat, turned and tilted.
    static let counts = [0, 100, 1000]
    static let warmUpFrames = 30
    static let rounds = 10
    static let framesPerRound = 30

    /// Runs the benchmark; what goes wrong (an unknown preset, a renderer that cannot start) is
    /// one line on stderr and exit status 1, not a trap.
    static func main() {
        do {
            try run()
        } catch {
            FileHandle.standardError.write(Data("vitrine-bench: \(error)\n".utf8))
            exit(1)
        }
    }

    /// The benchmark the arguments ask for.
    static func run() throws {
        if !CommandLine.arguments.contains("--default-malloc") { AllocatorTuning.keepFrameBuffersMapped() }
        // As `vitrine` does: llvmpipe on one thread more than cores (`--default-threads`: its own count).
        if !CommandLine.arguments.contains("--default-threads") { RasterizerThreads.askForOneMoreThanCores() }
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
        // `--draw-list [POSE]`: only building the grid's draw list, nothing drawn.
        if let index = CommandLine.arguments.firstIndex(of: "--draw-list") {
            try DrawListBench.printTable(atlas: atlas, only: CommandLine.arguments.dropFirst(index + 1).first)
            return
        }
        // `--pictures`: only a thousand photos in a window.
        if CommandLine.arguments.contains("--pictures") {
            _ = try PictureBench.printTable(vitrine: vitrinePath)
            return
        }
        // `--rest`: only windows left alone.
        if CommandLine.arguments.contains("--rest") {
            _ = try RestBench.printTable(vitrine: vitrinePath)
            return
        }
        // `--drawing`: only the grid against SDL2_gfx and the textured-quad peer.
        if CommandLine.arguments.contains("--drawing") {
            _ = try printDrawingTable(renderer: renderer, atlas: atlas)
            try MaskSizeBench.printTable(renderer: renderer, atlas: atlas)
            return
        }
        print(
            "Vitrine benchmark: \(Int(BenchmarkGrid.frameSize.width))×\(Int(BenchmarkGrid.frameSize.height)), "
                + "\(renderer.name) renderer (SDL \(SDLLibrary.linkedVersion), offscreen), 60×60 items, radius 10")
        let driver = renderer.openGLDriver ?? "none"
        print("OpenGL driver: \(driver)" + (renderer.drawsOnTheCPU ? " (no GPU: it draws on the CPU)" : ""))
        print(
            "Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, "
                + String(format: "%.1f GiB", Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824)
                + "; load average at the start (1, 5, 15 minutes): \(loadAverage)")
        let benchmark = benchmarkURL.path
        let startPace = CorePace.measure(benchmark: benchmark)
        print("Pace of each core at the start (the grid's draw list built alone, pinned): \(startPace)")
        defer {
            print("\nLoad average at the end: \(loadAverage)")
            print("Pace of each core at the end: \(CorePace.measure(benchmark: benchmark))")
        }
        print("")
        let vitrine = vitrinePath
        let scenes = try SceneBench.printTable(vitrine: vitrine, presets: try presetNames(vitrine))
        let drawing = try printDrawingTable(renderer: renderer, atlas: atlas)
        try MaskSizeBench.printTable(renderer: renderer, atlas: atlas)
        let showcaseRatio = ShowcaseLayoutBench.printTable()
        let flowRatio = FlowLayoutBench.printTable()
        let pictures = try PictureBench.printTable(vitrine: vitrine)
        let rest = try RestBench.printTable(vitrine: vitrine)
        print("")
        print("| target | measured | met |")
        print("|:---|---:|:---:|")
        row(
            "frame CPU p99 ≤ 4 ms for every preset", "\(SceneBench.ms(scenes.worstCPUp99)) (`\(scenes.worstPreset)`, the worst)",
            scenes.worstCPUp99 <= 4)
        row(
            "layout 10⁶ ÷ 10 models ≤ 1.2", String(format: "%.2f Showcase, %.2f Flow", showcaseRatio, flowRatio),
            max(showcaseRatio, flowRatio) <= 1.2)
        for count in [100, 1000] {
            let flat = drawing[DrawingKey(count: count, pose: .flat)]!, turned = drawing[DrawingKey(count: count, pose: .turned)]!
            let tilted = drawing[DrawingKey(count: count, pose: .tilted)]!
            row(
                "flat items ≥ 1.5× SDL2_gfx (\(count))", String(format: "%.2f×", flat.gfx / flat.vitrine),
                flat.gfx / flat.vitrine >= 1.5)
            row(
                "turned 15° ≥ 1.5× SDL2_gfx's flat boxes (\(count))", String(format: "%.2f×", turned.gfx / turned.vitrine),
                turned.gfx / turned.vitrine >= 1.5)
            row(
                "turned 15° ≥ 1.0× the textured-quad peer (\(count))", String(format: "%.2f×", turned.peer / turned.vitrine),
                turned.peer / turned.vitrine >= 1.0)
            row(
                "tilted within 1.3× of flat (\(count))", String(format: "%.2f×", tilted.vitrine / flat.vitrine),
                tilted.vitrine / flat.vitrine <= 1.3)
        }
        let flat = drawing[DrawingKey(count: 1000, pose: .flat)]!, turned = drawing[DrawingKey(count: 1000, pose: .turned)]!
        let tilted = drawing[DrawingKey(count: 1000, pose: .tilted)]!
        row(
            "building the draw list ≤ 0.12 µs a flat item (1000)", String(format: "%.3f µs", flat.buildingPerItem),
            flat.buildingPerItem <= 0.12)
        row(
            "building the draw list ≤ 0.12 µs a turned item (1000)", String(format: "%.3f µs", turned.buildingPerItem),
            turned.buildingPerItem <= 0.12)
        row(
            "building the draw list ≤ 0.35 µs a tilted item (1000)", String(format: "%.3f µs", tilted.buildingPerItem),
            tilted.buildingPerItem <= 0.35)
        row(
            "panel text ≤ 10 % of a frame",
            String(
                format: "%+.1f %% CPU, %+.1f %% whole frame", scenes.textShare * 100,
                scenes.textShareOfWholeFrame * 100), scenes.textShare <= 0.1)
        row(
            "whole frame median ≤ 8 ms, every preset, panel open or closed", ms(scenes.worstWholeMedian) + " (the slowest)",
            scenes.worstWholeMedian <= 8)
        row(
            "whole frame p99 ≤ 16 ms, every preset, panel open or closed", ms(scenes.worstWholeP99) + " (the slowest)",
            scenes.worstWholeP99 <= 16)
        row(
            "240 Hz, the CPU's part: frame CPU p99 ≤ 4.17 ms, every preset, panel open or closed",
            ms(scenes.worstCPUp99OpenOrClosed) + " (`\(scenes.worstCPUp99OpenOrClosedPreset)`, the slowest)",
            scenes.worstCPUp99OpenOrClosed <= 4.17)
        let worstWholeP99 = ms(scenes.worstWholeP99) + " (`\(scenes.worstWholeP99Preset)`, the slowest)"
        if renderer.drawsOnTheCPU {
            row(
                "240 Hz on a GPU: whole frame p99 ≤ 4.17 ms, every preset, panel open or closed",
                "not measured: no GPU here (with the CPU's fill, \(worstWholeP99))", nil)
        } else {
            row(
                "240 Hz on a GPU: whole frame p99 ≤ 4.17 ms, every preset, panel open or closed", worstWholeP99,
                scenes.worstWholeP99 <= 4.17)
        }
        row(
            "the panel adds ≤ 15 % to the whole frame",
            String(format: "%+.0f %% (`%@`, the most)", scenes.worstPanelShare * 100, scenes.worstPanelPreset),
            scenes.worstPanelShare <= 0.15)
        row(
            "peak resident memory ≤ 80 MiB, software renderer", String(format: "%.1f MiB", scenes.softwarePeakMiB),
            scenes.softwarePeakMiB <= 80)
        row("first frame ≤ 300 ms after start", "≤ " + SceneBench.ms(scenes.startMilliseconds), scenes.startMilliseconds <= 300)
        row(
            "1,000 photos of 12 MP open in under a second", SceneBench.ms(pictures.openMilliseconds),
            pictures.openMilliseconds < 1000)
        row(
            "no frame over 16 ms scrolling through them, 1280 × 720",
            "\(pictures.framesOver16) of \(pictures.whole.samples.count) in \(PictureBench.runCount) runs "
                + "(worst \(SceneBench.ms(pictures.worst)))",
            pictures.framesOver16 == 0)
        // The demo's items turn for ever: it never rests, and is not in the target.
        let resting = zip(RestBench.cases, rest).filter { $0.0.preset != "demo" }
        let busiest = resting.max { $0.1.coreShare < $1.1.coreShare }
        row(
            "a window at rest takes ≤ 5 % of a core, every case but the demo",
            busiest.map { String(format: "%.1f %% (%@, the most)", $0.1.coreShare * 100, $0.0.label) } ?? "–",
            resting.allSatisfy { $0.1.coreShare <= 0.05 })
    }

    /// The system's load averages, from `/proc/loadavg`.
    static var loadAverage: String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).joined(separator: ", ")
    }

    /// One row of the targets table; `met` is `nil` for a target this machine cannot measure.
    static func row(_ target: String, _ measured: String, _ met: Bool?) {
        print("| \(target) | \(measured) | \(met.map { $0 ? "yes" : "**no**" } ?? "–") |")
    }

    /// This benchmark's own executable.
    static var benchmarkURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    }

    /// The `vitrine` built next to this benchmark (`make bench` builds both).
    static var vitrinePath: String {
        benchmarkURL.deletingLastPathComponent().appendingPathComponent("vitrine").path
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

    /// Medians of one row of the drawing table, in milliseconds.
    struct DrawingMedians {
        var vitrine = 0.0, gfx = 0.0, peer = 0.0
        /// Building the draw list, per item, in microseconds.
        var buildingPerItem = 0.0
    }

    struct DrawingKey: Hashable {
        var count: Int
        var pose: BenchmarkGrid.Pose
    }

    /// The drawing table: N items flat, turned and tilted, drawn by Vitrine, SDL2_gfx (flat,
    /// aliased boxes whatever the pose) and the textured-quad peer (flat or turned), the three
    /// alternating in rounds. Returns the medians by row.
    static func printDrawingTable(renderer: Renderer, atlas: Atlas) throws -> [DrawingKey: DrawingMedians] {
        guard
            let peer = renderer.withUnsafeSDLRenderer({
                quad_peer_create(
                    $0, Int32(BenchmarkGrid.itemSide),
                    Int32(BenchmarkGrid.cornerRadius))
            })
        else {
            throw BenchError("the textured-quad peer could not make its texture")
        }
        defer { quad_peer_destroy(peer) }
        var medians: [DrawingKey: DrawingMedians] = [:]
        print("")
        print(
            "| items | Vitrine median | Vitrine p99 | of which building the draw list | per item | triangles "
                + "| SDL2_gfx median | textured-quad peer median | SDL2_gfx ÷ Vitrine | peer ÷ Vitrine |")
        print("|:---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        for count in counts {
            for pose in BenchmarkGrid.Pose.allCases where count > 0 || pose == .flat {
                let grid = BenchmarkGrid(count: count, pose: pose)
                let drawsPeer = pose != .tilted
                var vitrine = FrameTimes(), building = FrameTimes(), gfx = FrameTimes(), quads = FrameTimes()
                var list = DrawList()
                for _ in 0..<warmUpFrames {
                    _ = try drawVitrine(grid, list: &list, renderer: renderer, atlas: atlas)
                    _ = drawGFX(grid, renderer: renderer)
                    if drawsPeer { _ = drawPeer(grid, peer: peer, renderer: renderer) }
                }
                for _ in 0..<rounds {
                    for _ in 0..<framesPerRound {
                        let (total, built) = try drawVitrine(grid, list: &list, renderer: renderer, atlas: atlas)
                        vitrine.record(total)
                        building.record(built)
                    }
                    for _ in 0..<framesPerRound { gfx.record(drawGFX(grid, renderer: renderer)) }
                    if drawsPeer { for _ in 0..<framesPerRound { quads.record(drawPeer(grid, peer: peer, renderer: renderer)) } }
                }
                let perItem = count > 0 ? building.median * 1000 / Double(count) : 0
                let row = DrawingMedians(vitrine: vitrine.median, gfx: gfx.median, peer: quads.median, buildingPerItem: perItem)
                medians[DrawingKey(count: count, pose: pose)] = row
                let label = pose == .flat ? "\(count)" : "\(count), \(pose.rawValue)"
                print(
                    "| \(label) | \(ms(vitrine.median)) | \(ms(vitrine.p99)) | \(ms(building.median)) | "
                        + "\(count > 0 ? String(format: "%.3f µs", perItem) : "–") | \(list.triangleCount) | "
                        + "\(ms(gfx.median)) | \(drawsPeer ? ms(quads.median) : "–") | \(String(format: "%.2f×", row.gfx / row.vitrine)) | "
                        + "\(drawsPeer ? String(format: "%.2f×", row.peer / row.vitrine) : "–") |")
            }
        }
        return medians
    }

    /// One frame of the textured-quad peer: clear, one `SDL_RenderGeometry` of a quad per item, sync, present.
    static func drawPeer(_ grid: BenchmarkGrid, peer: OpaquePointer, renderer: Renderer) -> Double {
        let start = MonotonicClock.seconds()
        renderer.clear(to: Color(hex: 0x16161D))
        let half = BenchmarkGrid.itemSide / 2
        let xs = grid.items.map { Float($0.origin.x + half) }, ys = grid.items.map { Float($0.origin.y + half) }
        let colors = grid.items.map { item -> SDL_Color in
            let c = item.color.rgba8
            return SDL_Color(r: c.red, g: c.green, b: c.blue, a: c.alpha)
        }
        _ = quad_peer_draw(peer, xs, ys, colors, Int32(grid.items.count), Float(grid.pose.turn))
        renderer.synchronize()
        renderer.present()
        return (MonotonicClock.seconds() - start) * 1000
    }

    /// One Vitrine frame: build the draw list, clear, draw, sync, present. Returns the whole
    /// frame's milliseconds and the part spent building the draw list.
    static func drawVitrine(
        _ grid: BenchmarkGrid, list: inout DrawList, renderer: Renderer,
        atlas: Atlas
    ) throws -> (total: Double, building: Double) {
        let start = MonotonicClock.seconds()
        try atlas.beginFrame()
        list.removeAll()
        list.append(grid.root, glyphs: atlas)
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
