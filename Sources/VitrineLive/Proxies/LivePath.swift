import VitrineShowcase

/// A path of a person's own, compiled from their file: it asks ``code`` for every point, so a
/// recompiled file changes it in place.
public struct LivePath: PathProtocol, LiveProxy {
    /// The type's name.
    public let name: String
    /// The numbers set in the window.
    public var numbers: LiveNumbers
    /// What runs the code.
    public let code: any LiveCode
    /// The file the type is declared in (see ``LiveProxy/file``).
    public var file: String

    /// The path of type `name` run by `code`, with `numbers` set.
    public init(
        name: String, numbers: LiveNumbers = LiveNumbers(), code: any LiveCode,
        file: String = ""
    ) {
        self.name = name
        self.numbers = numbers
        self.code = code
        self.file = file
    }

    /// The person's `normalizedPath(withCoordinate:)`, or 0 (on the axis) when no version of
    /// it can answer.
    public func normalizedPath(withCoordinate value: Double) -> Double {
        code.call(.normalizedPath, of: name, numbers: numbers.values, inputs: [value])?.first ?? 0
    }
}
