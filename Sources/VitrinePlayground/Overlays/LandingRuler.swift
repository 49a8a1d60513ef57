import VitrineCanvas
import VitrineGeometry

/// The ruler the inspector lays along the bottom of the window: the scroll's offsets at rest
/// from the first item's to the last's (one turn for looping content), a tick where each item
/// rests, a white bar where the content is, and, while it moves, a ring where it will come to
/// rest, with the item's number; past an edge, the rubber band to the edge it settles on.
struct LandingRuler {
    /// The scroll read this frame.
    var readout: MotionReadout
    /// Where the ruler's track lies, in points.
    var track: Rect

    /// How far past its ends the track shows offsets beyond the range (a pull past an edge).
    static let overhang = 18.0
    /// The ruler's height in points, over its track line.
    static let height = 46.0

    /// The x of `offset` on the track: its share of the range (of one turn, taken around the
    /// loop, for looping content), kept within ``overhang`` of the track's ends.
    func x(ofOffset offset: Double) -> Double {
        let lower = readout.range.lowerBound, span = readout.range.upperBound - lower
        guard span > 0, span.isFinite, offset.isFinite else { return track.midX }
        var share = (offset - lower) / span
        if readout.isLooping { share -= share.rounded(.down) }
        let x = track.minX + share * track.width
        return min(max(x, track.minX - Self.overhang), track.maxX + Self.overhang)
    }

    /// The ruler's nodes: ticks, the travel from the content to where it rests, the ring, the
    /// bar, the pull past an edge, and a caption.
    func makeNodes() -> [Node] {
        let y = track.midY, accent = Color(hex: 0xFFB547)
        var nodes = [
            Node.box(
                Rect(
                    x: track.minX - Self.overhang - 10, y: y - 34, width: track.width + 2 * Self.overhang + 20,
                    height: Self.height), color: Color(hex: 0x23232E, alpha: 0.88), cornerRadius: 8),
            Node.box(Rect(x: track.minX, y: y - 1, width: track.width, height: 2), color: Color(white: 1, alpha: 0.35)),
        ]
        for offset in readout.restingOffsets {
            nodes.append(
                .box(Rect(x: x(ofOffset: offset) - 0.5, y: y - 4, width: 1, height: 8), color: Color(white: 1, alpha: 0.5)))
        }
        let now = x(ofOffset: readout.offset)
        if let pull = readout.edgePull {
            let edge = x(ofOffset: pull.edge)
            // The band, to where the content shows (or, stretched, as far as it is pulled):
            // thicker the harder it pulls back.
            let end = pull.isStretched ? x(ofOffset: pull.edge + pull.overscroll) : now
            let thickness = min(2 + pull.springAcceleration / 4000, 8)
            nodes.append(
                .box(
                    Rect(x: min(edge, end), y: y - thickness / 2, width: abs(end - edge), height: thickness),
                    color: Color(hex: 0xFF7A59, alpha: 0.9)))
            nodes.append(.box(Rect(x: edge - 1, y: y - 9, width: 2, height: 18), color: Color(hex: 0xFF7A59)))
        } else if readout.isProjecting {
            let rest = x(ofOffset: readout.restingOffset)
            for span in travel(from: now) {
                nodes.append(
                    .box(
                        Rect(x: span.lowerBound, y: y - 1.5, width: span.upperBound - span.lowerBound, height: 3),
                        color: accent.withAlpha(0.45)))
            }
            nodes.append(
                Node(center: Point(x: rest, y: y), size: Size(width: 14, height: 14), fillColor: accent, cornerRadius: 7))
            nodes.append(
                Node(
                    center: Point(x: rest, y: y), size: Size(width: 7, height: 7), fillColor: Color(hex: 0x23232E),
                    cornerRadius: 3.5))
        }
        nodes.append(.box(Rect(x: now - 1.5, y: y - 10, width: 3, height: 20), color: Color(hex: 0xF4F4F8)))
        nodes.append(
            .label(
                caption, in: Rect(x: track.minX, y: y - 31, width: track.width, height: 18),
                color: Color(hex: 0xE8E8F0), fontSize: 13))
        return nodes
    }

    /// The stretches of track the content travels from the bar at `now` to where it rests: one
    /// for content with ends; around the loop, the part past the track's end goes on from its
    /// other end (and a travel of a turn or more covers it all).
    func travel(from now: Double) -> [ClosedRange<Double>] {
        let span = readout.range.upperBound - readout.range.lowerBound
        guard readout.isLooping, span > 0 else {
            let rest = x(ofOffset: readout.restingOffset)
            return [min(now, rest)...max(now, rest)]
        }
        let distance = (readout.restingOffset - readout.offset) / span * track.width
        guard distance.isFinite, abs(distance) < track.width else { return [track.minX...track.maxX] }
        let end = now + distance
        if end > track.maxX { return [now...track.maxX, track.minX...(end - track.width)] }
        if end < track.minX { return [track.minX...now, (end + track.width)...track.maxX] }
        return [min(now, end)...max(now, end)]
    }

    /// "decelerating → rests at 2340.0 pt, card 8", or the edge it settles on.
    var caption: String {
        if let pull = readout.edgePull {
            return "\(readout.activity.rawValue) past the \(pull.overscroll < 0 ? "start" : "end") → settles at "
                + "\(pull.edge.decimalText(1)) pt · spring \(pull.springAcceleration.decimalText(0)) pt/s²"
        }
        let item = readout.restingItemText.map { ", " + $0 } ?? ""
        switch readout.activity {
        case .idle: return "at rest at \(readout.offset.decimalText(1)) pt\(item)"
        case .pressed: return "pressed: a release here is a tap"
        case .dragging, .touchpad:
            return "\(readout.activity.rawValue) at \(InspectedInput.number(readout.velocity, decimals: 0)) pt/s: "
                + "the fling starts when let go"
        default: break
        }
        return "\(readout.activity.rawValue) → rests at \(readout.restingOffset.decimalText(1)) pt\(item)"
    }
}
