import Foundation
import VitrineLive
import VitrinePlayground

extension SwiftExportFile {
    /// The text with the declarations of the person's own types it uses put in after its
    /// imports, read from their files with the numbers set in the window as their defaults, and
    /// the imports of those files added to its own; a type whose file cannot be read or no
    /// longer declares it is named in a comment instead.
    var textWithLiveTypes: String {
        guard !liveTypes.isEmpty else { return text }
        var lines = text.components(separatedBy: "\n")
        var imports = Set(lines.filter { $0.hasPrefix("import ") })
        var declarations: [String] = []
        for use in liveTypes {
            let fileName = URL(fileURLWithPath: use.file).lastPathComponent
            guard let data = FileManager.default.contents(atPath: use.file) else {
                declarations.append("// \(use.name): \(use.file) could not be read; copy its declaration from there.")
                continue
            }
            let source = String(decoding: data, as: UTF8.self)
            let types = SwiftSourceScanner.scan(source, path: use.file)
            guard let type = types.first(where: { $0.name == use.name }) else {
                declarations.append("// \(use.name): \(fileName) no longer declares it.")
                continue
            }
            let set = LiveExport.source(source, settingNumbersOf: use.name, in: types, to: use.numbers)
            let rewritten = SwiftSourceScanner.scan(set, path: use.file).first { $0.name == use.name }
            let declaration =
                rewritten.flatMap { LiveExport.declarationText(of: $0, in: set) }
                ?? LiveExport.declarationText(of: type, in: source) ?? ""
            imports.formUnion(
                source.components(separatedBy: "\n").filter { $0.hasPrefix("import ") }
                    .map { $0.trimmingCharacters(in: .whitespaces) })
            declarations.append("// \(use.name), from \(fileName), with the numbers set in Vitrine.\n" + declaration)
        }
        // The header comment, the imports (the file's and the types' files'), the types, the rest.
        let header = lines.first.map { [$0] } ?? []
        lines = Array(lines.dropFirst()).filter { !$0.hasPrefix("import ") }
        while lines.first == "" { lines.removeFirst() }
        return (header + [""] + imports.sorted() + [""] + declarations.flatMap { [$0, ""] } + lines).joined(separator: "\n")
    }
}
