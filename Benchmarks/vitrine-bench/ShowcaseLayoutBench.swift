import Foundation
import VitrineCanvas
import VitrineGeometry
import VitrineSDL
import VitrineShowcase

/// Layout cost of the Showcase against its model count: the per-frame work (advance the scroll,
/// reuse views, place nodes) must not grow with the number of models.
enum ShowcaseLayoutBench {
    struct Model: ReusableModel { var number: Int }

    final class Card: ReusableView {
        var node = Node(cornerRadius: 12)
        init() {}
        func configure(with model: Model) { node.fillColor = Color(white: Double(model.number % 7) / 7) }
    }

    /// Median and p99 microseconds per frame of update plus node building while the content
    /// glides steadily, for `count` models.
    static func measure(count: Int, frames: Int = 2000) -> FrameTimes {
        let showcase = Showcase(viewport: Size(width: 1280, height: 720),
                                layout: Layout(itemSize: Size(width: 200, height: 280), path: CircularPath(),
                                               transform: TransformScaleRotate()))
        showcase.register(Card.self)
        try? showcase.reset(Card.self, models: (0..<count).map(Model.init))
        var times = FrameTimes()
        var sink = 0.0
        for frame in 0..<frames {
            showcase.scroll(to: Double(frame) * 37.5, animated: false, at: Double(frame) / 60)
            let start = MonotonicClock.seconds()
            showcase.update(at: Double(frame) / 60)
            let nodes = showcase.makeNodes()
            times.record((MonotonicClock.seconds() - start) * 1_000_000)
            sink += nodes.first?.center.x ?? 0
        }
        if sink.isNaN { print("") }
        return times
    }

    /// Prints the table; returns the ratio of the medians, 10⁶ models to 10.
    static func printTable() -> Double {
        print("")
        print("| Showcase models | layout per frame, median | p99 |")
        print("|---:|---:|---:|")
        let small = measure(count: 10), large = measure(count: 1_000_000)
        for (count, times) in [(10, small), (1_000_000, large)] {
            print("| \(count) | \(String(format: "%.1f µs", times.median)) | \(String(format: "%.1f µs", times.p99)) |")
        }
        print("| ratio 10⁶ ÷ 10 | \(String(format: "%.2f", large.median / small.median)) | |")
        return large.median / small.median
    }
}
