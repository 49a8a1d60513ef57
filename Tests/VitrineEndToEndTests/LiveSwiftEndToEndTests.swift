import Foundation
import Testing

/// Live Swift through the binary, headless: a person's file compiled, listed and drawn; a
/// reload mid-fling that changes nothing of the scroll; code that traps, loops, returns NaN or
/// allocates 10⁹ numbers, and code that does not compile, each leaving the run alive and
/// saying which type failed on which input; no compiler on PATH.
@Suite("Live Swift from the binary", .serialized)
struct LiveSwiftEndToEndTests {
    /// Writes `source` into a new folder as `name` and returns its path.
    static func file(_ name: String, _ source: String) throws -> String {
        let path = try CommandRunner.temporaryFolder("swift") + "/" + name
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs headless on `preset` (`coverflow`) with `--swift path`, the script `lines` and `--check`.
    static func run(
        _ path: String, _ lines: [String], preset: String = "coverflow",
        environment: [String: String] = [:]
    ) throws -> CommandRunner.Result {
        let script = CommandRunner.temporaryPath("script.txt")
        try (lines.joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
        return try CommandRunner.vitrine(
            [
                "--headless", "--preset", preset, "--width", "800", "--height", "500",
                "--check", "--swift", path, "--script", script,
            ],
            timeout: 120, environment: environment)
    }

    static let failingPaths = """
        import VitrineShowcase
        struct TrapPath: PathProtocol {
            var limit: Double = 0.5
            func normalizedPath(withCoordinate value: Double) -> Double {
                if value > limit { fatalError("went past \\(limit)") }
                return 0.3 * value
            }
        }
        struct LoopPath: PathProtocol {
            func normalizedPath(withCoordinate value: Double) -> Double {
                var x = value
                while x < 10 { x = x * 1.0 }
                return x
            }
        }
        struct NaNPath: PathProtocol {
            func normalizedPath(withCoordinate value: Double) -> Double { value > 0.2 ? .nan : value }
        }
        struct HogPath: PathProtocol {
            func normalizedPath(withCoordinate value: Double) -> Double {
                let numbers = [Double](repeating: value, count: 1_000_000_000)
                return numbers[numbers.count / 2]
            }
        }

        """

    @Test("The examples' types are listed by their type names, each in its kind's list")
    func examplesAreListed() throws {
        let result = try Self.run(GoldenTests.swiftExamples.path, ["500 quit"])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(
            result.standardError.contains(
                "Swift ElasticTiming.swift, FlipTransform.swift, LetterSpacingAction.swift, SpiralPath.swift, TiltFarCardsPlugin.swift: "
                    + "ElasticTiming (timing function), FlipTransform (transform), LetterSpacingAction (action), SpiralPath (path), "
                    + "TiltFarCardsPlugin (Flow plugin) · compiled and loaded in "),
            "\(result.standardError)")
    }

    /// Each example alone, on the preset its header names: listed, drawn, and never failing.
    @Test(
        "The timing function, action and Flow plugin examples load on their presets and run without a failure",
        arguments: [
            ("ElasticTiming.swift", "parallax", "ElasticTiming (timing function)"),
            ("LetterSpacingAction.swift", "parallax", "LetterSpacingAction (action)"),
            ("TiltFarCardsPlugin.swift", "flow-center", "TiltFarCardsPlugin (Flow plugin)"),
        ])
    func exampleRunsOnItsPreset(file: String, preset: String, listed: String) throws {
        let path = GoldenTests.swiftExamples.appendingPathComponent(file).path
        let result = try Self.run(path, ["0 key Right", "100 wheel 0 -1", "900 quit"], preset: preset)
        #expect(result.status == 0 && !result.endedBySignal, "stderr: \(result.standardError)")
        #expect(
            result.errorLines.contains { $0.hasPrefix("vitrine: Swift \(file): \(listed) · compiled and loaded in ") },
            "\(result.standardError)")
        #expect(!result.standardError.contains(" failed on "), "\(result.standardError)")
    }

    static let failingKinds = """
        import VitrineFlowLayout
        import VitrineParallax
        struct NaNTiming: PVTimingFunctionType {
            func evaluate(_ input: Double) -> Double { input > 0.2 ? .nan : input }
        }
        struct TrapPlugin: FlowLayoutPlugin {
            func prepareAttributes(_ attributes: PluginableFlowLayoutAttributes,
                                   in context: FlowLayoutPluginContext) -> PluginableFlowLayoutAttributes {
                if attributes.index >= 1 { fatalError("cursed item") }
                return attributes
            }
        }
        struct StuckAction: PVActionType {
            func update(_ progress: Double, target: inout PVTarget) {
                var x = progress
                while x < 10 { x = x * 1.0 }
                target.node.opacity = x
            }
        }

        """

    /// A timing function that returns NaN in the race (the second Right plays it), a plugin
    /// that traps on the second card, an action that never returns on the title page: each ends
    /// with the run alive and a line naming the type and its input.
    @Test(
        "NaN from a timing function, a trap in a Flow plugin, an endless action: the run lives, naming type and input",
        arguments: [
            ("parallax", "NaNTiming failed on evaluate(0.", "it returned nan"),
            ("flow-start", "TrapPlugin failed on prepareAttributes(item 1)", "Fatal error: cursed item"),
            ("parallax", "StuckAction failed on update(0.0, target:)", "did not return within 15 ms"),
        ])
    func otherKindsFailAlive(preset: String, line: String, reason: String) throws {
        let path = try Self.file("failing-kinds.swift", Self.failingKinds)
        let start = Date()
        let result = try Self.run(path, ["100 key Right", "600 key Right", "1400 quit"], preset: preset)
        #expect(Date().timeIntervalSince(start) < 60)
        #expect(result.status == 0 && !result.endedBySignal, "stderr: \(result.standardError)")
        let failure = result.errorLines.first { $0.contains(line) }
        #expect(failure?.contains(reason) == true, "stderr: \(result.standardError)")
        #expect(failure?.contains("drawing a neutral value") == true)
    }

    /// The failing paths are chosen in turn with P (TrapPath comes first, on load); each ends
    /// with the run alive, a line naming the type and its input, and every frame checked.
    @Test(
        "A trap, an endless loop, NaN and a 10⁹-number allocation each leave the run alive, naming type and input",
        arguments: [
            (0, "TrapPath failed on normalizedPath(withCoordinate: ", "Fatal error: went past 0.5"),
            (1, "LoopPath failed on normalizedPath(withCoordinate: ", "did not return within 15 ms"),
            (2, "NaNPath failed on normalizedPath(withCoordinate: ", "it returned nan"),
            (3, "HogPath failed on normalizedPath(withCoordinate: ", "failed to allocate 8000000032 bytes"),
        ])
    func failuresLeaveTheRunAlive(presses: Int, line: String, reason: String) throws {
        let path = try Self.file("failing.swift", Self.failingPaths)
        let start = Date()
        let result = try Self.run(path, (0..<presses).map { "\($0 * 10) key P" } + ["800 quit"])
        #expect(Date().timeIntervalSince(start) < 60)
        #expect(result.status == 0 && !result.endedBySignal, "stderr: \(result.standardError)")
        let failure = result.errorLines.first { $0.contains(line) }
        #expect(failure?.contains(reason) == true, "stderr: \(result.standardError)")
        #expect(failure?.contains("drawing a neutral value") == true)
    }

    @Test("A compile error names file:line:column and the message; the run goes on")
    func compileErrorIsNamed() throws {
        let path = try Self.file(
            "broken.swift",
            """
            import VitrineShowcase
            struct Broken: PathProtocol {
                func normalizedPath(withCoordinate value: Double) -> Double { value * undefinedThing }
            }

            """)
        let result = try Self.run(path, ["300 quit"])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(
            result.standardError.contains("vitrine: \(path):3:75: error: cannot find 'undefinedThing' in scope"),
            "\(result.standardError)")
    }

    // A device, a pipe, a missing file and a file over 4 MiB are refused before anything reads
    // them: one line each, and the run goes on at once.
    @Test("Odd paths for --swift: one line naming the path and what is wrong, and the run goes on")
    func oddPaths() throws {
        let folder = try CommandRunner.temporaryFolder("odd-swift")
        let big = folder + "/big.swift"
        try String(repeating: " ", count: 5_000_000).write(toFile: big, atomically: true, encoding: .utf8)
        let pipe = folder + "/pipe.swift"
        #expect(mkfifo(pipe, 0o600) == 0)
        for (path, reason) in [
            ("/dev/zero", "not a regular file; expected a Swift file or a folder of them"),
            (pipe, "not a regular file; expected a Swift file or a folder of them"),
            (folder + "/missing.swift", "no such file or folder"),
            (big, "5000000 bytes, over the 4 MiB a Swift file may have"),
        ] {
            let start = Date()
            let result = try Self.run(path, ["100 quit"])
            #expect(result.status == 0 && Date().timeIntervalSince(start) < 30, "\(result.standardError)")
            #expect(result.errorLines.filter { $0.contains(" error: ") } == ["vitrine: \(path):1:1: error: \(reason)"])
        }
    }

    @Test("Without swiftc on PATH: one line, and the run goes on")
    func missingCompiler() throws {
        let path = GoldenTests.swiftExamples.appendingPathComponent("SpiralPath.swift").path
        let result = try Self.run(path, ["200 quit"], environment: ["PATH": "/nonexistent"])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(
            result.errorLines.filter { $0.contains("swiftc") } == [
                "vitrine: no Swift compiler: swiftc is not on PATH (/nonexistent); live Swift is off, the window runs on"
            ])
    }

    /// The seeds' README code as VitrineUIKitTests holds it, verbatim but for the import: the
    /// Showcase README's paths and transforms, PVView's timing function, a plugin in the seed's
    /// style.
    static let seedSnippets = GoldenTests.swiftExamples.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/VitrineUIKitTests")

    @Test("The seeds' README paths, transforms, timing function and a seed-style plugin load with import VitrineUIKit")
    func seedDialect() throws {
        let folder = try CommandRunner.temporaryFolder("seeds")
        for name in ["ShowcaseReadmeSnippets.swift", "PVViewReadmeSnippets.swift", "FlowLayoutPluginSnippets.swift"] {
            try FileManager.default.copyItem(
                atPath: Self.seedSnippets.appendingPathComponent(name).path, toPath: folder + "/" + name)
        }
        let result = try Self.run(folder, ["0 wheel 0 -1", "100 key P", "200 key P", "300 key T", "600 quit"])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let loaded = result.errorLines.first { $0.contains("compiled and loaded") } ?? ""
        for listed in [
            "DefaultPath (path)", "CircularPath (path)", "WavePath (path)", "LinearPath (path)",
            "TransformRotate (transform)", "TransformScale (transform)", "TransformScaleRotate (transform)",
            "EaseOutSineFunction (timing function)", "SlideAndFadePlugin (Flow plugin)",
        ] {
            #expect(loaded.contains(listed), "\(listed) in \(loaded)")
        }
        #expect(!result.standardError.contains(" failed on ") && !result.standardError.contains("error"))
    }

    /// A fling with the spiral path, once as it is and once with the file compiled and loaded
    /// again in the middle: every frame's offset and focused card the same.
    @Test("A reload mid-fling keeps the offset and the focused card exactly")
    func reloadKeepsTheScroll() throws {
        let path = GoldenTests.swiftExamples.appendingPathComponent("SpiralPath.swift").path
        let fling = ["0 down 600 250", "16 move 560 250", "33 move 500 250", "50 move 420 250", "66 up 420 250"]
        let plain = try CommandRunner.headlessProfile(
            ["--swift", path, "--width", "800", "--height", "500"],
            script: fling + ["1500 quit"], timeout: 120)
        let reloaded = try CommandRunner.headlessProfile(
            ["--swift", path, "--width", "800", "--height", "500"],
            script: fling + ["300 reload", "1500 quit"], timeout: 120)
        #expect(reloaded.result.errorLines.filter { $0.contains("compiled and loaded") }.count == 2)
        #expect(plain.frames.count == reloaded.frames.count)
        #expect(plain.frames == reloaded.frames)
        let moving = plain.offsets.compactMap { $0 }
        #expect(Set(moving[15..<25]).count == 10, "the reload at frame 18 happens mid-fling")
    }

    // Ctrl+N twice in an empty folder: MyShapes.swift, then MyShapes-2.swift with its types
    // numbered, both compiled and listed, nothing else written.
    @Test("Ctrl+N writes a starter file into the working folder and compiles it; a second one numbers its types")
    func newSwiftFile() throws {
        let folder = try CommandRunner.temporaryFolder("new-swift")
        let (result, _) = try SavedPresetTests.run(
            [], script: ["0 key Ctrl+N", "300 key Ctrl+N", "600 key Q"], in: folder,
            timeout: 120)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasSuffix(".txt") }.sorted()
        #expect(names == ["MyShapes-2.swift", "MyShapes.swift"])
        let first = try String(contentsOfFile: folder + "/MyShapes.swift", encoding: .utf8)
        let second = try String(contentsOfFile: folder + "/MyShapes-2.swift", encoding: .utf8)
        #expect(first.contains("struct MyPath: PathProtocol {") && first.contains("struct MyTransform: TransformProtocol {"))
        #expect(second.contains("struct MyPath2: PathProtocol {") && second.contains("struct MyTransform2: TransformProtocol {"))
        #expect(
            result.standardError.contains(
                "vitrine: Swift MyShapes.swift, MyShapes-2.swift: MyPath (path), MyTransform (transform), MyPath2 (path), "
                    + "MyTransform2 (transform) · compiled and loaded in "), "\(result.standardError)")
        #expect(!result.standardError.contains("error"))
    }

    // A person's AppearanceTransform that is the library's CoverFlowTransform, placing its items
    // itself: every pixel below the status line is the built-in coverflow's, mid-notch.
    @Test("A person's AppearanceTransform places, shapes and fades cards exactly as the same built-in one")
    func appearanceTransformIsTheBuiltInOne() throws {
        let path = try Self.file(
            "cover.swift",
            """
            import VitrineGeometry
            import VitrineShowcase

            struct MyCoverFlow: AppearanceTransform {
                var tilt: Double = 0.9
                var spacing: Double = 0.25
                var placesItems: Bool { true }
                private var base: CoverFlowTransform { CoverFlowTransform(tilt: tilt, spacing: spacing) }

                func transform(withScrollingRate rate: Double) -> Transform3D { base.transform(withScrollingRate: rate) }

                func appearance(withScrollingRate rate: Double, in context: LayoutContext) -> ItemAppearance {
                    base.appearance(withScrollingRate: rate, in: context)
                }

                func visibleOffsetLimit(in context: LayoutContext) -> Double { base.visibleOffsetLimit(in: context) }
            }

            """)
        let folder = try CommandRunner.temporaryFolder("cover")
        let script = ["0 wheel 0 -1"]
        let (mine, mineShots) = try SavedPresetTests.run(
            ["--preset", "coverflow", "--swift", path], script: script,
            shots: [150], in: folder, timeout: 120)
        #expect(mine.standardError.contains("Swift cover.swift: MyCoverFlow (transform) · compiled and loaded"))
        let (_, builtInShots) = try SavedPresetTests.run(["--preset", "coverflow"], script: script, shots: [150], in: folder)
        let a = try #require(mineShots.first), b = try #require(builtInShots.first)
        var differing = 0
        for y in 50..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] { differing += 1 }
        }
        #expect(differing == 0)
        // The same type as a plain transform (no placing) draws another picture.
        let plain = try Self.file(
            "plain.swift",
            """
            import VitrineGeometry
            import VitrineShowcase

            struct MyCoverFlow: TransformProtocol {
                func transform(withScrollingRate rate: Double) -> Transform3D {
                    CoverFlowTransform().transform(withScrollingRate: rate)
                }
            }

            """)
        let (_, plainShots) = try SavedPresetTests.run(
            ["--preset", "coverflow", "--swift", plain], script: script,
            shots: [150], in: folder, timeout: 120)
        let c = try #require(plainShots.first)
        #expect((50..<a.height).contains { y in (0..<a.width).contains { x in a[x, y] != c[x, y] } })
    }
}
