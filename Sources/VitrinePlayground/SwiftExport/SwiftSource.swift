import VitrineGeometry

/// A Swift file that configures the library as a scene does: a comment saying where it came
/// from, the `import` lines of the modules it uses, and its declarations, each with its doc
/// comment, one blank line apart.
struct SwiftSource: Hashable, Sendable {
    /// The comment at the top, without its `// `.
    var header: String
    /// The modules the declarations use.
    var modules: Set<String>
    /// The declarations, each whole (doc comment, signature and body), in order.
    var declarations: [String]
    /// The person's own types the declarations use (`SpiralPath()`), which the host adds
    /// from their files.
    var liveTypes: [LiveTypeUse] = []

    /// The file's text, ending with a newline; the imports in alphabetical order.
    var text: String {
        let imports = modules.sorted().map { "import \($0)" }.joined(separator: "\n")
        return (["// \(header)", imports] + declarations).joined(separator: "\n\n") + "\n"
    }

    /// The header of every export: `Made by Vitrine's "copy as Swift" from the Showcase preset
    /// "coverflow" at 1280 × 720.`
    static func header(sceneName: String, presetName: String, viewport: Size) -> String {
        "Made by Vitrine's \"copy as Swift\" from the \(sceneName) preset \"\(presetName)\" at "
            + "\(SwiftLiteral.number(viewport.width)) × \(SwiftLiteral.number(viewport.height))."
    }

    /// `text` as `///` lines wrapped at 100 columns from `indent` spaces in.
    static func documentation(_ text: String, indent: Int = 0) -> String {
        let prefix = String(repeating: " ", count: indent) + "/// "
        var lines: [String] = [], line = ""
        // "1280 × 720" stays on one line.
        for word in text.replacingOccurrences(of: " × ", with: "\u{0}×\u{0}").split(separator: " ") {
            if !line.isEmpty, prefix.count + line.count + 1 + word.count > 100 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines.map { prefix + $0.replacingOccurrences(of: "\u{0}", with: " ") }.joined(separator: "\n")
    }

    /// A function: its documentation, its signature, and its body (lines made by
    /// ``line(_:_:)``, or text already indented).
    static func function(documentation text: String, signature: String, body: [String]) -> String {
        ([documentation(text), signature + " {"] + body + ["}"]).joined(separator: "\n")
    }

    /// A line of a function body, `indent` spaces in (four by default): `prefix` followed by
    /// `code`, on one line where it fits, else wrapped (see ``SwiftCode/rendered(indent:column:)``).
    static func line(_ prefix: String, _ code: SwiftCode? = nil, indent: Int = 4) -> String {
        String(repeating: " ", count: indent) + prefix + (code?.rendered(indent: indent, column: indent + prefix.count) ?? "")
    }
}
