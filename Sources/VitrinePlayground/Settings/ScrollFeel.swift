import VitrineInput
import VitrineMotion

/// How a scene's scroll feels: how quickly flings slow down, what the ends do when scrolled
/// past, whether it plays by itself and how it takes the wheel. In every scene that scrolls, R
/// steps the deceleration rate, B the overscroll model, K the autoplay, J what pauses it, W the
/// wheel's mode and O whether the ends pass the wheel on.
struct ScrollFeel: Hashable, Sendable {
    /// UIScrollView's rate by default.
    var decelerationRate = DecelerationRate.normal
    /// The overscroll model: iOS's rubber band (the default), Android 12's stretch, or none.
    var overscroll = Scroller.EdgeBehavior.bounce
    /// Whether and how the scene turns by itself; off by default.
    var autoplay = Autoplay.Configuration()
    /// How the wheel and the touchpad move the scene; smooth by default.
    var wheelPolicy = WheelPolicy.smooth

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
        SceneControl(key: .k, name: "Autoplay", value: \.autoplayName, choices: { _ in autoplays.map(\.name) }) { feel, _ in
            let index = autoplays.firstIndex { $0.name == feel.autoplayName }.map { $0 + 1 } ?? 0
            let next = autoplays[index % autoplays.count]
            feel.autoplay.isEnabled = next.isEnabled
            feel.autoplay.direction = next.direction
        },
        SceneControl(key: .j, name: "Pause on", value: \.autoplayPauseName, choices: { _ in autoplayPauses.map(\.name) }) {
            feel, _ in
            let index = autoplayPauses.firstIndex { $0.name == feel.autoplayPauseName }.map { $0 + 1 } ?? 0
            let next = autoplayPauses[index % autoplayPauses.count]
            feel.autoplay.pausesOnInteraction = next.onInteraction
            feel.autoplay.pausesOnHover = next.onHover
        },
        SceneControl(
            key: .w, name: "Wheel", value: \.wheelPolicy.mode.rawValue,
            choices: { _ in WheelPolicy.Mode.allCases.map(\.rawValue) }
        ) {
            feel, _ in
            let modes = WheelPolicy.Mode.allCases
            let index = modes.firstIndex(of: feel.wheelPolicy.mode).map { $0 + 1 } ?? 0
            feel.wheelPolicy.mode = modes[index % modes.count]
        },
        SceneControl(key: .o, name: "Wheel ends", value: \.wheelEndsName) { feel, _ in
            feel.wheelPolicy.releasesAtEdges.toggle()
        },
    ]

    /// The autoplay's choices K steps through, as the panel names them.
    static let autoplays: [(name: String, isEnabled: Bool, direction: Autoplay.Direction)] = [
        ("off", false, .forward), ("forward", true, .forward), ("backward", true, .backward),
    ]

    /// What pauses the autoplay, as J steps through it.
    static let autoplayPauses: [(name: String, onInteraction: Bool, onHover: Bool)] = [
        ("on interaction", true, false), ("on interaction and hover", true, true), ("on hover", false, true),
        ("never", false, false),
    ]

    /// The autoplay's and the wheel's numbers, which the panel lists under "autoplay" and
    /// "wheel" and a presets file sets in its `autoplay` and `wheel` objects.
    static let parameters: [(group: String, parameter: NumericParameter<ScrollFeel>)] = [
        ("autoplay", NumericParameter("delay", \.autoplay.delay, step: 0.5, range: Autoplay.Configuration.minimumDelay...60)),
        ("autoplay", NumericParameter("resumeDelay", \.autoplay.resumeDelay, step: 0.5, range: 0...60)),
        ("wheel", NumericParameter("threshold", \.wheelPolicy.threshold, step: 0.05, range: 0...WheelPolicy.maximumThreshold)),
    ]

    /// The feel's numbers on a scene configuration that holds the feel at `keyPath`.
    static func parameters<Configuration>(
        at keyPath: WritableKeyPath<Configuration, ScrollFeel> & Sendable
    ) -> [(group: String, parameter: NumericParameter<Configuration>)] {
        parameters.map { ($0.group, $0.parameter.lifted(to: keyPath)) }
    }

    /// The autoplay a scene runs: ``autoplay``, off while motion is reduced (`reduces`), so that
    /// it starts afresh, a whole delay before its first step, when motion is no longer reduced.
    func autoplay(reducingMotion reduces: Bool) -> Autoplay.Configuration {
        var configuration = autoplay
        if reduces { configuration.isEnabled = false }
        return configuration
    }

    /// The autoplay as the panel shows it: "off", "forward" or "backward".
    var autoplayName: String {
        autoplay.isEnabled ? autoplay.direction.rawValue : "off"
    }

    /// What pauses the autoplay, as the panel shows it: "on interaction"…
    var autoplayPauseName: String {
        Self.autoplayPauses.first { $0.onInteraction == autoplay.pausesOnInteraction && $0.onHover == autoplay.pausesOnHover }?
            .name ?? "never"
    }

    /// What the ends do with the wheel pushing further, as the panel shows it: "kept" (the
    /// scene takes it) or "passed on" (to the page).
    var wheelEndsName: String {
        wheelPolicy.releasesAtEdges ? "passed on" : "kept"
    }

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
