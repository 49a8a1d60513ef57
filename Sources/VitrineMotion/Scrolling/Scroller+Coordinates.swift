import VitrineGeometry

extension Scroller {
    /// The position a local coordinate stands for: local coordinates are plain offsets for
    /// content with ends, and distances from `anchor` for looping content.
    func position(local: Double, anchor: ScrollPosition) -> ScrollPosition {
        isLooping ? anchor.moved(by: local) : ScrollPosition(offset: local)
    }

    /// The anchor and local coordinate of the current position, for starting a motion.
    var localStart: (anchor: ScrollPosition, local: Double) {
        isLooping ? (position, 0) : (ScrollPosition(offset: 0), position.offset)
    }

    /// The stretch of the rubber band over the viewport's length.
    var rubberBand: RubberBand { RubberBand(dimension: max(viewportLength, 1)) }

    /// The offset shown for an unstretched offset: past an edge, the rubber band (or the edge
    /// itself when clamping); looping content has no edges.
    func displayed(raw: Double) -> Double {
        guard !isLooping else { return raw }
        if raw < minimumOffset {
            return configuration.edgeBehavior == .bounce
                ? minimumOffset - rubberBand.displacement(forOverscroll: minimumOffset - raw) : minimumOffset
        }
        if raw > maximumOffset {
            return configuration.edgeBehavior == .bounce
                ? maximumOffset + rubberBand.displacement(forOverscroll: raw - maximumOffset) : maximumOffset
        }
        return raw
    }

    /// The unstretched offset behind a shown one: the inverse of ``displayed(raw:)``.
    func raw(displayed: Double) -> Double {
        guard !isLooping, configuration.edgeBehavior == .bounce else { return displayed }
        if displayed < minimumOffset { return minimumOffset - rubberBand.overscroll(forDisplacement: minimumOffset - displayed) }
        if displayed > maximumOffset { return maximumOffset + rubberBand.overscroll(forDisplacement: displayed - maximumOffset) }
        return displayed
    }

    /// The stretch shown for an unstretched offset `raw`: with ``EdgeBehavior/stretch``, how far
    /// past an edge it is over the viewport's length (Android's `onPull(Δ/length)`, 1:1 with
    /// the pointer); none otherwise.
    func stretch(forRaw raw: Double) -> OverscrollStretch {
        guard !isLooping, configuration.edgeBehavior == .stretch, raw.isFinite else { return .none }
        let length = max(viewportLength, 1)
        if raw < minimumOffset { return OverscrollStretch(edge: .start, distance: (minimumOffset - raw) / length) }
        if raw > maximumOffset { return OverscrollStretch(edge: .end, distance: (raw - maximumOffset) / length) }
        return .none
    }

    /// The unstretched offset behind the offset shown with the stretch showing: past the edge by
    /// the stretch, so that a new drag catches the stretch where it is (as Android's `onPull`
    /// does); the inverse of ``displayed(raw:)`` otherwise.
    func rawIncludingStretch(displayed: Double) -> Double {
        guard stretch.isStretched, !isLooping else { return raw(displayed: displayed) }
        let pulled = stretch.distance * max(viewportLength, 1)
        return stretch.edge == .start ? minimumOffset - pulled : maximumOffset + pulled
    }

    /// The pointer's coordinate along the axis.
    func coordinate(of point: Point) -> Double {
        configuration.axis == .horizontal ? point.x : point.y
    }
}
