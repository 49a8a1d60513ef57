/// How fast the scenes' time runs against the window's: full speed or slow motion.
///
/// ```swift
/// MotionSpeed(name: "1/4")    // .quarter
/// MotionSpeed.quarter.name    // "1/4"
/// ```
public enum MotionSpeed: Double, CaseIterable, Sendable {
    /// Full speed.
    case full = 1
    /// Half speed.
    case half = 0.5
    /// A quarter of full speed.
    case quarter = 0.25
    /// A tenth of full speed.
    case tenth = 0.1

    /// The next slower speed, and full speed again after a tenth: what Z steps through.
    var slower: MotionSpeed { next }

    /// "1×", "1/2", "1/4", "1/10".
    public var name: String {
        switch self {
        case .full: "1×"
        case .half: "1/2"
        case .quarter: "1/4"
        case .tenth: "1/10"
        }
    }

    /// The speed a name stands for: its ``name`` (`1/4`), `1`, `1x`, or the speed as a decimal
    /// (`0.25`); `nil` for any other text.
    public init?(name: String) {
        let text = name.lowercased()
        guard
            let speed = Self.allCases.first(where: {
                text == $0.name || text == "\($0.rawValue)" || ($0 == .full && (text == "1" || text == "1x"))
            })
        else { return nil }
        self = speed
    }

    /// The names ``init(name:)`` takes, for messages: "1, 1/2, 1/4 or 1/10".
    public static let choices = "1, 1/2, 1/4 or 1/10"
}
