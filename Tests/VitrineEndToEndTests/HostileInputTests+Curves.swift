import Foundation
import Testing

/// Curves pushed to their edges through the binary: points dragged onto their neighbors or past
/// them, compared halves squeezed to two pixels, and presets files with points one step apart.
/// Each once ended in SIGILL (a NaN card size reaching the tessellator) or lost cards.
extension HostileInputTests {
    /// Runs `script` headless with `arguments` and `--check`, in a fresh folder.
    static func checkedRun(_ arguments: [String], script: [String]) throws -> CommandRunner.Result {
        let folder = try CommandRunner.temporaryFolder("curves")
        let file = "\(folder)/script.txt"
        try script.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        return try CommandRunner.vitrine(["--headless", "--check"] + arguments + ["--script", file], directory: folder)
    }

    /// Whether `result` ended by itself, with `--check` finding no problem.
    static func endedCleanly(_ result: CommandRunner.Result) -> Bool {
        result.status == 0 && !result.endedBySignal && result.standardOutput.contains(" frames, 0 problems")
    }

    /// The points of every `Point(x: X, y: Y)` in `swift`, in order.
    static func exportedPoints(in swift: String) -> [(x: Double, y: Double)] {
        swift.split(separator: "Point(x: ").dropFirst().compactMap { piece in
            let numbers = piece.split(separator: ")", maxSplits: 1)[0].split(separator: ", y: ")
            guard numbers.count == 2, let x = Double(numbers[0]), let y = Double(numbers[1]) else { return nil }
            return (x, y)
        }
    }

    // MARK: Curves

    // Item 1: the scale curve's middle point pulled to the window's left edge, onto the first
    // point's x. It stops a millionth of a rate beside it.
    @Test func aCurvePointDraggedToTheWindowsEdgeStopsBesideItsNeighbor() throws {
        let result = try Self.checkedRun(
            ["--preset", "drawn-curves"],
            script: ["0 key P", "100 down 640 608", "200 move 0 608", "300 key Ctrl+C", "400 quit"])
        #expect(Self.endedCleanly(result), "\(result.status): \(result.standardError)")
        // The export's scale curve holds the dragged point a spacing right of the first one, at x = −1.
        let scale = Self.exportedPoints(in: result.standardOutput).prefix(3).map { $0.x }
        #expect(scale == [-1, -1 + 1e-6, 1], "\(result.standardOutput)")
        // Dragged to every edge and corner, the same: a clean end.
        for (x, y) in [(0, 0), (1279, 0), (1279, 719), (0, 719), (640, 0), (640, 719), (-5000, 9000)] {
            let edge = try Self.checkedRun(
                ["--preset", "drawn-curves"],
                script: ["0 key P", "100 down 640 608", "200 move \(x) \(y)", "300 up \(x) \(y)", "400 quit"])
            #expect(Self.endedCleanly(edge), "(\(x), \(y)): \(edge.status): \(edge.standardError)")
        }
    }

    // Item 2: compared halves with curves, the editor shown and hidden, squeezed to 2 × 2, then
    // pressed and dragged.
    @Test(arguments: [("drawn-curves", "coverflow"), ("drawn-curves", "drawn-curves"), ("coverflow", "drawn-curves")])
    func comparedCurvesSqueezedToTwoPixelsRunOn(left: String, right: String) throws {
        let result = try Self.checkedRun(
            ["--preset", left, "--compare", right],
            script: [
                "0 key D", "100 key P", "200 key D", "300 resize 2 2", "400 down 1 1",
                "500 move 0 0", "600 move 2 2", "700 up 2 2", "800 resize 1280 720",
                "900 down 320 608", "1000 move 0 608", "1100 up 0 608", "1200 quit",
            ])
        #expect(Self.endedCleanly(result), "\(result.status): \(result.standardError)")
    }

    // Item 3: curves a presets file gives with points one step apart, or a slope of 10²⁴, are
    // refused with the file, line, column and field; the built-in presets run on.
    @Test func curvePointsCloserThanTheSpacingAreRefusedWithWhereAndWhy() throws {
        let cases: [(points: String, message: String)] = [
            (
                "[[-1, 0.8], [-0.9999999999999999, 1.15], [1, 0.8]]",
                ":2:96: presets[0].transform.scale[1]: point 1 is 1.1102230246251565e-16 from point 0 in x: "
                    + "a curve's points must be at least 1e-06 apart in x"
            ),
            (
                "[[0, -1e12], [1e-12, 1e12]]",
                ":2:97: presets[0].transform.scale[1]: point 1 is 1e-12 from point 0 in x: a curve's points must be at least 1e-06 apart in x"
            ),
            (
                "[[1, 0], [0, 1], [1.0000001, 2]]",
                ":2:101: presets[0].transform.scale[2]: point 2 is 1.0000000005838672e-07 from point 0 in x"
            ),
        ]
        for (points, message) in cases {
            let file = CommandRunner.temporaryPath("curves.json")
            let text =
                "{\"presets\": [\n  {\"name\": \"pinned\", \"scene\": \"showcase\", \"transform\": {\"type\": \"curves\", \"scale\": \(points)}}\n]}\n"
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            let result = try CommandRunner.vitrine(["--headless", "--presets", file, "--frames", "3", "--check"])
            #expect(Self.endedCleanly(result), "\(points): \(result.status): \(result.standardError)")
            #expect(result.standardError.contains(file + message), "\(points): \(result.standardError)")
            // The file is read, never written.
            #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
        }
        // A full spacing apart, the steepest curve a file can give: every frame finite.
        let file = CommandRunner.temporaryPath("cliff.json")
        try
            #"{"presets": [{"name": "cliff", "scene": "showcase", "transform": {"type": "curves", "scale": [[0, -1e12], [1e-6, 1e12]]}}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let cliff = try Self.checkedRun(
            ["--presets", file, "--preset", "cliff"],
            script: ["0 down 900 360", "50 move 600 360", "100 up 300 360", "600 wheel 0 -3 640 360", "2000 quit"])
        #expect(Self.endedCleanly(cliff), "\(cliff.status): \(cliff.standardError)")
    }

    // Item 4: the Bézier path's first point dragged past the middle one takes its place in the
    // order: the path keeps three ordered points and the cards their places on it.
    @Test func aPathPointDraggedPastItsNeighborTakesItsPlace() throws {
        let result = try Self.checkedRun(
            ["--preset", "linear-rotate-scale"],
            script: [
                "0 key P", "100 down 2 504", "150 move 300 300", "200 move 700 100",
                "250 up 700 100", "300 key Ctrl+C", "400 quit",
            ])
        #expect(Self.endedCleanly(result), "\(result.status): \(result.standardError)")
        // Grabbed 2 points right of the point, dropped with it at window (698, 100): x = 58 / 640,
        // y = 100 / 360 − 1, now between (0, 0) and (1, 0.4).
        let points = Self.exportedPoints(in: result.standardOutput)
        #expect(points.count == 3, "\(result.standardOutput)")
        let expected = [(0, 0), (58.0 / 640, 100.0 / 360 - 1), (1, 0.4)]
        for (point, wanted) in zip(points, expected) {
            #expect(abs(point.x - wanted.0) < 1e-12 && abs(point.y - wanted.1) < 1e-12, "\(points)")
        }
    }
}
