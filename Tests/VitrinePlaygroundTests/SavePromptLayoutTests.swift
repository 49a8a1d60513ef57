import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// The save prompt fits the window at any size, lists a presets file's problems, never lies
/// over the red problems box, and after a save the window is the saved preset.
@Suite("The save prompt's layout, and the window after a save")
struct SavePromptLayoutTests {
    static let measure = EstimatedTextMeasure()

    /// A core on `preset` saving into `file`, which `host` holds (with `text`, if given).
    static func core(
        _ preset: String = "circle", host: MemoryHost, file: String = "p.json", text: String? = nil,
        viewport: Size = Size(width: 1280, height: 720)
    ) throws -> PlaygroundCore {
        if let text { host.files[file] = Array(text.utf8) }
        return try PlaygroundCore(preset: preset, viewport: viewport, presetsPath: file)
    }

    /// Every text node of `nodes` with its frame, and every box.
    static func texts(_ nodes: [Node]) -> [(text: String, frame: Rect)] {
        nodes.compactMap { node in node.text.map { ($0, node.frame) } }
    }

    // At 1280 × 720 and 400 × 300, a 72-character name, a name with a newline and a long
    // problem each keep every row inside the prompt's box, one row a line, none wider than it.
    @Test(arguments: [Size(width: 1280, height: 720), Size(width: 400, height: 300), Size(width: 320, height: 200)])
    func everyRowFitsTheWindow(viewport: Size) throws {
        let host = MemoryHost()
        var core = try Self.core(host: host, viewport: viewport)
        SavePromptTests.press(.s, .control, in: &core, at: 0, host: host)
        for name in [String(repeating: "m", count: 72), "a\nb\nc", "ab\u{202E}cd"] {
            _ = core.handle(.keyDown(.backspace, modifiers: [], isRepeat: false), at: 1)
            while core.savePrompt?.name.isEmpty == false {
                _ = core.handle(.keyDown(.backspace, modifiers: [], isRepeat: false), at: 1)
            }
            _ = core.handle(.text(name), at: 1)
            SavePromptTests.press(.returnKey, in: &core, at: 2, host: host)
            let prompt = try #require(core.savePrompt)
            let frame = prompt.frame(in: viewport, measure: Self.measure)
            #expect(frame.minX >= 0 && frame.maxX <= viewport.width && frame.maxY <= viewport.height)
            let rows = prompt.rows(width: frame.width, measure: Self.measure)
            #expect(
                rows.allSatisfy { !$0.text.contains("\n") && Self.measure.width(of: $0.text, fontSize: 14) <= frame.width - 24 })
            // The name row keeps the caret, and the problem names the name with its escapes.
            #expect(rows.contains { $0.text.hasPrefix("Name: ") && $0.text.hasSuffix("|") })
            #expect(prompt.problem?.contains("cannot name a preset") == true)
            #expect(frame.height == Double(rows.count) * 20 + 16)
        }
        #expect(core.savePrompt?.lines[1] == #"Name: ab\u{202E}cd|"#)
    }

    // A file with three problems: the prompt says how many, shows the first with its line and
    // column and counts the others; the red box of the file's problems stays in view above it,
    // or, where the window is too short for both and the scene's half (400 × 300), folds into
    // a tab of its own on the fold bar.
    @Test(arguments: [Size(width: 1280, height: 720), Size(width: 400, height: 300)])
    func aFileWithProblemsIsListedAndItsBoxStaysInView(viewport: Size) throws {
        let host = MemoryHost()
        let text =
            #"{"presets": [{"name": "a", "scene": "showcase", "paging": "yes"},"#
            + #" {"name": "b", "scene": "showcase", "itemCount": 0}, {"name": "c", "scene": "nope"}]}"#
        var core = try Self.core(host: host, file: "inv.json", text: text, viewport: viewport)
        core.textMeasure = Self.measure
        let path = "inv.json"
        do {
            _ = try PresetsFile.presets(in: text, path: path)
            Issue.record("the file has problems")
        } catch {
            core.presetsFileFailed(error)
        }
        SavePromptTests.press(.s, .control, in: &core, at: 0, host: host)
        SavePromptTests.press(.returnKey, in: &core, at: 1, host: host)
        let prompt = try #require(core.savePrompt)
        #expect(
            prompt.problem == """
                Nothing was saved into \(path), which has 3 problems to fix first:
                \(path):1:59: presets[0].paging: expected true or false, found a string
                … and 2 more problems
                """)
        let overlays = core.layers().overlays
        let boxes = overlays.filter { $0.text == nil }
        let promptBox = try #require(boxes.first { $0.fillColor == Color(hex: 0x2C2C3A) })
        #expect(promptBox.frame.maxY <= viewport.height && promptBox.frame.minY >= viewport.height / 2)
        if viewport.height >= 720 {
            // The notice's box (dark red) and the prompt's, one above the other, apart.
            let red = try #require(boxes.first { $0.fillColor == Color(hex: 0x8C1D2A, alpha: 0.95) })
            #expect(red.frame.maxY <= promptBox.frame.minY - 8)
            #expect(red.frame.minY >= 46)
        } else {
            #expect(core.windowLayout.folded == [NoticeLayer.name])
            #expect(overlays.contains { $0.text == "▸ Notice" })
        }
        let rows = prompt.rows(width: promptBox.frame.width, measure: Self.measure)
        #expect(rows.filter { $0.color == SavePrompt.problemColor }.count >= 3)
        #expect(rows.last?.text == "… and 2 more problems")
    }

    // Past ``SavePrompt/maximumProblemRows`` lines, the last row counts the rest.
    @Test func manyProblemLinesAreCounted() {
        let problem = (1...9).map { "line \($0)" }.joined(separator: "\n")
        let rows = SavePrompt.problemRows(problem, in: 1000, measure: Self.measure)
        #expect(rows == ["line 1", "line 2", "line 3", "… and 6 more"])
        let long = "header\n" + String(repeating: "word ", count: 80)
        let wrapped = SavePrompt.problemRows(long, in: 300, measure: Self.measure)
        #expect(wrapped.count == SavePrompt.maximumProblemRows && wrapped[0] == "header" && wrapped[3].contains("…"))
    }

    // A notice in a short band keeps its first lines, the last counting the lines left out
    // (with one row, beside the first line).
    @Test func aNoticeInAShortBandKeepsWhatFits() {
        let notice = Notice(text: "one\ntwo\nthree\nfour", isError: true, expiry: nil)
        let viewport = Size(width: 400, height: 300)
        let nodes = notice.makeNodes(in: viewport, measure: Self.measure, maximumRows: 3)
        #expect(
            nodes.count == 2 && nodes[1].text == "one\ntwo\n… and 2 more" && nodes[0].frame.maxY == 288
                && nodes[0].frame.height == 76)
        let one = notice.makeNodes(in: viewport, measure: Self.measure, maximumRows: 1)
        #expect(one.count == 2 && one[1].text == "one · and 3 more" && one[0].frame.height == 36)
    }

    // A notice along the bottom wraps its lines to the window's width (a refusal at 400 × 300
    // once ran past the edge), and shows at most what the window holds below the status line,
    // the last row counting the rest.
    @Test func theNoticeWrapsToTheWindowAndKeepsBelowTheStatusLine() {
        let long =
            "inv.json:1:110: presets[1].base: expected one of " + (1...30).map { "\"preset-\($0)\"" }.joined(separator: ", ")
        let notice = Notice(text: "Presets file not applied\n" + long, isError: true, expiry: nil)
        for viewport in [Size(width: 400, height: 300), Size(width: 1280, height: 720), Size(width: 200, height: 120)] {
            let nodes = notice.makeNodes(in: viewport, measure: Self.measure)
            let frame = nodes[0].frame
            #expect(frame.minX >= 12 && frame.maxX <= viewport.width - 12 && frame.maxY <= viewport.height - 12)
            #expect(frame.minY >= 46 || Notice.maximumRows(inHeight: viewport.height) == 1, "\(viewport): \(frame)")
            let rows = (nodes[1].text ?? "").split(separator: "\n").map(String.init)
            #expect(rows.count <= Notice.maximumRows(inHeight: viewport.height))
            #expect(rows.allSatisfy { Self.measure.width(of: $0, fontSize: 14) <= frame.width - 24 }, "\(viewport): \(rows)")
        }
        let small = notice.rows(width: 400 - 24, measure: Self.measure, maximumRows: 3)
        #expect(small.count == 3 && small[0] == "Presets file not applied" && small[2].hasPrefix("… and "))
    }

    // The notice names Shift+N for the first nine presets of the file only.
    @Test func theSaveNoticeNamesOnlyKeysThatExist() {
        let names = (1...12).map { "p\($0)" }
        #expect(PlaygroundCore.startingWords(forUserPreset: "p1", in: names) == "Shift+1 or --preset p1 starts it")
        #expect(PlaygroundCore.startingWords(forUserPreset: "p9", in: names) == "Shift+9 or --preset p9 starts it")
        #expect(PlaygroundCore.startingWords(forUserPreset: "p10", in: names) == "--preset p10 starts it")
        #expect(PlaygroundCore.startingWords(forUserPreset: "p12", in: names) == "--preset p12 starts it")
        #expect(PlaygroundCore.startingWords(forUserPreset: "gone", in: names) == "--preset gone starts it")
    }

    // Ten saves: the tenth's notice says --preset only.
    @Test func aTenthSaveNamesNoShiftKey() throws {
        let host = MemoryHost()
        var core = try Self.core(host: host)
        for index in 1...10 {
            SavePromptTests.save("p\(index)", in: &core, at: Double(index), host: host)
        }
        #expect(core.userPresets.count == 10)
        #expect(core.notice?.text.hasSuffix("; --preset p10 starts it") == true)
        #expect(core.notice?.text.contains("Shift+10") == false)
    }

    // After Ctrl+S as my-orbit, the window is my-orbit: the status line, Ctrl+C's file and
    // function, the next prompt's name; the host's reading of the saved file leaves it running.
    @Test func afterASaveTheWindowIsTheSavedPreset() throws {
        let host = MemoryHost()
        var core = try Self.core(host: host)
        SavePromptTests.save("my-orbit", in: &core, at: 1, host: host)
        #expect(core.presetName == "my-orbit" && core.scene.title.hasPrefix("Showcase · my-orbit · "))
        #expect(core.statusLine().children.first?.text?.contains("my-orbit") == true)
        SavePromptTests.press(.c, .control, in: &core, at: 2, host: host)
        guard case .deliverSwift(let export)? = host.unanswered.last else {
            Issue.record("\(host.unanswered)")
            return
        }
        #expect(export.presetName == "my-orbit" && export.fileName == "my-orbit.swift")
        #expect(export.text.contains("func myOrbitLayout(itemSize: Size = Size(width: 226.8, height: 302.4)) -> Layout"))
        SavePromptTests.press(.s, .control, in: &core, at: 3, host: host)
        #expect(core.savePrompt?.name == "my-orbit")
        SavePromptTests.press(.escape, in: &core, at: 3.5)
        // The host reads the file again: the scene runs as the file says already and goes on.
        _ = core.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)), at: 4)
        for index in 0...6 { core.update(at: FrameTime(now: 4 + Double(index) / 60, delta: 1.0 / 60, index: index)) }
        let moving = core.scrollOffset
        #expect(core.scene.isMoving)
        core.presetsFileLoaded(try PresetsFile.presets(in: host.files["p.json"] ?? [], path: "p.json"), from: "p.json", at: 4.1)
        #expect(core.scrollOffset == moving && core.presetName == "my-orbit")
    }
}
