/// How fast the scenes' time runs against the window's: full speed or slow motion.
enum MotionSpeed: Double, CaseIterable, Sendable {
    /// Full speed.
    case full = 1
    /// Half speed.
    case half = 0.5
    /// A quarter of full speed.
    case quarter = 0.25
    /// A tenth of full speed.
    case tenth = 0.1

    /// The next slower speed, and full speed again after a tenth: what Z steps through.
    var slower: MotionSpeed {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// "1×", "1/2", "1/4", "1/10".
    var name: String {
        switch self {
        case .full: "1×"
        case .half: "1/2"
        case .quarter: "1/4"
        case .tenth: "1/10"
        }
    }
}
