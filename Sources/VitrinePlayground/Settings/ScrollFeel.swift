import VitrineInput
import VitrineMotion

/// How a scene's scroll feels: how quickly flings slow down and what the ends do when scrolled
/// past. In every scene that scrolls, R steps the deceleration rate and B the overscroll model.
struct ScrollFeel: Hashable, Sendable {
    /// UIScrollView's rate by default.
    var decelerationRate = DecelerationRate.normal
    /// The overscroll model: iOS's rubber band (the default), Android 12's stretch, or none.
    var overscroll = Scroller.EdgeBehavior.bounce

    /// The rates R steps through, with their names.
    static let rates: [(name: String, rate: DecelerationRate)] = [("normal", .normal), ("fast", .fast)]

    /// The overscroll models B steps through, as the panel names them ("rubber band") and as a
    /// presets file's `overscroll` spells them ("rubber-band").
    static let overscrolls: [(name: String, fileName: String, behavior: Scroller.EdgeBehavior)] = [
        ("rubber band", "rubber-band", .bounce), ("stretch", "stretch", .stretch), ("none", "none", .clamp),
    ]

    /// Creates a feel; by default UIScrollView's.
    init(decelerationRate: DecelerationRate = .normal, overscroll: Scroller.EdgeBehavior = .bounce) {
        self.decelerationRate = decelerationRate
        self.overscroll = overscroll
    }

    /// The feel's controls: R steps to the next named rate (from a rate of a presets file, the
    /// first), B to the next overscroll model.
    static let controls: [SceneControl<ScrollFeel>] = [
        SceneControl(key: .r, name: "Deceleration", value: \.decelerationRateName) { feel, _ in
            let index = rates.firstIndex { $0.rate == feel.decelerationRate }.map { $0 + 1 } ?? 0
            feel.decelerationRate = rates[index % rates.count].rate
        },
        SceneControl(key: .b, name: "Overscroll", value: \.overscrollName, choices: { _ in overscrolls.map(\.name) }) {
            feel, _ in
            let index = overscrolls.firstIndex { $0.behavior == feel.overscroll }.map { $0 + 1 } ?? 0
            feel.overscroll = overscrolls[index % overscrolls.count].behavior
        },
    ]

    /// The feel's controls on a scene that holds the feel at `keyPath`, with `then` run after
    /// each change (to hand the new feel to the scroll).
    static func controls<Scene>(
        at keyPath: WritableKeyPath<Scene, ScrollFeel> & Sendable,
        then: @escaping @Sendable (inout Scene, Double) -> Void
    ) -> [SceneControl<Scene>] {
        controls.map { $0.lifted(to: keyPath, then: then) }
    }

    /// The rate as the panel shows it: "normal 0.998", or the bare number of a presets file's rate.
    var decelerationRateName: String {
        let rate = decelerationRate.rawValue
        return Self.rates.first { $0.rate == decelerationRate }.map { "\($0.name) \(rate)" } ?? "\(rate)"
    }

    /// The overscroll model as the panel shows it: "rubber band", "stretch" or "none".
    var overscrollName: String {
        Self.overscrolls.first { $0.behavior == overscroll }?.name ?? "rubber band"
    }

    /// The overscroll model as a presets file spells it: "rubber-band", "stretch" or "none".
    var overscrollFileName: String {
        Self.overscrolls.first { $0.behavior == overscroll }?.fileName ?? "rubber-band"
    }
}
