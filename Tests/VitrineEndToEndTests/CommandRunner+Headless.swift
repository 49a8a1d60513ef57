import Foundation
import Testing
import VitrineSDL

extension CommandRunner {
    /// Runs `vitrine --headless` with `arguments` and the input-script lines `script` (each
    /// starting with its time in milliseconds), takes a screenshot at each of `times` and quits
    /// 20 ms after the last; expects a clean exit and returns the screenshots in the order of
    /// `times`.
    static func headlessShots(_ arguments: [String], script: [String], at times: [Int]) throws -> [Bitmap] {
        let paths = times.map { _ in temporaryPath("shot.png") }
        let shots = zip(times, paths).map { "\($0) shot \($1)" }
        // Scripts need times in order: merge the shots in, each after the lines of its time.
        let lines = (script + shots + ["\((times.max() ?? 0) + 20) quit"]).enumerated()
            .sorted { (startTime(of: $0.element), $0.offset) < (startTime(of: $1.element), $1.offset) }
            .map(\.element)
        let file = temporaryPath("script.txt")
        try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let result = try vitrine(["--headless"] + arguments + ["--script", file])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        return try paths.map { try Bitmap(contentsOfFile: $0) }
    }

    /// The time a script line starts with, in milliseconds.
    private static func startTime(of line: String) -> Int {
        Int(line.prefix { $0.isNumber }) ?? 0
    }
}
