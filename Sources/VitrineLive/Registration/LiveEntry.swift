import VitrineFlowLayout
import VitrineParallax
import VitrineShowcase

/// One of a person's types as the code compiled from their file lists it: its kind, its name,
/// its numbers, and how to make a value of it. The registration Vitrine appends to the file
/// builds these; nobody writes them by hand.
public struct LiveEntry {
    /// Which list the type joins.
    public let kind: LiveKind
    /// The type's name as written: "SpiralPath".
    public let name: String
    /// The names of its tunable numbers, in the order ``make(_:)`` takes them.
    public let numberNames: [String]
    private let makeDefaults: () -> [Double]
    private let makeValue: ([Double]) -> LiveValue

    private init(
        kind: LiveKind, name: String, numberNames: [String], defaults: @escaping () -> [Double],
        make: @escaping ([Double]) -> LiveValue
    ) {
        self.kind = kind
        self.name = name
        self.numberNames = numberNames
        self.makeDefaults = defaults
        self.makeValue = make
    }

    /// The numbers of a value made with `init()`, in the order of ``numberNames``.
    public func defaults() -> [Double] { makeDefaults() }

    /// A value made with `init()` and then given `numbers`, in the order of ``numberNames``.
    public func make(_ numbers: [Double]) -> LiveValue { makeValue(numbers) }

    /// A path type's entry.
    public static func path(
        _ name: String, numbers: [String], defaults: @escaping () -> [Double],
        make: @escaping ([Double]) -> any PathProtocol
    ) -> LiveEntry {
        LiveEntry(kind: .path, name: name, numberNames: numbers, defaults: defaults) { .path(make($0)) }
    }

    /// A transform type's entry.
    public static func transform(
        _ name: String, numbers: [String], defaults: @escaping () -> [Double],
        make: @escaping ([Double]) -> any TransformProtocol
    ) -> LiveEntry {
        LiveEntry(kind: .transform, name: name, numberNames: numbers, defaults: defaults) { .transform(make($0)) }
    }

    /// A timing function type's entry.
    public static func timingFunction(
        _ name: String, numbers: [String], defaults: @escaping () -> [Double],
        make: @escaping ([Double]) -> any PVTimingFunctionType
    ) -> LiveEntry {
        LiveEntry(kind: .timingFunction, name: name, numberNames: numbers, defaults: defaults) { .timingFunction(make($0)) }
    }

    /// An action type's entry.
    public static func action(
        _ name: String, numbers: [String], defaults: @escaping () -> [Double],
        make: @escaping ([Double]) -> any PVActionType
    ) -> LiveEntry {
        LiveEntry(kind: .action, name: name, numberNames: numbers, defaults: defaults) { .action(make($0)) }
    }

    /// A Flow plugin type's entry.
    public static func flowPlugin(
        _ name: String, numbers: [String], defaults: @escaping () -> [Double],
        make: @escaping ([Double]) -> any FlowLayoutPlugin
    ) -> LiveEntry {
        LiveEntry(kind: .flowPlugin, name: name, numberNames: numbers, defaults: defaults) { .flowPlugin(make($0)) }
    }
}
