import VitrineCanvas
import VitrineSDL

/// `vitrine-bench --draw-list`: only building the benchmark grid's draw list, 1,000 items flat,
/// turned and tilted, many times over with nothing drawn, in microseconds per item. A quick
/// loop to profile; the drawing table measures the same building inside whole frames.
@MainActor
enum DrawListBench {
    static let repetitions = 2000

    /// Prints the table; with `only`, the poses whose names start with it (`flat`, `turned`,
    /// `tilted`), to profile one.
    static func printTable(atlas: Atlas, only: String? = nil) throws {
        print("")
        print("| 1000 items | building the draw list, per item (median) | p99 |")
        print("|:---|---:|---:|")
        for pose in BenchmarkGrid.Pose.allCases where only.map({ pose.rawValue.hasPrefix($0) }) ?? true {
            let grid = BenchmarkGrid(count: 1000, pose: pose)
            let root = grid.root
            var list = DrawList()
            var times = FrameTimes()
            for repetition in 0..<repetitions {
                try atlas.beginFrame()
                let start = MonotonicClock.seconds()
                list.removeAll()
                list.append(root, glyphs: atlas)
                let end = MonotonicClock.seconds()
                if repetition >= VitrineBench.warmUpFrames { times.record((end - start) * 1000) }
            }
            print(String(format: "| %@ | %.3f µs | %.3f µs |", pose.rawValue, times.median, times.p99))
        }
    }
}
