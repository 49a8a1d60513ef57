import VitrineJSON
import VitrineMotion

extension PresetsDecoder {
    /// The keys of a preset's `autoplay` object.
    static let autoplayKeys = ["enabled", "delay", "direction", "pauseOnHover", "pauseOnInteraction", "resumeDelay"]
    /// The keys of a preset's `wheel` object.
    static let wheelKeys = ["mode", "threshold", "releaseAtEdges"]
    /// The wheel's modes as a presets file spells them, with the policy's.
    static let wheelModes: [(fileName: String, mode: WheelPolicy.Mode)] = [
        ("smooth", .smooth), ("oneItemPerGesture", .oneItemPerGesture),
    ]

    /// `autoplay` and `wheel` over `feel`: `{"enabled": true, "delay": 3, "direction":
    /// "forward", "pauseOnHover": false, "pauseOnInteraction": true, "resumeDelay": 2}` and
    /// `{"mode": "oneItemPerGesture", "threshold": 0.5, "releaseAtEdges": true}`, any of their
    /// keys; the numbers in the panel's ranges.
    mutating func behaviour(_ fields: [String: JSONValue], field: String, over feel: ScrollFeel) -> ScrollFeel {
        var feel = feel
        if let value = fields["autoplay"],
            let members = members(of: value, field: field + ".autoplay", allowed: Self.autoplayKeys)
        {
            let field = field + ".autoplay"
            if let value = members["enabled"], let flag = bool(value, field: field + ".enabled") {
                feel.autoplay.isEnabled = flag
            }
            if let value = members["direction"],
                let name = choice(value, field: field + ".direction", from: Autoplay.Direction.allCases.map(\.rawValue)),
                let direction = Autoplay.Direction(rawValue: name)
            {
                feel.autoplay.direction = direction
            }
            if let value = members["pauseOnHover"], let flag = bool(value, field: field + ".pauseOnHover") {
                feel.autoplay.pausesOnHover = flag
            }
            if let value = members["pauseOnInteraction"], let flag = bool(value, field: field + ".pauseOnInteraction") {
                feel.autoplay.pausesOnInteraction = flag
            }
            setNumbers(from: members, field: field, on: &feel, parameters: Self.feelParameters(of: "autoplay"))
        }
        if let value = fields["wheel"], let members = members(of: value, field: field + ".wheel", allowed: Self.wheelKeys) {
            let field = field + ".wheel"
            if let value = members["mode"],
                let name = choice(value, field: field + ".mode", from: Self.wheelModes.map(\.fileName)),
                let mode = Self.wheelModes.first(where: { $0.fileName == name })?.mode
            {
                feel.wheelPolicy.mode = mode
            }
            if let value = members["releaseAtEdges"], let flag = bool(value, field: field + ".releaseAtEdges") {
                feel.wheelPolicy.releasesAtEdges = flag
            }
            setNumbers(from: members, field: field, on: &feel, parameters: Self.feelParameters(of: "wheel"))
        }
        return feel
    }

    /// The feel's numbers of one group ("autoplay", "wheel"), by the names a file gives them.
    static func feelParameters(of group: String) -> [NumericParameter<ScrollFeel>] {
        ScrollFeel.parameters.filter { $0.group == group }.map(\.parameter)
    }
}
