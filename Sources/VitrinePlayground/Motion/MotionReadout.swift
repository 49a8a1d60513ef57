import VitrineMotion

/// A scene's scroll at one frame as the motion lab shows it: where it is, how fast it moves,
/// what it is doing, where it will come to rest and on which item, and what its focused item
/// makes of it. Offsets are the scroller's, in its points along the axis.
struct MotionReadout {
    /// Where the content is.
    var offset: Double
    /// Where it comes to rest if nothing else happens (``Scroller/restingOffset``).
    var restingOffset: Double
    /// The tracked velocity, in points per second (``Scroller/trackedVelocity(at:)``).
    var velocity: Double
    /// What the scroller is doing.
    var activity: ScrollActivity
    /// The offsets at rest: from the first item's to the last's (for looping content, one turn:
    /// from 0 to the loop period).
    var range: ClosedRange<Double>
    /// Whether the content loops, so that offsets are read around ``range``.
    var isLooping: Bool
    /// The offsets the content can come to rest on with snapping (one per item or page), in
    /// order; empty for more than ``maximumRestingOffsets``, which a ruler could not tell apart.
    var restingOffsets: [Double]
    /// What an item is called: "card", "page".
    var itemName: String
    /// The number item 0 shows as: 0 for the Showcase's numbered cards, 1 for pages and Flow
    /// cards.
    var firstItemNumber: Int
    /// The item the content comes to rest on, counted from 0.
    var restingItem: Int?
    /// The pull past an edge, while there is one.
    var edgePull: EdgePull?
    /// The page progress of a Parallax scene (its active page's), else `nil`.
    var pageProgress: Double?
    /// What the focused item makes of the scroll.
    var focus: FocusReadout?
    /// What the scene's autoplay is doing, and how much of its delay has run; `nil` for a
    /// scene without one.
    var autoplay: (state: Autoplay.State, progress: Double)?
    /// The scroll's wheel policy and what it made of the wheel's latest gesture; `nil` for a
    /// scene without a scroll.
    var wheel: (policy: WheelPolicy, gesture: WheelGesture)?
    /// What a screen reader says for the focused item ("Card 3 of 24"), or `nil`.
    var spokenLabel: String? = nil

    /// Whether a motion under way says where it will rest: a fling, a snap, a spring or a
    /// glide (not a drag or a touchpad, which rest where the hand leaves them).
    var isProjecting: Bool {
        [.decelerating, .snapping, .bouncing, .gliding].contains(activity)
    }

    /// "card 8": the resting item as the scene numbers it, or `nil` without one.
    var restingItemText: String? {
        restingItem.map { "\(itemName) \($0 + firstItemNumber)" }
    }

    /// The most resting offsets a readout lists.
    static let maximumRestingOffsets = 240

    /// `count` resting offsets `spacing` apart from 0, or none for more than
    /// ``maximumRestingOffsets`` or a spacing that is not positive.
    static func evenlySpaced(count: Int, spacing: Double) -> [Double] {
        guard count > 0, count <= maximumRestingOffsets, spacing > 0, spacing.isFinite else { return [] }
        return (0..<count).map { Double($0) * spacing }
    }
}
