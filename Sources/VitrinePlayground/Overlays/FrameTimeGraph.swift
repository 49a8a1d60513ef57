import VitrineCanvas
import VitrineGeometry

/// The frame-time graph M shows at the bottom left: for each of the last frames, a bar as tall
/// as the time since the frame before, and inside it the part the app spent working on the
/// frame, against a line at 16.7 ms (60 frames a second).
struct FrameTimeGraph {
    /// One frame's times, in seconds.
    struct Sample: Hashable {
        /// From the previous frame to this one.
        var interval: Double
        /// Input, update, drawing and submitting, without the wait for the display.
        var work: Double
    }

    /// Whether the graph shows.
    var isShown = false
    /// The last frames, oldest first.
    private(set) var samples: [Sample] = []

    /// How many frames the graph keeps: four seconds at 60 frames a second.
    static let capacity = 240
    /// The budget of a frame at 60 frames a second.
    static let budget = 1.0 / 60
    /// The time at the top of the graph: two budgets.
    static let scale = 2.0 / 60
    /// The graph's size in points.
    static let size = Size(width: 480, height: 120)

    /// Records one frame; times that are not finite or negative count as 0.
    mutating func record(interval: Double, work: Double) {
        func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
        samples.append(Sample(interval: clean(interval), work: clean(work)))
        if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
    }

    /// The middle value of `values`, 0 for none.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The graph's nodes at the bottom of a viewport, `left` points from its left edge and
    /// `bottomInset` points above its bottom edge (to leave room for a notice), `size` large
    /// (at least 16 × 42); none when it is hidden. A footnote (what the pictures take) is a
    /// second line under the caption, where the graph is tall enough to give up its height:
    /// the first of `footnotes` (the same line in shorter and shorter forms) that fits as
    /// `measure` measures it, else the last cut to fit.
    func makeNodes(
        in viewport: Size, left: Double = 12, bottomInset: Double = 0,
        size: Size = FrameTimeGraph.size, footnotes: [String] = [], measure: any TextMeasuring = EstimatedTextMeasure()
    ) -> [Node] {
        guard isShown else { return [] }
        let height = max(size.height, 42)
        let frame = Rect(x: left, y: viewport.height - bottomInset - height - 12, width: max(size.width, 16), height: height)
        let footnoteHeight = !footnotes.isEmpty && height >= 42 + Self.footnoteHeight ? Self.footnoteHeight : 0
        let plot = Rect(
            x: frame.minX + 8, y: frame.minY + 26 + footnoteHeight, width: frame.width - 16,
            height: frame.height - 34 - footnoteHeight)
        var nodes = [Node.box(frame, color: Color(hex: 0x23232E, alpha: 0.9), cornerRadius: 8)]
        let barWidth = plot.width / Double(Self.capacity)
        for (index, sample) in samples.enumerated() {
            let x = plot.minX + Double(Self.capacity - samples.count + index) * barWidth
            for (time, color) in [(sample.interval, Self.color(for: sample.interval)), (sample.work, Color(hex: 0xE8E8F0))] {
                let height = min(time / Self.scale, 1) * plot.height
                guard height > 0 else { continue }
                nodes.append(
                    .box(
                        Rect(x: x, y: plot.maxY - height, width: max(barWidth - 0.5, 0.5), height: height),
                        color: color))
            }
        }
        let budgetY = plot.maxY - Self.budget / Self.scale * plot.height
        nodes.append(.box(Rect(x: plot.minX, y: budgetY - 0.5, width: plot.width, height: 1), color: Color(hex: 0xFF5C5C)))
        let interval = Self.median(samples.map(\.interval)) * 1000, work = Self.median(samples.map(\.work)) * 1000
        let caption = "frame \(interval.decimalText(1)) ms · work \(work.decimalText(1)) ms (medians) · line 16.7 ms"
        nodes.append(
            .label(
                caption, in: Rect(x: plot.minX, y: frame.minY + 4, width: plot.width, height: 20),
                color: Color(hex: 0xE8E8F0), fontSize: 13))
        if let last = footnotes.last, footnoteHeight > 0 {
            let footnote =
                footnotes.first { measure.width(of: $0, fontSize: 12) <= plot.width }
                ?? measure.fitting(last, fontSize: 12, in: plot.width)
            nodes.append(
                .label(
                    footnote, in: Rect(x: plot.minX, y: frame.minY + 4 + footnoteHeight, width: plot.width, height: 20),
                    color: Color(hex: 0xB8B8C8), fontSize: 12))
        }
        return nodes
    }

    /// The height of the footnote's line.
    static let footnoteHeight = 18.0

    /// Green within the budget, amber up to two budgets, red beyond.
    static func color(for interval: Double) -> Color {
        if interval <= budget * 1.05 { return Color(hex: 0x3FBF7F, alpha: 0.85) }
        return interval <= 2 * budget ? Color(hex: 0xFFB547, alpha: 0.9) : Color(hex: 0xFF5C5C, alpha: 0.9)
    }
}
