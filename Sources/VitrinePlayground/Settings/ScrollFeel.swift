import VitrineInput
import VitrineMotion

/// How a scene's scroll feels: how quickly flings slow down and whether the ends bounce. In
/// every scene that scrolls, R steps the deceleration rate and B switches the bounce.
struct ScrollFeel: Hashable, Sendable {
    /// UIScrollView's rate by default.
    var decelerationRate = DecelerationRate.normal
    /// Whether the ends stretch and spring back.
    var bounces = true

    /// The rates R steps through, with their names.
    static let rates: [(name: String, rate: DecelerationRate)] = [("normal", .normal), ("fast", .fast)]

    /// Creates a feel; by default UIScrollView's.
    init(decelerationRate: DecelerationRate = .normal, bounces: Bool = true) {
        self.decelerationRate = decelerationRate
        self.bounces = bounces
    }

    /// R: the next named rate (from a rate of a presets file, the first); B: bounce on or off.
    /// Returns whether the key was one of those.
    mutating func handleKey(_ key: Key) -> Bool {
        switch key.name {
        case "R":
            let index = Self.rates.firstIndex { $0.rate == decelerationRate }.map { $0 + 1 } ?? 0
            decelerationRate = Self.rates[index % Self.rates.count].rate
        case "B":
            bounces.toggle()
        default:
            return false
        }
        return true
    }

    /// The panel's rows: deceleration rate (R) and bounce (B).
    var settings: [SceneSetting] {
        let rate = decelerationRate.rawValue
        let name = Self.rates.first { $0.rate == decelerationRate }.map { "\($0.name) \(rate)" } ?? "\(rate)"
        return [
            SceneSetting(name: "Deceleration", value: name, key: .r),
            SceneSetting(name: "Bounce", value: bounces ? "on" : "off", key: .b),
        ]
    }
}
