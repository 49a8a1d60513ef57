import VitrineLive
import VitrineMotion

extension PresetEntry.Value {
    /// A path or transform: `{ "type": "circle", …every number of the choice, …its curves }`,
    /// an optional number that is not set being `null`, a curve its points; `null` for a shape
    /// of none of `choices` (which a path cannot be, so the file would not read back and saving
    /// would refuse it).
    static func shape<Shape>(_ shape: Shape, from choices: [ShapeChoice<Shape>]) -> Self {
        if let live = shape as? LivePath { return liveShape(live.name, file: live.file, numbers: live.allNumbers) }
        if let live = shape as? LiveTransform { return liveShape(live.name, file: live.file, numbers: live.allNumbers) }
        guard let choice = choices.first(where: { $0.matches(shape) }) else { return .null }
        let curves = choice.curves.map { PresetEntry.Member($0.name, $0.read(shape).map { .points($0.points) } ?? .null) }
        return .object([PresetEntry.Member("type", .string(choice.name))] + numbers(of: shape, choice.parameters) + curves)
    }

    /// One of the person's own types (`--swift`): `{ "type": "SpiralPath", "swift":
    /// "spiral.swift", …every number }`, which the file's load compiles and lists.
    static func liveShape(_ name: String, file: String, numbers: [(name: String, value: Double)]) -> Self {
        .object(liveMembers(name, file: file, numbers: numbers))
    }

    /// The members of one of the person's own types: `type`, `swift`, `flag` where given (a
    /// plugin's `runs`), then every number.
    static func liveMembers(
        _ name: String, file: String, numbers: [(name: String, value: Double)],
        flag: (key: String, isOn: Bool)? = nil
    ) -> [PresetEntry.Member] {
        [PresetEntry.Member("type", .string(name)), PresetEntry.Member("swift", .string(file))]
            + (flag.map { [PresetEntry.Member($0.key, .bool($0.isOn))] } ?? [])
            + numbers.map { PresetEntry.Member($0.name, Self.number($0.value)) }
    }

    /// An object of the numbers of `parameters` read from `root`: `{ "dimmingFactor": 2, … }`.
    static func numbers<Root>(_ root: Root, _ parameters: [NumericParameter<Root>]) -> Self {
        .object(numbers(of: root, parameters))
    }

    /// The numbers of `parameters` read from `root`, as members; `null` where one is not set.
    static func numbers<Root>(of root: Root, _ parameters: [NumericParameter<Root>]) -> [PresetEntry.Member] {
        parameters.map { PresetEntry.Member($0.name, $0.read(root).map(Self.number) ?? .null) }
    }

    /// `"horizontal"` or `"vertical"`.
    static func direction(isHorizontal: Bool) -> Self {
        .string(isHorizontal ? "horizontal" : "vertical")
    }
}

extension ScrollFeel {
    /// `decelerationRate` (by its name, "normal" or "fast", when it has one) and `overscroll`
    /// ("rubber-band", "stretch" or "none"); then `autoplay` and `wheel`, each where it is not
    /// the default (so that a preset without them is saved as before), with all of its keys.
    var entryMembers: [PresetEntry.Member] {
        let rate = Self.rates.first { $0.rate == decelerationRate }.map { PresetEntry.Value.string($0.name) }
        var members = [
            PresetEntry.Member("decelerationRate", rate ?? .number(decelerationRate.rawValue)),
            PresetEntry.Member("overscroll", .string(overscrollFileName)),
        ]
        if autoplay != Autoplay.Configuration() {
            members.append(
                PresetEntry.Member(
                    "autoplay",
                    .object([
                        PresetEntry.Member("enabled", .bool(autoplay.isEnabled)),
                        PresetEntry.Member("delay", .number(autoplay.delay)),
                        PresetEntry.Member("direction", .string(autoplay.direction.rawValue)),
                        PresetEntry.Member("pauseOnHover", .bool(autoplay.pausesOnHover)),
                        PresetEntry.Member("pauseOnInteraction", .bool(autoplay.pausesOnInteraction)),
                        PresetEntry.Member("resumeDelay", .number(autoplay.resumeDelay)),
                    ])))
        }
        if wheelPolicy != .smooth {
            let mode = PresetsDecoder.wheelModes.first { $0.mode == wheelPolicy.mode }?.fileName ?? "smooth"
            members.append(
                PresetEntry.Member(
                    "wheel",
                    .object([
                        PresetEntry.Member("mode", .string(mode)),
                        PresetEntry.Member("threshold", .number(wheelPolicy.threshold)),
                        PresetEntry.Member("releaseAtEdges", .bool(wheelPolicy.releasesAtEdges)),
                    ])))
        }
        return members
    }
}
