/// A file-scope type in a user's Swift files that conforms to at least one of the libraries'
/// protocols, with what the playground needs to list it: its kinds, its tunable numbers, and
/// whether `Type()` can make one.
public struct ScannedType: Sendable, Hashable {
    /// The word that declares a type.
    public enum Keyword: String, Sendable, Hashable, CaseIterable {
        /// `struct`
        case `struct`
        /// `class` (`final class` too)
        case `class`
        /// `enum`
        case `enum`
        /// `actor`
        case actor
    }

    /// The type's name, without backticks.
    public let name: String
    /// The lists it joins, in ``LiveKind/allCases`` order, each once; never empty.
    public let kinds: [LiveKind]
    /// The word that declares it.
    public let keyword: Keyword
    /// The path of the file that declares it, as given to the scanner.
    public let file: String
    /// The 1-based line of its name.
    public let line: Int
    /// The 1-based column, in UTF-8 bytes, of its name (as swiftc counts columns).
    public let column: Int
    /// The UTF-8 byte offsets of its whole declaration in ``file``: from its leading doc comments
    /// and attributes through its closing brace.
    public let declarationRange: Range<Int>
    /// The numbers the panel can tune, in the order they are declared.
    public let numbers: [ScannedNumber]
    /// Why the playground cannot list it, in one sentence: `Type()` cannot make one (the type
    /// declares no init() callable without arguments, or leaves a stored property without a
    /// value), or it is an actor, a `@MainActor` class, generic, or private to its file. `nil`
    /// when it can be listed.
    public let initializerProblem: String?

    /// A type with every field given.
    public init(
        name: String, kinds: [LiveKind], keyword: Keyword, file: String, line: Int, column: Int,
        declarationRange: Range<Int>, numbers: [ScannedNumber], initializerProblem: String?
    ) {
        self.name = name
        self.kinds = kinds
        self.keyword = keyword
        self.file = file
        self.line = line
        self.column = column
        self.declarationRange = declarationRange
        self.numbers = numbers
        self.initializerProblem = initializerProblem
    }

    /// Whether the playground can list it: it has a kind and `Type()` makes one.
    public var isListable: Bool {
        !kinds.isEmpty && initializerProblem == nil
    }
}
