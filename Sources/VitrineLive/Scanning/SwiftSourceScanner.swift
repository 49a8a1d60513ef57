/// Finds the types in a user's Swift files that the playground can list, by reading the source
/// text itself (no compiler, no swift-syntax): each file-scope `struct`, `class`, `enum` or
/// `actor` that conforms, in its own header or in an `extension` in any of the files, to one of
/// the libraries' protocols (see ``LiveKind``), with its tunable numbers (``ScannedNumber``)
/// and whether `Type()` can make it.
///
/// ```swift
/// let types = SwiftSourceScanner.scan([(path: "MyWave.swift", text: """
///     struct MyWave: PathProtocol {
///         var amplitude = 0.5   // 0...2
///         func normalizedPath(withCoordinate value: Double) -> Double { amplitude * sin(value) }
///     }
///     """)])
/// // types[0].name == "MyWave", types[0].kinds == [.path],
/// // types[0].numbers[0].name == "amplitude", types[0].numbers[0].range == 0...2
/// ```
///
/// Conformance goes through the user's own protocols and classes too: a type that adopts a
/// protocol of the file that refines `PathProtocol` is a path. Nested types are not read (their
/// bodies are skipped); `#if` lines are read past, so both branches count.
public enum SwiftSourceScanner {
    /// The listable-kind types declared in `files` (each a path and its text), in the order the
    /// files and their declarations come. A name declared twice counts once, where it comes first.
    public static func scan(_ files: [(path: String, text: String)]) -> [ScannedType] {
        let tokenized = files.map { TokenizedFile(path: $0.path, text: $0.text) }
        var declarations: [(file: Int, declaration: TypeDeclaration)] = []
        for (fileIndex, file) in tokenized.enumerated() {
            declarations += DeclarationReader.declarations(in: file).map { (fileIndex, $0) }
        }
        var inheritedNames: [String: [String]] = [:]
        for (_, declaration) in declarations {
            inheritedNames[declaration.name, default: []] += declaration.inheritedNames
        }
        var found: [ScannedType] = []
        var seenNames: Set<String> = []
        for (fileIndex, declaration) in declarations where declaration.declaresType {
            guard seenNames.insert(declaration.name).inserted,
                let keyword = ScannedType.Keyword(rawValue: declaration.keyword)
            else { continue }
            var visited: Set<String> = []
            let kinds = self.kinds(of: declaration.name, inheritedNames: inheritedNames, visited: &visited)
            guard !kinds.isEmpty else { continue }
            let extensionInitializers =
                declarations
                .filter { $0.declaration.keyword == "extension" && $0.declaration.name == declaration.name }
                .flatMap { TypeMemberReader.members(of: $0.declaration.body, in: tokenized[$0.file]).initializers }
            found.append(
                scannedType(
                    declaration, keyword: keyword, kinds: kinds, in: tokenized[fileIndex],
                    extensionInitializers: extensionInitializers))
        }
        return found
    }

    /// The listable-kind types declared in one file's `text`.
    public static func scan(_ text: String, path: String) -> [ScannedType] {
        scan([(path: path, text: text)])
    }

    /// What the scanner reports of `declaration`.
    private static func scannedType(
        _ declaration: TypeDeclaration, keyword: ScannedType.Keyword, kinds: Set<LiveKind>,
        in file: TokenizedFile, extensionInitializers: [InitializerDeclaration]
    ) -> ScannedType {
        let members = TypeMemberReader.members(of: declaration.body, in: file)
        let nameOffset = file.tokens[declaration.nameToken].range.lowerBound
        return ScannedType(
            name: declaration.name,
            kinds: LiveKind.allCases.filter(kinds.contains),
            keyword: keyword,
            file: file.source.path,
            line: file.source.line(at: nameOffset),
            column: file.source.column(at: nameOffset),
            declarationRange: declaration.byteRange,
            numbers: numbers(of: members.properties, in: file),
            initializerProblem: ScannedType.initializerProblem(
                name: declaration.name, keyword: keyword, isGeneric: declaration.isGeneric, isPrivate: declaration.isPrivate,
                isMainActor: declaration.isMainActor,
                bodyInitializers: members.initializers, extensionInitializers: extensionInitializers,
                properties: members.properties
            )
        )
    }

    /// The kinds `name` conforms to: through the libraries' protocols in its inheritance lists
    /// (all its declarations and extensions), and through the user's own protocols and classes
    /// it lists, followed once each.
    private static func kinds(of name: String, inheritedNames: [String: [String]], visited: inout Set<String>) -> Set<LiveKind> {
        guard visited.insert(name).inserted else { return [] }
        var kinds: Set<LiveKind> = []
        for inherited in inheritedNames[name] ?? [] {
            if let kind = LiveKind.kind(forProtocolName: inherited) {
                kinds.insert(kind)
            } else if inheritedNames[inherited] != nil {
                kinds.formUnion(self.kinds(of: inherited, inheritedNames: inheritedNames, visited: &visited))
            }
        }
        return kinds
    }
}
