import Foundation
import VitrineFlowLayout
import VitrineGeometry
import VitrineSDL

/// Query cost of the flow layout against its item count: finding the attributes for the visible
/// rectangle (percentages and both plugins included) must cost O(log n + visible), so a million
/// items cost about what ten do.
enum FlowLayoutBench {
    static let viewport = Size(width: 1280, height: 720)

    /// One row of cards 400 high: about six and a half in view at any offset, whatever the count.
    static func layout(count: Int, individual: Bool) -> PluginableFlowLayout {
        let items: FlowItemSizes =
            individual
            ? .individual(count: count) { Size(width: 160 + Double($0 % 4) * 40, height: 400) }
            : .uniform(Size(width: 220, height: 400), count: count)
        let flow = FlowLayout(
            scrollDirection: .horizontal, items: items, minimumLineSpacing: 20,
            minimumInteritemSpacing: 20, sectionInset: EdgeInsets(all: 48))
        return PluginableFlowLayout(
            alignment: .lineCenter,
            plugins: [ParallaxDimmingFlowLayoutPlugin(), ScaleFadeFlowLayoutPlugin()],
            flowLayout: flow, viewport: viewport)
    }

    /// Adds `samples` samples to `times`: microseconds per `layoutAttributesForElements` call,
    /// each sample the mean of 1000 calls at offsets spread over the whole scrollable range.
    static func measure(_ layout: PluginableFlowLayout, samples: Int, into times: inout FrameTimes) {
        let range = layout.geometry.maximumContentOffset
        var sink = 0
        var step = 0
        for _ in 0..<samples {
            let start = MonotonicClock.seconds()
            for _ in 0..<1000 {
                // A golden-ratio walk visits the range evenly without a pattern.
                step += 1
                let fraction = (Double(step) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
                let bounds = layout.bounds(atContentOffset: fraction * range)
                sink &+= layout.layoutAttributesForElements(in: bounds, bounds: bounds).count
            }
            times.record((MonotonicClock.seconds() - start) * 1000)
        }
        if sink == -1 { print("") }
    }

    /// Prints the table; returns the larger ratio of the medians, 10⁶ items to 10.
    static func printTable() -> Double {
        var worst = 0.0
        print("")
        print("| Flow items | sizes | attributes for the viewport, median | p99 |")
        print("|---:|:---|---:|---:|")
        for individual in [false, true] {
            let sizes = individual ? "individual" : "uniform"
            // Ten rounds of 20 samples each, alternating, so that the machine's changes of pace
            // fall on both counts alike.
            let smallLayout = layout(count: 10, individual: individual)
            let largeLayout = layout(count: 1_000_000, individual: individual)
            var small = FrameTimes(), large = FrameTimes()
            for _ in 0..<10 {
                measure(smallLayout, samples: 20, into: &small)
                measure(largeLayout, samples: 20, into: &large)
            }
            for (count, times) in [(10, small), (1_000_000, large)] {
                print(
                    "| \(count) | \(sizes) | \(String(format: "%.2f µs", times.median)) | "
                        + "\(String(format: "%.2f µs", times.p99)) |")
            }
            print("| ratio 10⁶ ÷ 10 | \(sizes) | \(String(format: "%.2f", large.median / small.median)) | |")
            worst = max(worst, large.median / small.median)
        }
        return worst
    }
}
