/// A file-scope declaration the scanner reads: a type, an extension or a protocol, with what its
/// header says and where its body lies.
struct TypeDeclaration: Sendable {
    /// The word that declares it: `struct`, `class`, `enum`, `actor`, `extension` or `protocol`.
    let keyword: String
    /// The declared or extended name as written, dotted where it is (`Outer.Inner`), without
    /// backticks or generic arguments.
    let name: String
    /// The index of the name's (first) token.
    let nameToken: Int
    /// Whether it has generic parameters (`struct Wave<Value> …`).
    let isGeneric: Bool
    /// Whether it is `private` or `fileprivate`, so that other files cannot name it.
    let isPrivate: Bool
    /// Whether it is marked `@MainActor`.
    let isMainActor: Bool
    /// The names in its inheritance list, dotted where written (`VitrineShowcase.PathProtocol`),
    /// without generic arguments.
    let inheritedNames: [String]
    /// The indices of the tokens between its braces.
    let body: Range<Int>
    /// Its UTF-8 byte offsets: from its leading doc comments and attributes through its closing
    /// brace.
    let byteRange: Range<Int>

    /// Whether it declares a type (rather than extending one or declaring a protocol).
    var declaresType: Bool {
        keyword != "extension" && keyword != "protocol"
    }
}
