import VitrineCanvas
import VitrineGeometry
import VitrineMotion

extension MotionTraces {
    /// The colors of the traces: offset, velocity, progress, and the focused item's values.
    static let colors = (
        offset: Color(hex: 0x7DD3FC), velocity: Color(hex: 0xA3E635), progress: Color(hex: 0xF0ABFC),
        focus: [Color(hex: 0xFFB547), Color(hex: 0x5EEAD4), Color(hex: 0xF472B6)]
    )

    /// The traces' nodes with their top-left corner at `origin`, `width` points wide, with their
    /// first `rowCount` rows (see ``rowHeights(for:)``), for the scroll read this frame at scene
    /// time `now`; none without a scroll or a row.
    func makeNodes(
        readout: MotionReadout?, now: Double, at origin: Point, width: Double = MotionTraces.width,
        rowCount: Int = .max
    ) -> [Node] {
        guard let readout, rowCount > 0 else { return [] }
        let frame = Rect(x: origin.x, y: origin.y, width: width, height: height(for: readout, rowCount: rowCount))
        let text = Color(hex: 0xE8E8F0)
        var nodes = [
            Node.box(frame, color: Color(hex: 0x23232E, alpha: 0.9), cornerRadius: 8),
            .label(
                "Motion traces, last \(Int(Self.duration)) s",
                in: Rect(
                    x: frame.minX + 8, y: frame.minY + 6, width: 220, height: 18), color: text, fontSize: 13),
        ]
        for (kind, name, x) in [
            (MotionMark.Kind.release, "release", frame.width - 180), (.handOver, "hand-over", frame.width - 100),
        ] {
            nodes.append(.box(Rect(x: frame.minX + x, y: frame.minY + 9, width: 2, height: 12), color: Self.markColor(kind)))
            nodes.append(
                .label(
                    name, in: Rect(x: frame.minX + x + 7, y: frame.minY + 6, width: 80, height: 18),
                    color: text, fontSize: 12))
        }
        var top = frame.minY + 30, rowsLeft = rowCount
        func nextPlot(_ caption: String) -> Rect {
            rowsLeft -= 1
            nodes.append(
                .label(
                    caption, in: Rect(x: frame.minX + 8, y: top, width: frame.width - 16, height: 16),
                    color: text, fontSize: 12))
            defer { top += Self.plotHeight + 18 }
            return Rect(x: frame.minX + 8, y: top + 16, width: frame.width - 16, height: Self.plotHeight)
        }
        var plots: [Rect] = []

        let offsets = samples.map(\.offset) + (readout.isProjecting ? [readout.restingOffset] : [])
        let offsetPlot = nextPlot(
            "offset \(readout.offset.decimalText(1)) pt"
                + (readout.isProjecting ? " · rests at \(readout.restingOffset.decimalText(1))" : ""))
        let offsetRange = Self.range(of: offsets, including: [], minimumSpan: 2)
        if readout.isProjecting {
            let y = Self.y(readout.restingOffset, in: offsetRange, plot: offsetPlot)
            nodes.append(
                .box(
                    Rect(x: offsetPlot.minX, y: y - 0.5, width: offsetPlot.width, height: 1),
                    color: Self.colors.focus[0].withAlpha(0.6)))
        }
        nodes += trace(samples.map(\.offset), range: offsetRange, plot: offsetPlot, now: now, color: Self.colors.offset)
        plots.append(offsetPlot)

        if rowsLeft > 0 {
            let velocityPlot = nextPlot("velocity \(InspectedInput.number(readout.velocity, decimals: 0)) pt/s")
            let largest = max(samples.map { abs($0.velocity) }.max() ?? 0, 100)
            nodes.append(
                .box(
                    Rect(x: velocityPlot.minX, y: velocityPlot.midY - 0.5, width: velocityPlot.width, height: 1),
                    color: Color(white: 1, alpha: 0.25)))
            nodes += trace(
                samples.map(\.velocity), range: -largest...largest, plot: velocityPlot, now: now,
                color: Self.colors.velocity)
            plots.append(velocityPlot)
        }
        if rowsLeft > 0, let progress = readout.pageProgress {
            let plot = nextPlot("page progress \(progress.decimalText(2))")
            let values = samples.map { $0.pageProgress ?? .nan }
            nodes += trace(
                values, range: Self.range(of: values, including: [0, 1], minimumSpan: 1), plot: plot, now: now,
                color: Self.colors.progress)
            plots.append(plot)
        }
        if rowsLeft > 0 {
            nodes += focusNodes(readout.focus, top: top, frame: frame, now: now, plots: &plots)
        }
        for mark in marks {
            let x = Self.x(mark.time, now: now, plot: offsetPlot)
            for plot in plots {
                nodes.append(
                    .box(Rect(x: x - 0.75, y: plot.minY, width: 1.5, height: plot.height), color: Self.markColor(mark.kind)))
            }
        }
        return nodes
    }

    /// The focused item's part: its values traced, or its actions as bars.
    private func focusNodes(_ focus: FocusReadout?, top: Double, frame: Rect, now: Double, plots: inout [Rect]) -> [Node] {
        let text = Color(hex: 0xE8E8F0)
        let caption = Rect(x: frame.minX + 8, y: top, width: frame.width - 16, height: 16)
        let plot = Rect(x: frame.minX + 8, y: top + 16, width: frame.width - 16, height: Self.plotHeight)
        switch focus {
        case .rate(let item, let rate)?:
            plots.append(plot)
            // The focused card changes as cards pass the center: each card's rate is its own line.
            let values = samples.map { $0.focusedItem == item ? $0.focusValues.first ?? .nan : .nan }
            // Counted from 1, as the cards' faces and their spoken labels count.
            return [.label("card \(item + 1) · rate \(rate.decimalText(3))", in: caption, color: text, fontSize: 12)]
                + trace(
                    values, range: Self.range(of: values, including: [-1, 1], minimumSpan: 2), plot: plot, now: now,
                    color: Self.colors.focus[0])
        case .percentages(let item, let info)?:
            plots.append(plot)
            var nodes = [
                Node.label(
                    "card \(item + 1) · collection \(info.collectionVisibility.decimalText(2)) · ideal frame "
                        + "\(info.idealFrameVisibility.decimalText(2)) · both "
                        + "\(info.idealFrameAndCollectionVisibility.decimalText(2))",
                    in: caption, color: text, fontSize: 12)
            ]
            for index in 0..<3 {
                let values = samples.map { $0.focusedItem == item && $0.focusValues.count == 3 ? $0.focusValues[index] : .nan }
                nodes += trace(values, range: -1...1, plot: plot, now: now, color: Self.colors.focus[index])
            }
            return nodes
        case .actions(let item, let page, let progress, let spans)?:
            var nodes = [
                Node.label(
                    "the \(item)'s actions on page \(page + 1) · progress \(progress.decimalText(2))",
                    in: caption, color: text, fontSize: 12)
            ]
            let track = Rect(x: frame.minX + 110, y: top + 20, width: frame.width - 126, height: Double(spans.count) * 15)
            for (index, span) in spans.enumerated() {
                let y = track.minY + Double(index) * 15
                nodes.append(
                    .label(span.name, in: Rect(x: frame.minX + 8, y: y, width: 98, height: 14), color: text, fontSize: 11))
                nodes.append(
                    .box(Rect(x: track.minX, y: y + 6, width: track.width, height: 2), color: Color(white: 1, alpha: 0.2)))
                let playing = progress >= span.start && progress <= span.stop
                nodes.append(
                    .box(
                        Rect(
                            x: track.minX + span.start * track.width, y: y + 2,
                            width: max((span.stop - span.start) * track.width, 2), height: 10),
                        color: Self.colors.progress.withAlpha(playing ? 0.95 : 0.5), cornerRadius: 3))
            }
            if !spans.isEmpty {
                let x = track.minX + min(max(progress, 0), 1) * track.width
                nodes.append(
                    .box(Rect(x: x - 1, y: track.minY - 2, width: 2, height: track.height + 2), color: Color(hex: 0xF4F4F8)))
            }
            return nodes
        case nil:
            return []
        }
    }

    /// The line of `values` (one per sample; NaN leaves a gap) in `plot`.
    private func trace(_ values: [Double], range: ClosedRange<Double>, plot: Rect, now: Double, color: Color) -> [Node] {
        var nodes: [Node] = [], run: [Point] = []
        for (sample, value) in zip(samples, values) {
            guard value.isFinite else {
                nodes += Node.polyline(run, width: 1.5, color: color)
                run.removeAll()
                continue
            }
            run.append(Point(x: Self.x(sample.time, now: now, plot: plot), y: Self.y(value, in: range, plot: plot)))
        }
        return nodes + Node.polyline(run, width: 1.5, color: color)
    }

    /// The x of scene time `time` in `plot`, whose right edge is `now`.
    static func x(_ time: Double, now: Double, plot: Rect) -> Double {
        plot.maxX - min(max((now - time) / duration, 0), 1) * plot.width
    }

    /// The y of `value` in `plot` for values in `range` (kept within the plot).
    static func y(_ value: Double, in range: ClosedRange<Double>, plot: Rect) -> Double {
        let span = range.upperBound - range.lowerBound
        let share = span > 0 ? (value - range.lowerBound) / span : 0.5
        return plot.maxY - min(max(share, 0), 1) * plot.height
    }

    /// The smallest range holding the finite `values` and `including`, at least `minimumSpan`
    /// wide about its middle.
    static func range(of values: [Double], including: [Double], minimumSpan: Double) -> ClosedRange<Double> {
        let finite = (values + including).filter(\.isFinite)
        guard var lower = finite.min(), var upper = finite.max() else { return -minimumSpan / 2...minimumSpan / 2 }
        if upper - lower < minimumSpan {
            let middle = (lower + upper) / 2
            (lower, upper) = (middle - minimumSpan / 2, middle + minimumSpan / 2)
        }
        return lower...upper
    }

    /// White for a release, amber for a hand-over.
    static func markColor(_ kind: MotionMark.Kind) -> Color {
        kind == .release ? Color(white: 1, alpha: 0.75) : Color(hex: 0xFFB547, alpha: 0.9)
    }
}
