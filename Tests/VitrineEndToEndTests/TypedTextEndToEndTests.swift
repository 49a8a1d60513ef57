import Foundation
import Testing
import VitrineSDL

/// Typed text through the real binary (issue 32, item 11, and the number grammar and the
/// deceleration rate of item 14): bounded in bytes, shown with its invisible characters
/// written out, fitted to the window, numbers read as scripts read them.
@Suite("Typed text through the real binary")
struct TypedTextEndToEndTests {
    /// Opens the field of coverflow's spacing (0.25): the panel, the second number, Enter.
    static let openSpacing = ["0 key Tab", "50 key ]", "100 key Return"]

    /// `scalars` typed at `time` as `unicode` lines of at most 1,000 scalars each.
    static func unicodeLines(_ scalars: [String], at time: Int) -> [String] {
        stride(from: 0, to: scalars.count, by: 1000).map { start in
            "\(time) unicode " + scalars[start..<min(start + 1000, scalars.count)].joined(separator: " ")
        }
    }

    /// The pixels of `shot` in `rows` × `columns`, row by row.
    static func region(_ shot: Bitmap, rows: Range<Int>, columns: Range<Int>) -> [UInt8] {
        rows.flatMap { y in
            Array(shot.bytes[(y * shot.width + columns.lowerBound) * 4..<(y * shot.width + columns.upperBound) * 4])
        }
    }

    // "1" then a million combining marks costs what the bound allows: the field shows what it
    // shows with the 11 marks that fit 24 bytes, and the run ends as quickly as any.
    @Test func aMillionCombiningMarksAreRefusedPastTheBound() throws {
        let folder = try CommandRunner.temporaryFolder("marks")
        let marks = Array(repeating: "301", count: 1_000_000)
        let (_, many) = try SavedPresetTests.run(
            ["--preset", "coverflow"],
            script: Self.openSpacing + ["150 unicode 31"] + Self.unicodeLines(marks, at: 200),
            shots: [400], in: folder, timeout: 30)
        let (_, bounded) = try SavedPresetTests.run(
            ["--preset", "coverflow"],
            script: Self.openSpacing + ["150 unicode 31 " + Array(marks.prefix(11)).joined(separator: " ")],
            shots: [400], in: folder)
        #expect(many[0].bytes == bounded[0].bytes)
        let (_, twelve) = try SavedPresetTests.run(
            ["--preset", "coverflow"],
            script: Self.openSpacing + ["150 unicode 31 " + Array(marks.prefix(10)).joined(separator: " ")],
            shots: [400], in: folder)
        #expect(twelve[0].bytes != bounded[0].bytes)
    }

    // A right-to-left mark typed after 7 is written out where the field shows it: the field
    // looks as it does with the eight characters \u{200F} typed; the refusals of 7 with U+200F
    // and with U+200E read differently (before, both read found "7").
    @Test func invisibleCharactersAreShownEscaped() throws {
        let folder = try CommandRunner.temporaryFolder("invisible")
        func shot(_ typed: String, enter: Bool) throws -> Bitmap {
            let (_, shots) = try SavedPresetTests.run(
                ["--preset", "coverflow"],
                script: Self.openSpacing + ["150 unicode " + typed]
                    + (enter ? ["200 key Return"] : []),
                shots: [300], in: folder)
            return shots[0]
        }
        let ascii = "37 5C 75 7B 32 30 30 46 7D"  // 7\u{200F}, as eight characters typed
        let panel = 0..<700, columns = 900..<1280
        #expect(
            Self.region(try shot("37 200F", enter: false), rows: panel, columns: columns)
                == Self.region(try shot(ascii, enter: false), rows: panel, columns: columns))
        // The refusal's notice shows over the status line, left of the toolbar.
        let notice = 0..<46, all = 0..<900
        let right = Self.region(try shot("37 200F", enter: true), rows: notice, columns: all)
        let left = Self.region(try shot("37 200E", enter: true), rows: notice, columns: all)
        let plain = Self.region(try shot("37", enter: true), rows: notice, columns: all)
        #expect(right != left && right != plain)
    }

    // A newline in the name prompt is written \n on the name's line: the prompt looks as it does
    // with a backslash and an n typed. A 72-character name at 400 × 300 keeps every line inside
    // the prompt's box, its end and the caret in view.
    @Test func theNamePromptFitsItsLines() throws {
        let folder = try CommandRunner.temporaryFolder("prompt")
        func shot(_ lines: [String], width: Int = 1280, height: Int = 720) throws -> Bitmap {
            try SavedPresetTests.run(
                ["--preset", "circle", "--width", "\(width)", "--height", "\(height)"],
                script: ["0 key Ctrl+S"] + lines, shots: [300], in: folder
            ).1[0]
        }
        #expect(try shot(["100 unicode 61 A 62"]).bytes == shot(["100 unicode 61 5C 6E 62"]).bytes)
        let long = try shot(["100 text " + String(repeating: "m", count: 72), "200 key Return"], width: 400, height: 300)
        // In the prompt's rows (its box at x = 16), no text right of the box's inner margin
        // (388 − 12 = 376), where a line too long for the window ran on before.
        let rows = (0..<300).filter { SavedPresetTests.isPromptBox(long[16, $0]) }
        #expect(rows.count > 60)
        let inked = rows.contains { y in
            (377..<386).contains { x in
                let pixel = long[x, y]
                return max(pixel.red, pixel.green, pixel.blue) > 0x90
            }
        }
        #expect(!inked)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    // Hexadecimal is not a number in a field, as in a script: 0x1p-1 typed for the spacing is
    // refused and the scene stays as it was; 0.5 typed is taken.
    @Test func aFieldRefusesHexadecimalAsAScriptDoes() throws {
        let folder = try CommandRunner.temporaryFolder("hex")
        func scene(_ typed: String?) throws -> [UInt8] {
            let lines = typed.map { Self.openSpacing + ["150 text \($0)", "200 key Return"] } ?? ["0 key Tab"]
            let shot = try SavedPresetTests.run(["--preset", "coverflow"], script: lines, shots: [900], in: folder).1[0]
            return Self.region(shot, rows: 60..<600, columns: 0..<860)
        }
        let untouched = try scene(nil)
        #expect(try scene("0x1p-1") == untouched)
        #expect(try scene("0x10") == untouched)
        #expect(try scene("0.5") != untouched)
        let script = CommandRunner.temporaryPath("hex.txt")
        try "0 move 0x10 10\n".write(toFile: script, atomically: true, encoding: .utf8)
        let refused = try CommandRunner.vitrine(["--headless", "--script", script])
        #expect(
            refused.status == 1
                && refused.standardError
                    == "vitrine: \(script):1: 'move' takes numbers: expected 'T move X Y', got '0x10'\n"
        )
    }

    // A deceleration rate of 5e-324 lies strictly between 0 and 1: the file is taken, and a
    // fling at that rate stays finite (--check finds nothing).
    @Test func theSmallestSubnormalRateIsARate() throws {
        let folder = try CommandRunner.temporaryFolder("rate")
        let text = #"{"presets": [{"name": "tiny", "scene": "showcase", "base": "circle", "decelerationRate": 5e-324}]}"#
        try text.write(toFile: folder + "/f.json", atomically: true, encoding: .utf8)
        let list = try CommandRunner.vitrine(["--list-presets", "--presets", folder + "/f.json"])
        #expect(list.status == 0 && list.standardOutput.hasSuffix("\ntiny\n") && list.standardError == "")
        let (run, _) = try SavedPresetTests.run(
            ["--presets", "f.json", "--preset", "tiny", "--check"],
            script: [
                "0 down 900 400", "16 move 800 400", "33 move 600 400", "50 up 500 400",
                "500 wheel 0 -1", "1500 key Right",
            ],
            in: folder)
        #expect(run.standardOutput.contains("0 problems"), "\(run.standardOutput)")
        for zero in ["0", "1", "-0", "1.0"] {
            try text.replacingOccurrences(of: "5e-324", with: zero).write(
                toFile: folder + "/g.json", atomically: true, encoding: .utf8)
            let refused = try CommandRunner.vitrine(["--list-presets", "--presets", folder + "/g.json"])
            #expect(
                refused.status == 1
                    && refused.standardError.contains(
                        "presets[0].decelerationRate: expected \"normal\", \"fast\" or a number between 0 and 1 (exclusive), found "
                    ))
        }
    }
}
