import VitrineMotion

/// A moment the motion traces mark with a line across their plots.
struct MotionMark: Hashable {
    /// What happened.
    enum Kind: Hashable {
        /// The content was let go: a drag ended, or a touchpad's deltas paused long enough to
        /// take the fingers as lifted, and a motion began.
        case release
        /// One motion handed over to another: a fling ran into an edge and springs back.
        case handOver
    }

    /// The scene's time of the first frame after it.
    var time: Double
    /// What happened.
    var kind: Kind

    /// The mark between a frame doing `previous` and the next doing `current`, if any.
    static func kind(from previous: ScrollActivity, to current: ScrollActivity) -> Kind? {
        let held: Set<ScrollActivity> = [.dragging, .pressed, .touchpad]
        let moving: Set<ScrollActivity> = [.decelerating, .snapping, .bouncing, .gliding]
        if held.contains(previous), moving.contains(current) { return .release }
        if previous == .decelerating, current == .bouncing { return .handOver }
        return nil
    }
}
