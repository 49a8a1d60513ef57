import VitrineCanvas
import VitrineGeometry
import VitrineMotion

/// The motion traces M shows over the frame-time graph: the scroll's offset, its velocity and
/// (Parallax) the page's progress over the last seconds of the scene's time, with release and
/// hand-over moments marked; and what the focused item makes of it: a Showcase card's rate, a
/// Flow card's three percentages, or a Parallax page's actions as bars with the progress as a
/// cursor.
struct MotionTraces {
    /// The frames of the last ``duration`` seconds, oldest first.
    private(set) var samples: [MotionSample] = []
    /// The marked moments among them, oldest first.
    private(set) var marks: [MotionMark] = []
    /// What the scroll did at the last sample.
    private var lastActivity: ScrollActivity?

    /// How much of the scene's time the traces keep, in seconds.
    static let duration = 4.0
    /// The traces' width in points where the window has room (the frame-time graph's).
    static let width = FrameTimeGraph.size.width
    /// The height of one plot.
    static let plotHeight = 46.0

    /// Records the frame at scene time `time`; a frame at a time already recorded (paused)
    /// replaces nothing, and a time earlier than the last starts the traces afresh.
    mutating func record(_ readout: MotionReadout?, at time: Double) {
        guard let readout, time.isFinite else {
            samples.removeAll()
            marks.removeAll()
            lastActivity = nil
            return
        }
        if let last = samples.last {
            if time == last.time { return }
            if time < last.time {
                samples.removeAll()
                marks.removeAll()
                lastActivity = nil
            }
        }
        if let previous = lastActivity, let kind = MotionMark.kind(from: previous, to: readout.activity) {
            marks.append(MotionMark(time: time, kind: kind))
        }
        lastActivity = readout.activity
        let (item, values): (Int?, [Double]) =
            switch readout.focus {
            case .rate(let item, let rate)?: (item, [rate])
            case .percentages(let item, let info)?:
                (
                    item,
                    [
                        info.collectionVisibility, info.idealFrameVisibility,
                        info.idealFrameAndCollectionVisibility,
                    ]
                )
            default: (nil, [])
            }
        samples.append(
            MotionSample(
                time: time, offset: readout.offset, velocity: readout.velocity,
                pageProgress: readout.pageProgress, focusedItem: item, focusValues: values))
        let oldest = time - Self.duration
        samples.removeAll { $0.time < oldest }
        marks.removeAll { $0.time < oldest }
    }

    /// The heights of the traces' rows for `readout`, top to bottom: the offset, the velocity,
    /// the page's progress (Parallax), and the focused item's part.
    func rowHeights(for readout: MotionReadout) -> [Double] {
        let plot = Self.plotHeight + 18
        let focus = focusHeight(readout.focus)
        return [plot, plot] + (readout.pageProgress == nil ? [] : [plot]) + (focus > 0 ? [focus] : [])
    }

    /// The traces' height for `readout` with their first `rowCount` rows (all by default): the
    /// title, the rows and a margin; 0 with no row.
    func height(for readout: MotionReadout?, rowCount: Int = .max) -> Double {
        guard let readout else { return 0 }
        let rows = rowHeights(for: readout).prefix(max(rowCount, 0))
        return rows.isEmpty ? 0 : 30 + rows.reduce(0, +) + 8
    }

    /// How many of the traces' rows for `readout`, from the top, fit `height` points.
    func rowCount(for readout: MotionReadout?, fitting height: Double) -> Int {
        guard let readout else { return 0 }
        var used = 38.0, count = 0
        for row in rowHeights(for: readout) {
            guard used + row <= height else { break }
            used += row
            count += 1
        }
        return count
    }

    private func focusHeight(_ focus: FocusReadout?) -> Double {
        switch focus {
        case .actions(_, _, _, let spans)?: 22 + Double(spans.count) * 15
        case .rate?, .percentages?: Self.plotHeight + 18
        case nil: 0
        }
    }
}
