import VitrineGeometry
import VitrineShowcase

/// A transform of a person's own, compiled from their file: it asks ``code`` for every
/// matrix, so a recompiled file changes it in place.
public struct LiveTransform: TransformProtocol, LiveProxy {
    /// The type's name.
    public let name: String
    /// The numbers set in the window.
    public var numbers: LiveNumbers
    /// What runs the code.
    public let code: any LiveCode
    /// The file the type is declared in (see ``LiveProxy/file``).
    public var file: String

    /// The transform of type `name` run by `code`, with `numbers` set.
    public init(name: String, numbers: LiveNumbers = LiveNumbers(), code: any LiveCode,
                file: String = "") {
        self.name = name
        self.numbers = numbers
        self.code = code
        self.file = file
    }

    /// The person's `transform(withScrollingRate:)`, or the identity when no version of it can
    /// answer.
    public func transform(withScrollingRate rate: Double) -> Transform3D {
        guard let entries = code.call(.transform, of: name, numbers: numbers.values, inputs: [rate]),
              entries.count == 16 else { return .identity }
        return Transform3D(entries: entries)
    }
}
