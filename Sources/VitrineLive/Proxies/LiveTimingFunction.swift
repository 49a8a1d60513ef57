import VitrineParallax

/// A timing function of a person's own, compiled from their file: it asks ``code`` for every
/// value, so a recompiled file changes it in place.
public struct LiveTimingFunction: PVTimingFunctionType, LiveProxy {
    /// The type's name.
    public let name: String
    /// The numbers set in the window.
    public var numbers: LiveNumbers
    /// What runs the code.
    public let code: any LiveCode
    /// The file the type is declared in (see ``LiveProxy/file``).
    public var file: String

    /// The timing function of type `name` run by `code`, with `numbers` set.
    public init(
        name: String, numbers: LiveNumbers = LiveNumbers(), code: any LiveCode,
        file: String = ""
    ) {
        self.name = name
        self.numbers = numbers
        self.code = code
        self.file = file
    }

    /// The person's `evaluate(_:)`, or `input` itself (linear timing) when no version of it
    /// can answer.
    public func evaluate(_ input: Double) -> Double {
        code.call(.evaluate, of: name, numbers: numbers.values, inputs: [input])?.first ?? input
    }
}
