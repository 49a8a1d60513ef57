import VitrineParallax

/// A timing function of a person's own, compiled from their file: it asks ``code`` for every
/// value, so a recompiled file changes it in place.
public struct LiveTimingFunction: PVTimingFunctionType, Hashable {
    /// The type's name.
    public let name: String
    /// The numbers set in the window.
    public var numbers: LiveNumbers
    /// What runs the code.
    public let code: any LiveCode
    /// The file the type is declared in, as the person or their presets file named it; not part
    /// of equality (the same type may be named by two spellings of its path).
    public var file: String

    /// The timing function of type `name` run by `code`, with `numbers` set.
    public init(name: String, numbers: LiveNumbers = LiveNumbers(), code: any LiveCode,
                file: String = "") {
        self.name = name
        self.numbers = numbers
        self.code = code
        self.file = file
    }

    /// Every number of the type by name: the ones set, and the defaults of the version loaded.
    public var allNumbers: [(name: String, value: Double)] {
        let names = code.numberNames(of: name) ?? numbers.values.keys.sorted()
        return names.map { ($0, self[number: $0]) }
    }

    /// Number `number`: the one set, or the type's default (0 where there is none).
    public subscript(number number: String) -> Double {
        get { numbers.values[number] ?? code.defaultNumber(number, of: name) ?? 0 }
        set { numbers.values[number] = newValue }
    }

    /// The person's `evaluate(_:)`, or `input` itself (linear timing) when no version of it
    /// can answer.
    public func evaluate(_ input: Double) -> Double {
        code.call(.evaluate, of: name, numbers: numbers.values, inputs: [input])?.first ?? input
    }

    /// Same name and the same value for every number, set or default (so a value read back
    /// from a presets file, which holds every number, equals the one saved).
    public static func == (lhs: LiveTimingFunction, rhs: LiveTimingFunction) -> Bool {
        lhs.name == rhs.name && lhs.numberValues == rhs.numberValues
    }

    /// Hashes the name (the numbers' defaults depend on the version loaded).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    /// Every number by name, set or default.
    var numberValues: [String: Double] {
        Dictionary(allNumbers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}
