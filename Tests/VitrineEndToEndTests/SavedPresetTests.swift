import Foundation
import Testing
import VitrineGeometry
import VitrineSDL

/// What Ctrl+S saves comes back, under its name, through the real binary (issue 32, items 7,
/// 8 and 13, and the tenth preset's notice).
@Suite("Saved presets through the real binary")
struct SavedPresetTests {
    /// The line a run in a folder holding `vitrine-presets.json` starts with, without --presets.
    static let defaultFileLine =
        "vitrine: reading presets from vitrine-presets.json in the working folder "
        + "(where Ctrl+S saves without --presets; --presets FILE reads another)\n"

    /// Saving circle as my-orbit: Ctrl+S, the name, Enter.
    static let saveScript = ["0 key Ctrl+S", "100 text my-orbit", "200 key Return"]

    /// What Ctrl+S writes for circle saved as my-orbit.
    static let savedFile = """
        {
          "presets": [
            {
              "name": "my-orbit",
              "scene": "showcase",
              "base": "circle",
              "direction": "horizontal",
              "path": { "type": "circle", "normalizedRadius": 1, "normalizedOffset": -1, "offsetAngle": 0, "angle": 1.5707963267948966 },
              "transform": null,
              "snapping": "stick",
              "looping": true,
              "itemCount": 24,
              "itemScale": 1,
              "decelerationRate": "normal",
              "overscroll": "rubber-band"
            }
          ]
        }

        """

    /// Runs `vitrine --headless` in `folder` with `arguments` and the script `lines`, a shot at
    /// each of `times` and a quit 20 ms after the last line; returns the run and the shots.
    static func run(
        _ arguments: [String], script lines: [String], shots times: [Int] = [], in folder: String,
        timeout: Double = 60
    ) throws -> (CommandRunner.Result, [Bitmap]) {
        let paths = times.map { _ in CommandRunner.temporaryPath("shot.png") }
        let end = (lines.compactMap { Int($0.prefix { $0.isNumber }) } + times).max() ?? 0
        let script = lines + zip(times, paths).map { "\($0) shot \($1)" } + ["\(end + 20) quit"]
        let sorted = script.enumerated().sorted {
            (Int($0.element.prefix { $0.isNumber }) ?? 0, $0.offset) < (Int($1.element.prefix { $0.isNumber }) ?? 0, $1.offset)
        }.map(\.element)
        let file = CommandRunner.temporaryPath("script.txt")
        try sorted.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(
            ["--headless"] + arguments + ["--script", file], timeout: timeout,
            directory: folder)
        #expect(result.status == 0 && !result.endedBySignal, "stderr: \(result.standardError)")
        return (result, try paths.map { try Bitmap(contentsOfFile: $0) })
    }

    /// The bytes of `name` in `folder`.
    static func bytes(_ name: String, in folder: String) -> Data? {
        FileManager.default.contents(atPath: folder + "/" + name)
    }

    // Item 7: saved without --presets, my-orbit comes back in the next run in that folder: listed,
    // started by Shift+1 and by --preset, with one line on stderr; the file stays byte for byte.
    // A broken file there is reported as a --presets file is, and the built-in presets run.
    @Test func whatIsSavedWithoutPresetsComesBack() throws {
        let folder = try CommandRunner.temporaryFolder("saved")
        let (saving, _) = try Self.run(["--preset", "circle"], script: Self.saveScript, in: folder)
        #expect(saving.standardError == "")
        let saved = try #require(Self.bytes("vitrine-presets.json", in: folder))
        #expect(String(decoding: saved, as: UTF8.self) == Self.savedFile)
        let list = try CommandRunner.vitrine(["--list-presets"], directory: folder)
        #expect(list.status == 0 && list.standardOutput.hasSuffix("\nflow-vertical\nmy-orbit\n") && list.standardError == "")
        let (byKey, keyShots) = try Self.run([], script: ["0 key Shift+1"], shots: [400], in: folder)
        #expect(byKey.standardError == Self.defaultFileLine)
        let (byName, nameShots) = try Self.run(["--preset", "my-orbit"], script: [], shots: [400], in: folder)
        #expect(byName.standardError == Self.defaultFileLine)
        #expect(keyShots[0].bytes == nameShots[0].bytes)
        // Below the status line, which names it, my-orbit is circle.
        let (_, circleShots) = try Self.run(
            ["--preset", "circle"], script: [], shots: [400],
            in: try CommandRunner.temporaryFolder("empty"))
        let start = 60 * 1280 * 4
        #expect(nameShots[0].bytes[start...] == circleShots[0].bytes[start...])
        #expect(nameShots[0].bytes[..<start] != circleShots[0].bytes[..<start])
        #expect(Self.bytes("vitrine-presets.json", in: folder) == saved)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["vitrine-presets.json"])

        let broken = #"{"presets": [{"name": "x", "scene": "showcase", "paging": "yes"}]}"#
        try broken.write(toFile: folder + "/vitrine-presets.json", atomically: false, encoding: .utf8)
        let run = try CommandRunner.vitrine(["--headless", "--frames", "2"], directory: folder)
        #expect(
            run.status == 0
                && run.standardError == Self.defaultFileLine
                    + "vitrine: vitrine-presets.json:1:59: presets[0].paging: expected true or false, found a string\n"
        )
        let listed = try CommandRunner.vitrine(["--list-presets"], directory: folder)
        #expect(
            listed.status == 1
                && listed.standardError
                    == "vitrine: vitrine-presets.json:1:59: presets[0].paging: expected true or false, found a string\n"
        )
        #expect(Self.bytes("vitrine-presets.json", in: folder) == Data(broken.utf8))
    }

    // Item 8: after Ctrl+S as my-orbit, Ctrl+C writes my-orbit.swift with myOrbitLayout(), the
    // same bytes --print-swift prints for the saved preset; numbers from a rounded step print as
    // they were set (a card scale of 0.7: 158.76 × 211.68, spacing 11.2).
    @Test func afterASaveTheExportIsTheSavedPresets() throws {
        let folder = try CommandRunner.temporaryFolder("export")
        let (run, _) = try Self.run(["--preset", "circle"], script: Self.saveScript + ["400 key Ctrl+C"], in: folder)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["my-orbit.swift", "vitrine-presets.json"])
        let exported = try #require(Self.bytes("my-orbit.swift", in: folder))
        let text = String(decoding: exported, as: UTF8.self)
        #expect(text.hasPrefix("// Made by Vitrine's \"copy as Swift\" from the Showcase preset \"my-orbit\" at 1280 × 720.\n"))
        #expect(text.contains("\nfunc myOrbitLayout(itemSize: Size = Size(width: 226.8, height: 302.4)) -> Layout {\n"))
        #expect(
            text.contains(
                "let layout = myOrbitLayout()\n"
                    + "    let showcase = Showcase(viewport: viewport, layout: prefersReducedMotion ? layout.reducingMotion() : layout)"
            ))
        #expect(run.standardOutput.contains(text))
        let printed = try CommandRunner.vitrine(["--print-swift", "--preset", "my-orbit"], directory: folder)
        #expect(printed.status == 0 && Data(printed.standardOutput.utf8) == exported)

        let file = folder + "/scaled.json"
        try #"{"presets": [{"name": "small", "scene": "showcase", "base": "circle", "itemScale": 0.7}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let small = try CommandRunner.vitrine(["--print-swift", "--presets", file, "--preset", "small"])
        #expect(small.status == 0)
        #expect(
            small.standardOutput.contains(
                "func smallLayout(itemSize: Size = Size(width: 158.76, height: 211.68)) -> Layout {\n"
                    + "    Layout(itemSize: itemSize, lineSpacing: 11.2, path: CircularPath())\n}"),
            "\(small.standardOutput)")
        #expect(!small.standardOutput.contains("99999") && !small.standardOutput.contains("00000"))
    }

    /// Whether `pixel` is the save prompt's box (0x2C2C3A).
    static func isPromptBox(_ pixel: RGBA8) -> Bool {
        pixel.red == 0x2C && pixel.green == 0x2C && pixel.blue == 0x3A
    }

    /// Whether `pixel` is the red problems box (0x8C1D2A at 95 % over the dark window).
    static func isRedBox(_ pixel: RGBA8) -> Bool {
        pixel.red > 0x70 && pixel.red < 0xA0 && pixel.green < 0x30 && pixel.blue < 0x40
    }

    /// The bands of rows between `rows` holding text of the prompt's problem color (0xFF8A8A)
    /// at some x of `columns`: one a line of the problem.
    static func problemLines(in shot: Bitmap, rows: Range<Int>, columns: Range<Int>) -> Int {
        var bands = 0, inBand = false
        for y in rows {
            let inked = columns.contains { x in
                let pixel = shot[x, y]
                return pixel.red > 0xD0 && pixel.green > 0x50 && pixel.green < 0xB0 && pixel.blue > 0x50 && pixel.blue < 0xB0
            }
            if inked, !inBand { bands += 1 }
            inBand = inked
        }
        return bands
    }

    // Item 13: Enter in the prompt on a presets file with three problems lists them (a count,
    // the first, the others counted) and the prompt lies below the red problems box, apart.
    @Test(arguments: [(1280, 720), (400, 300)])
    func aFileWithProblemsIsListedBelowItsRedBox(width: Int, height: Int) throws {
        let folder = try CommandRunner.temporaryFolder("problems")
        let text =
            #"{"presets": [{"name": "a", "scene": "showcase", "paging": "yes"},"#
            + #" {"name": "b", "scene": "showcase", "itemCount": 0}, {"name": "c", "scene": "nope"}]}"#
        try text.write(toFile: folder + "/inv.json", atomically: true, encoding: .utf8)
        let (run, shots) = try Self.run(
            ["--presets", "inv.json", "--preset", "circle", "--width", "\(width)", "--height", "\(height)"],
            script: ["0 key Ctrl+S", "100 key Return"], shots: [300], in: folder)
        #expect(
            run.standardError.hasPrefix("vitrine: inv.json:1:59: presets[0].paging: expected true or false, found a string\n"))
        let shot = try #require(shots.first)
        // Down the column x = 16: the red box, a gap, the prompt's box; at 400 × 300, where both
        // would leave the scene less than half the window, the red box folds into a tab.
        let promptRows = (0..<height).filter { Self.isPromptBox(shot[16, $0]) }
        let redRows = (0..<height).filter { Self.isRedBox(shot[16, $0]) }
        let promptTop = try #require(promptRows.min())
        #expect((promptRows.max() ?? height) < height && promptTop >= height / 2)
        if height >= 720 {
            let redBottom = try #require(redRows.max())
            #expect(redBottom + 8 <= promptTop, "red box to \(redBottom), prompt from \(promptTop)")
            #expect((redRows.min() ?? 0) >= 46)
        } else {
            #expect(redRows.isEmpty, "\(redRows)")
        }
        // The prompt's problem: three lines or more (the count, the first problem, "… and 2 more");
        // two in the short band 400 × 300 leaves beside the fold bar.
        #expect(Self.problemLines(in: shot, rows: promptTop..<height, columns: 20..<(width - 20)) >= (height >= 720 ? 3 : 2))
        #expect(Self.bytes("inv.json", in: folder) == Data(text.utf8))
    }

    /// The rightmost column of `shot` left of `limit` with bright text (all channels above
    /// 0xC0) in `rows`.
    static func lastInkedColumn(of shot: Bitmap, rows: Range<Int>, before limit: Int = .max) -> Int? {
        (0..<min(shot.width, limit)).last { x in
            rows.contains { y in
                let p = shot[x, y]
                return min(p.red, p.green, p.blue) > 0xC0
            }
        }
    }

    // Item 14: the notice of a tenth preset names no Shift+10, only --preset; the ninth's names
    // Shift+9. Both notices say the same but for that, so the tenth's text ends a "Shift+9 or "
    // earlier than the ninth's.
    @Test func theTenthPresetsNoticeNamesNoKeyThatDoesNotExist() throws {
        func file(_ count: Int) -> String {
            let presets = (1...count).map {
                #"{"name": "p\#(String(format: "%02d", $0))", "scene": "showcase", "base": "circle"}"#
            }
            return #"{"presets": ["# + presets.joined(separator: ", ") + "]}"
        }
        var ends: [Int] = []
        for (count, name) in [(8, "p09"), (9, "p10")] {
            let folder = try CommandRunner.temporaryFolder("tenth")
            try file(count).write(toFile: folder + "/f.json", atomically: true, encoding: .utf8)
            let (_, shots) = try Self.run(
                ["--presets", "f.json", "--preset", "circle"],
                script: ["0 key Ctrl+S", "100 text \(name)", "200 key Return"], shots: [400], in: folder)
            let saved = String(decoding: Self.bytes("f.json", in: folder) ?? Data(), as: UTF8.self)
            #expect(saved.contains(#""name": "\#(name)""#))
            // The notice shows over the status line, left of the toolbar (from x 922).
            ends.append(try #require(Self.lastInkedColumn(of: shots[0], rows: 0..<46, before: 900)))
        }
        // "Shift+9 or " is about 75 points at 14 points; "Shift+10 or " would make the tenth's longer.
        #expect(ends[1] < ends[0] - 50, "\(ends)")
    }
}
