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

    /// A showcase of `count` models on a circular path with scale and rotation.
    static func showcase(count: Int) -> Showcase {
        let showcase = Showcase(
            viewport: Size(width: 1280, height: 720),
            layout: Layout(
                itemSize: Size(width: 200, height: 280), path: CircularPath(),
                transform: TransformScaleRotate()))
        showcase.register(Card.self)
        try? showcase.reset(Card.self, models: (0..<count).map(Model.init))
        return showcase
    }

    /// Adds the microseconds of each of `frames` frames (update plus node building, while the
    /// content glides steadily on from where it was) to `times`.
    static func measure(_ showcase: Showcase, frames: Range<Int>, into times: inout FrameTimes) {
        var sink = 0.0
        for frame in frames {
            showcase.scroll(to: Double(frame) * 37.5, animated: false, at: Double(frame) / 60)
            let start = MonotonicClock.seconds()
            showcase.update(at: Double(frame) / 60)
            let nodes = showcase.makeNodes()
            times.record((MonotonicClock.seconds() - start) * 1_000_000)
            sink += nodes.first?.center.x ?? 0
        }
        if sink.isNaN { print("") }
    }

    /// Prints the table; returns the ratio of the medians, 10⁶ models to 10.
    static func printTable() -> Double {
        print("")
        print("| Showcase models | layout per frame, median | p99 |")
        print("|---:|---:|---:|")
        // Ten rounds of 200 frames each, alternating, so that the machine's changes of pace fall
        // on both counts alike.
        let smallShowcase = showcase(count: 10), largeShowcase = showcase(count: 1_000_000)
        var small = FrameTimes(), large = FrameTimes()
        for round in 0..<10 {
            measure(smallShowcase, frames: (round * 200)..<(round * 200 + 200), into: &small)
            measure(largeShowcase, frames: (round * 200)..<(round * 200 + 200), into: &large)
        }
        for (count, times) in [(10, small), (1_000_000, large)] {
            print("| \(count) | \(String(format: "%.1f µs", times.median)) | \(String(format: "%.1f µs", times.p99)) |")
        }
        print("| ratio 10⁶ ÷ 10 | \(String(format: "%.2f", large.median / small.median)) | |")
        return large.median / small.median
    }
}
