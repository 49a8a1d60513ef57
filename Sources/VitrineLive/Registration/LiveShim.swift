/// The registration Vitrine appends to a copy of a person's file before compiling it, so that
/// their types are listed with no code of theirs beyond the conformance: per type, an
/// extension that makes ``LiveEntry``s (in the type's own file, where even its `private`
/// numbers can be set), and one file that hands them all to the loader.
public enum LiveShim {
    /// The copy of `text` to compile: a `#sourceLocation` so that the compiler names
    /// `originalPath` and its lines, the text, then the registration of the `types` declared in
    /// it; and the line of the copy where the registration starts.
    public static func compiledCopy(of text: String, originalPath: String, types: [ScannedType])
        -> (source: String, generatedStartLine: Int) {
        var source = "#sourceLocation(file: \(quoted(originalPath)), line: 1)\n" + text
        if !text.hasSuffix("\n") { source += "\n" }
        source += "#sourceLocation()\n"
        let start = source.reduce(into: 1) { count, character in if character == "\n" || character == "\r\n" { count += 1 } }
        source += "import VitrineLive\n"
        for type in types where type.initializerProblem == nil && !type.kinds.isEmpty {
            source += registration(of: type)
        }
        return (source, start)
    }

    /// The file that hands the loader every entry of `types`, through `vitrine_live_entries`.
    public static func registrationSource(types: [ScannedType]) -> String {
        let listed = types.filter { $0.initializerProblem == nil && !$0.kinds.isEmpty }
        let entries = listed.isEmpty ? "[]" : listed.map { "\($0.name).__vitrineLiveEntries()" }.joined(separator: " + ")
        return """
        import VitrineLive
        @_cdecl("vitrine_live_entries")
        public func vitrineLiveEntries() -> UnsafeMutableRawPointer {
            Unmanaged.passRetained(LiveEntryList(\(entries))).toOpaque()
        }

        """
    }

    /// The extension that lists `type`: one entry per kind, with its numbers read from and set
    /// on a value made with `init()`.
    static func registration(of type: ScannedType) -> String {
        let name = type.name
        let numbers = type.numbers
        let names = "[" + numbers.map { quoted($0.name) }.joined(separator: ", ") + "]"
        let defaults = numbers.isEmpty ? "{ [] }"
            : "{ let value = \(name)(); return [" + numbers.map { "LiveNumber.double(value.\($0.name))" }.joined(separator: ", ") + "] }"
        let binding = type.keyword == .struct || type.keyword == .enum ? "var" : "let"
        let make = numbers.isEmpty ? "{ _ in \(name)() }"
            : "{ numbers in \(binding) value = \(name)(); "
                + numbers.enumerated().map { "value.\($1.name) = LiveNumber.converted(numbers[\($0)], like: value.\($1.name)); " }.joined()
                + "return value }"
        let entries = type.kinds.map { kind in
            "            .\(kind.rawValue)(\(quoted(name)), numbers: \(names),\n"
                + "                  defaults: \(defaults),\n"
                + "                  make: \(make)),\n"
        }.joined()
        return """
        extension \(name) {
            static func __vitrineLiveEntries() -> [LiveEntry] {
                [
        \(entries)        ]
            }
        }

        """
    }

    /// `text` as a Swift string literal.
    static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
