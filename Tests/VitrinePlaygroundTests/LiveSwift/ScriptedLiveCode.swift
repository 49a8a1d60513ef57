import VitrineCanvas
import VitrineFlowLayout
import VitrineLive
import VitrineParallax
import VitrinePlayground

/// A test double of ``LiveCode`` standing in for the window's process: it answers each method
/// by a rule of its own, so the scenes' use of the person's types can be seen without a
/// compiler. A timing function gives the square of its input; an action spreads the letters by
/// 10 × progress; a plugin halves the opacity. Records the calls.
final class ScriptedLiveCode: LiveCode, @unchecked Sendable {
    /// The defaults of the types' numbers, by type and number.
    let defaults: [String: [String: Double]]
    /// The calls so far: method, type and the numbers set.
    private(set) var calls: [(method: LiveMethod, name: String, numbers: [String: Double])] = []

    /// Code for types whose numbers default to `defaults`.
    init(defaults: [String: [String: Double]] = [:]) {
        self.defaults = defaults
    }

    func call(_ method: LiveMethod, of name: String, numbers: [String: Double], inputs: [Double]) -> [Double]? {
        calls.append((method, name, numbers))
        switch method {
        case .evaluate:
            return inputs.map { $0 * $0 }
        case .update:
            guard var target = PVTarget(node: Node(), containerSize: .zero).settingLiveNumbers(inputs, from: 1) else {
                return nil
            }
            target.node.letterSpacing = 10 * inputs[0]
            return target.liveNumbers
        case .prepareAttributes:
            guard var attributes = PluginableFlowLayoutAttributes(liveNumbers: inputs) else { return nil }
            attributes.alpha /= 2
            return attributes.liveNumbers
        case .normalizedPath, .transform, .appearance, .visibleOffsetLimit:
            return nil
        }
    }

    func defaultNumber(_ number: String, of name: String) -> Double? {
        defaults[name]?[number]
    }

    /// The person's types `types` (kind, name, numbers with their defaults) as the host hands
    /// them to the core.
    static func live(_ types: [(LiveKind, String, [(String, Double)])]) -> LiveSwiftTypes {
        let code = ScriptedLiveCode(
            defaults: Dictionary(
                uniqueKeysWithValues: types.map { type in
                    (type.1, Dictionary(uniqueKeysWithValues: type.2.map { ($0.0, $0.1) }))
                }))
        let descriptions = types.enumerated().map { index, type in
            var description = LiveTypeDescription(
                kind: type.0, name: type.1, entry: index, numberNames: type.2.map(\.0),
                defaults: type.2.map(\.1))
            description.file = "/tmp/mine.swift"
            return description
        }
        return LiveSwiftTypes(types: descriptions, code: code, files: ["/tmp/mine.swift"])
    }

    func numberNames(of name: String) -> [String]? {
        defaults[name].map { $0.keys.sorted() }
    }

    func placesItems(of name: String) -> Bool? { nil }
}
