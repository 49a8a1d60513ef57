/// The Swift text that turns a user's file into a loadable library: a copy of the file with an
/// extension per listable type that makes its ``LiveKind`` entries, and a separate file with the
/// one C entry point the window looks up.
///
/// The text names `LiveEntry`, `LiveEntryList` and `LiveNumber` of this module; it only writes
/// them, it does not compile them.
public enum LiveShim {
    /// The user's `text` as the compiler should see it, and the 1-based line of `source` where the
    /// generated part starts (diagnostics from that line on are the shim's, not the user's).
    ///
    /// `source` is `#sourceLocation(file: "<originalPath>", line: 1)`, the text, `#sourceLocation()`,
    /// `import VitrineLive`, then for each listable type of `types` declared in `originalPath`:
    ///
    /// ```swift
    /// extension MyWave {
    ///     nonisolated static func __vitrineLiveEntries() -> [LiveEntry] {
    ///         [
    ///             .path("MyWave", numbers: ["amplitude"],
    ///                   defaults: { let value = MyWave(); return [LiveNumber.double(value.amplitude)] },
    ///                   make: { numbers in var value = MyWave(); value.amplitude = LiveNumber.converted(numbers[0], like: value.amplitude); return value }),
    ///         ]
    ///     }
    /// }
    /// ```
    ///
    /// The entries are `nonisolated`, so that the registration file can call them for a
    /// `@MainActor` struct too (in Swift 6 mode, where such a struct's stored numbers and implicit
    /// init may be used from outside the main actor).
    public static func compiledCopy(of text: String, originalPath: String, types: [ScannedType]) -> (
        source: String, generatedStartLine: Int
    ) {
        let userPart = "#sourceLocation(file: \(stringLiteral(originalPath)), line: 1)\n" + text + "\n#sourceLocation()\n"
        let generatedStartLine = SourceText.lineStarts(of: Array(userPart.utf8)).count
        var generated = "import VitrineLive\n"
        for type in types where type.file == originalPath && type.isListable {
            generated += entriesExtension(for: type)
        }
        return (userPart + generated, generatedStartLine)
    }

    /// The file that hands the window every listable type's entries through `vitrine_live_entries`:
    ///
    /// ```swift
    /// import VitrineLive
    /// @_cdecl("vitrine_live_entries")
    /// public func vitrineLiveEntries() -> UnsafeMutableRawPointer {
    ///     Unmanaged.passRetained(LiveEntryList(MyWave.__vitrineLiveEntries() + Spin.__vitrineLiveEntries())).toOpaque()
    /// }
    /// ```
    public static func registrationSource(types: [ScannedType]) -> String {
        let calls = types.filter(\.isListable).map { "\($0.name).__vitrineLiveEntries()" }
        let entries = calls.isEmpty ? "[]" : calls.joined(separator: " + ")
        return """
            import VitrineLive
            @_cdecl("vitrine_live_entries")
            public func vitrineLiveEntries() -> UnsafeMutableRawPointer {
                Unmanaged.passRetained(LiveEntryList(\(entries))).toOpaque()
            }

            """
    }

    /// The extension that lists `type`: one entry per kind.
    static func entriesExtension(for type: ScannedType) -> String {
        var text = "extension \(type.name) {\n"
        text += "    nonisolated static func __vitrineLiveEntries() -> [LiveEntry] {\n"
        text += "        [\n"
        for kind in type.kinds {
            text += "            " + entry(kind, for: type) + ",\n"
        }
        text += "        ]\n"
        text += "    }\n"
        text += "}\n"
        return text
    }

    /// One entry: `.path("MyWave", numbers: […], defaults: { … }, make: { … })`, its arguments
    /// after the first line lined up under the first. `LiveNumber.double(_:)` reads every number
    /// type as a `Double`, and `LiveNumber.converted(_:like:)` turns it back into the property's.
    static func entry(_ kind: LiveKind, for type: ScannedType) -> String {
        let opening = ".\(kind.rawValue)(\(stringLiteral(type.name)), numbers: "
        guard !type.numbers.isEmpty else {
            return opening + "[], defaults: { [] }, make: { _ in \(type.name)() })"
        }
        let indent = String(repeating: " ", count: 12 + ".\(kind.rawValue)(".count)
        let names = type.numbers.map { stringLiteral($0.name) }.joined(separator: ", ")
        let reads = type.numbers.map { "LiveNumber.double(value.\(member($0.name)))" }.joined(separator: ", ")
        let writes = type.numbers.enumerated().map { index, number in
            "value.\(member(number.name)) = LiveNumber.converted(numbers[\(index)], like: value.\(member(number.name)))"
        }.joined(separator: "; ")
        let binding = type.keyword == .struct || type.keyword == .enum ? "var" : "let"
        return opening + "[\(names)],\n"
            + indent + "defaults: { let value = \(type.name)(); return [\(reads)] },\n"
            + indent + "make: { numbers in \(binding) value = \(type.name)(); \(writes); return value })"
    }

    /// `name` as it can follow a dot: backticked where Swift would read it as something else.
    static func member(_ name: String) -> String {
        ["self", "init", "Type", "Protocol", "deinit", "subscript"].contains(name) ? "`\(name)`" : name
    }

    /// `text` as a Swift string literal: quoted, with `\`, `"` and control characters escaped.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
