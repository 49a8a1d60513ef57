/// One comment in Swift source, `// …` to the line's end or `/* … */` (nested ones inside it).
struct SwiftComment: Sendable, Hashable {
    /// Its UTF-8 byte offsets in its file, from the first slash through the end (a line comment
    /// stops before the line break).
    let range: Range<Int>
    /// Whether it is a `//` comment, not a `/* */` one.
    let isLineComment: Bool
    /// Whether it documents what follows: `///` or `/** … */`.
    let isDocumentation: Bool
}
