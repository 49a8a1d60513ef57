/// One of the person's own types (`--swift`) a scene uses, as Ctrl+C's Swift needs it: the
/// host puts the type's declaration from its file into the Swift, with the numbers set in the
/// window as its defaults.
public struct LiveTypeUse: Hashable, Sendable {
    /// The type's name: "SpiralPath".
    public var name: String
    /// The file it is declared in, as the person named it.
    public var file: String
    /// The numbers set in the window, by name; the others keep the file's defaults.
    public var numbers: [String: Double]

    /// A use of `name` from `file` with `numbers`.
    public init(name: String, file: String, numbers: [String: Double]) {
        self.name = name
        self.file = file
        self.numbers = numbers
    }
}
