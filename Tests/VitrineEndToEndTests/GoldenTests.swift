import Foundation
import Testing
import VitrineGeometry
import VitrineSDL

/// Frames of the real binary compared with pictures committed beside this file: cards in
/// motion on two carousels, and one frame for each fix of the picture that a person saw wrong
/// (issue 18). Run with `VITRINE_RECORD_GOLDENS=1` to write new ones after an intended change
/// (and look at them).
@Suite("Golden frames")
struct GoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// Each channel may differ by a few levels (rasterizer rounding), in at most 0.2 % of the
    /// pixels a little more (glyph hinting).
    static let channelTolerance = 3, outlierFraction = 0.002

    /// One golden frame: a preset, the input before the shot (script lines, milliseconds), and
    /// the window's size.
    struct Golden: Sendable, CustomTestStringConvertible {
        var name: String
        var preset: String
        var script: [String]
        var width = 640, height = 360
        /// A presets file to load, for a preset of a file.
        var presetsFile: String?
        /// When the shot is taken, in milliseconds.
        var shotTime = 90
        /// A file of Examples/Swift to load with `--swift`.
        var swiftExample: String?
        /// Whether the cards show the test pictures (``TestPictures``, six of them, `--images`).
        var pictures = false

        var testDescription: String { name }
    }

    /// The presets file of the README's example, with `calm-flow` (scale and fade only).
    static let calmFlow = """
        { "presets": [ { "name": "calm-flow", "scene": "flow", "alignment": "center",
                         "plugins": ["scaleFade"], "scaleFade": { "scaleFactor": 0.4 } } ] }
        """

    static let goldens: [Golden] = [
        // A notch and a quarter second: the cards are in motion, turned and tilted mid-way.
        Golden(name: "circle-rotate", preset: "circle-rotate", script: ["0 wheel 0 -1"]),
        Golden(name: "coverflow", preset: "coverflow", script: ["0 wheel 0 -1"]),
        // 1: the focused card on top, the others below it by distance, on both sides.
        Golden(name: "wheel-depth", preset: "wheel", script: ["0 wheel 0 -1"]),
        // 2: no back faces or edge-on slivers between the front cards of the cylinder.
        Golden(name: "cylinder-back-faces", preset: "cylinder", script: []),
        // 3: captions on cards whatever the plugins (scale and fade only).
        Golden(name: "calm-flow-captions", preset: "calm-flow", script: [], presetsFile: calmFlow),
        // 4: the long parameter names shortened in the middle, clear of their values; ] five
        // times selects transformScale's minimum scale, below the settings, and scrolls it into view.
        Golden(
            name: "panel-long-names", preset: "linear-rotate-scale",
            script: ["0 key Tab", "10 key ]", "20 key ]", "30 key ]", "40 key ]", "50 key ]"], width: 1280, height: 720),
        // 5: the help over an open panel, opaque, the panel not drawn under it.
        Golden(name: "help-over-panel", preset: "coverflow", script: ["0 key Tab", "20 key F1"]),
        // 6: dark numbers on light cards, the status line on its band over the vertical cards.
        Golden(name: "light-cards-vertical", preset: "simple-vertical", script: ["0 key Down"], shotTime: 700),
        // 7: the third Parallax page without the second page's ball legend.
        Golden(name: "parallax-page-3", preset: "parallax", script: ["0 key Right", "500 key Right"], shotTime: 1200),
        // 8: the demo's help without an empty scene column.
        Golden(name: "demo-help", preset: "demo", script: ["0 key F1"]),
        // 10: a 400 × 300 window: the panel scaled to fit, scrolled to its selection.
        Golden(
            name: "small-window-panel", preset: "coverflow", script: ["0 key Tab", "20 key ]", "40 key ]"],
            width: 400, height: 300),
        // 11: H hides the status line for a clean capture.
        Golden(name: "clean-capture", preset: "simple-horizontal", script: ["0 key H"]),
        // Live Swift: the examples' own types, chosen on load, mid-notch.
        Golden(name: "swift-spiral-path", preset: "coverflow", script: ["0 wheel 0 -1"], swiftExample: "SpiralPath.swift"),
        Golden(
            name: "swift-flip-transform", preset: "simple-horizontal", script: ["0 wheel 0 -1"],
            swiftExample: "FlipTransform.swift"),
        // The load turns to the race; a key plays it: the elastic ball (orange, last) leads, past
        // the others.
        Golden(
            name: "swift-elastic-timing", preset: "parallax", script: ["0 key Right"], shotTime: 130,
            swiftExample: "ElasticTiming.swift"),
        // The title page's label, its letters spread most of the way to the next page.
        Golden(
            name: "swift-letter-spacing-action", preset: "parallax", script: ["0 key Right"], shotTime: 250,
            swiftExample: "LetterSpacingAction.swift"),
        // The cards beside the centered one turn toward it, mid-notch.
        Golden(
            name: "swift-tilt-far-cards", preset: "flow-center", script: ["0 wheel 0 -1"],
            swiftExample: "TiltFarCardsPlugin.swift"),
        // Pictures on turned, tilted cards in each content mode (V steps fill → fit → original),
        // mid-notch; in the cards of Flow, and behind Parallax's second page.
        Golden(name: "pictures-fill", preset: "coverflow", script: ["0 wheel 0 -1"], pictures: true),
        Golden(name: "pictures-fit", preset: "circle-rotate", script: ["0 key V", "0 wheel 0 -1"], pictures: true),
        Golden(name: "pictures-original", preset: "cylinder", script: ["0 key V", "0 key V", "0 wheel 0 -1"], pictures: true),
        Golden(name: "pictures-flow", preset: "flow-center", script: ["0 wheel 0 -1"], pictures: true),
        Golden(name: "pictures-parallax", preset: "parallax", script: ["0 key Right"], shotTime: 250, pictures: true),
    ]

    /// The repository's Examples/Swift folder.
    static let swiftExamples = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Swift")

    @Test(arguments: goldens)
    func frameMatchesItsGolden(_ golden: Golden) throws {
        let shot = CommandRunner.temporaryPath("\(golden.name).png"), script = CommandRunner.temporaryPath("golden.txt")
        let lines = golden.script + ["\(golden.shotTime) shot \(shot)", "\(golden.shotTime) quit"]
        try (lines.joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
        var arguments = [
            "--headless", "--width", "\(golden.width)", "--height", "\(golden.height)",
            "--preset", golden.preset, "--script", script,
        ]
        if let example = golden.swiftExample {
            arguments += ["--swift", Self.swiftExamples.appendingPathComponent(example).path]
        }
        if golden.pictures {
            // A folder of a fixed name: the notice names it.
            let folder = try CommandRunner.temporaryFolder("pictures") + "/photos"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            try TestPictures.writeFolder(folder, count: 6)
            arguments += ["--images", folder]
        }
        if let presets = golden.presetsFile {
            let file = CommandRunner.temporaryPath("presets.json")
            try presets.write(toFile: file, atomically: true, encoding: .utf8)
            arguments += ["--presets", file]
        }
        let result = try CommandRunner.vitrine(arguments)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let path = Self.folder.appendingPathComponent("\(golden.name).png").path
        if ProcessInfo.processInfo.environment["VITRINE_RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            _ = try? FileManager.default.removeItem(atPath: path)
            try FileManager.default.copyItem(atPath: shot, toPath: path)
            return
        }
        let actual = try Bitmap(contentsOfFile: shot), expected = try Bitmap(contentsOfFile: path)
        try #require(actual.width == expected.width && actual.height == expected.height)
        var outliers = 0, largest = 0
        for index in stride(from: 0, to: actual.bytes.count, by: 4) {
            let difference = (0..<3).map { abs(Int(actual.bytes[index + $0]) - Int(expected.bytes[index + $0])) }.max() ?? 0
            largest = max(largest, difference)
            if difference > Self.channelTolerance { outliers += 1 }
        }
        let pixels = actual.width * actual.height
        #expect(
            Double(outliers) <= Self.outlierFraction * Double(pixels),
            "\(golden.name): \(outliers) of \(pixels) pixels differ by more than \(Self.channelTolerance) (largest \(largest))")
    }
}
