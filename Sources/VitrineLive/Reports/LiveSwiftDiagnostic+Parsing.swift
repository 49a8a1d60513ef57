extension LiveSwiftDiagnostic {
    /// The errors and warnings in the output of `swiftc -diagnostic-style llvm`: each
    /// `FILE:LINE:COLUMN: error|warning: MESSAGE` line, with the source line the compiler
    /// quotes after it. Notes and remarks are left out.
    public static func parse(compilerOutput: String) -> [LiveSwiftDiagnostic] {
        let lines = compilerOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var diagnostics: [LiveSwiftDiagnostic] = []
        for (index, line) in lines.enumerated() {
            guard var diagnostic = parseHeader(line) else { continue }
            if index + 1 < lines.count, parseHeader(lines[index + 1]) == nil, !isNote(lines[index + 1]) {
                let quoted = lines[index + 1]
                if !quoted.trimmingSpaces.isEmpty, !quoted.trimmingSpaces.allSatisfy({ "^~ ".contains($0) }) {
                    diagnostic.sourceLine = quoted
                }
            }
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    /// The diagnostic a `FILE:LINE:COLUMN: error|warning: MESSAGE` line starts, or `nil`.
    private static func parseHeader(_ line: String) -> LiveSwiftDiagnostic? {
        for severity in [Severity.error, .warning] {
            let marker = ": \(severity.rawValue): "
            guard let markerRange = line.range(of: marker) else { continue }
            let place = line[..<markerRange.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let column = Int(place[place.count - 1]), let number = Int(place[place.count - 2]) else {
                continue
            }
            let file = place[..<(place.count - 2)].joined(separator: ":")
            return LiveSwiftDiagnostic(
                file: file, line: number, column: column, severity: severity,
                message: String(line[markerRange.upperBound...]))
        }
        return nil
    }

    private static func isNote(_ line: String) -> Bool {
        line.contains(": note: ") || line.contains(": remark: ")
    }
}

extension String {
    /// The string without spaces and tabs at either end.
    fileprivate var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[first...last]
    }
}
