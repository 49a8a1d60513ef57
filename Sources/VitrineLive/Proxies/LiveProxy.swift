/// A value of one of a person's own types as the window holds it: the type's name, the numbers
/// set in the window and what runs the code. Each proxy (``LivePath``, ``LiveTransform``,
/// ``LiveTimingFunction``, ``LiveAction``, ``LiveFlowPlugin``) adds its protocol's requirement,
/// which asks ``code``.
///
/// Two proxies are equal when they name the same type and every number, set or default, is
/// the same: a value read back from a presets file, which holds every number, equals the one
/// saved.
public protocol LiveProxy: Hashable, Sendable {
    /// The type's name.
    var name: String { get }
    /// The numbers set in the window.
    var numbers: LiveNumbers { get set }
    /// What runs the code.
    var code: any LiveCode { get }
    /// The file the type is declared in, as the person or their presets file named it; not part
    /// of equality (the same type may be named by two spellings of its path).
    var file: String { get }
}

extension LiveProxy {
    /// Number `number`: the one set, or the type's default (0 where there is none).
    public subscript(number number: String) -> Double {
        get { numbers.values[number] ?? code.defaultNumber(number, of: name) ?? 0 }
        set { numbers.values[number] = newValue }
    }

    /// Every number of the type by name: the ones set, and the defaults of the version loaded
    /// (only the ones set where nothing is loaded).
    public var allNumbers: [(name: String, value: Double)] {
        let names = code.numberNames(of: name) ?? numbers.values.keys.sorted()
        return names.map { ($0, self[number: $0]) }
    }

    /// Same name, and the same value for every number, set or default.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.numberValues == rhs.numberValues
    }

    /// Hashes the name (the numbers' defaults depend on the version loaded).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    /// Every number by name, set or default.
    private var numberValues: [String: Double] {
        Dictionary(allNumbers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}
