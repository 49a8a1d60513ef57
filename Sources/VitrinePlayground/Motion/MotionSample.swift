import VitrineMotion

/// The scroll at one frame, as the motion traces keep it.
struct MotionSample: Hashable {
    /// The scene's time of the frame.
    var time: Double
    /// Where the content was.
    var offset: Double
    /// Its tracked velocity, in points per second.
    var velocity: Double
    /// A Parallax page's progress, else `nil`.
    var pageProgress: Double?
    /// The focused item, whose values ``focusValues`` are.
    var focusedItem: Int?
    /// The focused item's values: its rate (Showcase), or its three percentages (Flow); empty
    /// for a Parallax page, whose actions are drawn as bars.
    var focusValues: [Double]
}
