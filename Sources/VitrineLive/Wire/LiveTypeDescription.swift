/// What the window knows of one of a person's types once their file is compiled and loaded.
public struct LiveTypeDescription: Hashable, Sendable {
    /// Which list it joins.
    public var kind: LiveKind
    /// Its name as written.
    public var name: String
    /// Its place in the compiled file set's list, the ``LiveCall/entry`` of its calls.
    public var entry: Int
    /// The names of its tunable numbers.
    public var numberNames: [String]
    /// Their values in a value made with `init()`.
    public var defaults: [Double]
    /// For a transform that conforms to `AppearanceTransform`, whether it places its items
    /// (``VitrineShowcase/AppearanceTransform/placesItems``, read from a value made with
    /// `init()`); `nil` for every other type.
    public var placesItems: Bool?
    /// The file the type is declared in, as the person named it; the window fills it in from
    /// its reading of the files (the process that runs the code does not know it).
    public var file = ""
    /// What the window read of each number in the file, in the order of ``numberNames``:
    /// whole or on/off, and a range from a comment; filled in as ``file`` is.
    public var numberHints: [LiveNumberHint] = []

    /// A description from its parts.
    public init(kind: LiveKind, name: String, entry: Int, numberNames: [String], defaults: [Double]) {
        self.kind = kind
        self.name = name
        self.entry = entry
        self.numberNames = numberNames
        self.defaults = defaults
    }
}
