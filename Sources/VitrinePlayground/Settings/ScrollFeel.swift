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

    /// The feel's controls: R steps to the next named rate (from a rate of a presets file, the
    /// first), B switches the bounce.
    static let controls: [SceneControl<ScrollFeel>] = [
        SceneControl(key: .r, name: "Deceleration", value: \.decelerationRateName) { feel, _ in
            let index = rates.firstIndex { $0.rate == feel.decelerationRate }.map { $0 + 1 } ?? 0
            feel.decelerationRate = rates[index % rates.count].rate
        },
        SceneControl(key: .b, name: "Bounce", value: { $0.bounces ? "on" : "off" }) { feel, _ in
            feel.bounces.toggle()
        },
    ]

    /// The feel's controls on a scene that holds the feel at `keyPath`, with `then` run after
    /// each change (to hand the new feel to the scroll).
    static func controls<Scene>(at keyPath: WritableKeyPath<Scene, ScrollFeel> & Sendable,
                                then: @escaping @Sendable (inout Scene, Double) -> Void) -> [SceneControl<Scene>] {
        controls.map { $0.lifted(to: keyPath, then: then) }
    }

    /// The rate as the panel shows it: "normal 0.998", or the bare number of a presets file's rate.
    var decelerationRateName: String {
        let rate = decelerationRate.rawValue
        return Self.rates.first { $0.rate == decelerationRate }.map { "\($0.name) \(rate)" } ?? "\(rate)"
    }
}
