import Testing
import VitrineGeometry
import VitrineInput

@Suite("InputScript parsing")
struct InputScriptParsingTests {
    /// The entries of a script that must parse.
    private func entries(_ text: String) throws -> [InputScript.Entry] {
        try parseScript(text).get().entries
    }

    @Test(
        "every event kind parses to its exact entry",
        arguments: [
            ("0 wheel 0 -1", InputScript.Action.input(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)))),
            ("0 wheel -2 +3", .input(.wheel(WheelInput(dx: -2, dy: 3, kind: .notched)))),
            ("0 pwheel 0.25 -1.5", .input(.wheel(WheelInput(dx: 0.25, dy: -1.5, kind: .continuous)))),
            ("0 pwheel 1 0", .input(.wheel(WheelInput(dx: 1, dy: 0, kind: .continuous)))),
            (
                "0 wheel 0 -1 1000 300.5",
                .input(
                    .wheel(
                        WheelInput(
                            dx: 0, dy: -1, kind: .notched,
                            position: Point(x: 1000, y: 300.5))))
            ),
            (
                "0 pwheel 0.25 0 -4 .5",
                .input(
                    .wheel(
                        WheelInput(
                            dx: 0.25, dy: 0, kind: .continuous,
                            position: Point(x: -4, y: 0.5))))
            ),
            ("0 down 10 20.5", .input(.pointerDown(Point(x: 10, y: 20.5), button: .left))),
            ("0 move -3 .5", .input(.pointerMoved(Point(x: -3, y: 0.5)))),
            ("0 leave", .input(.pointerLeft)),
            ("0 up 400 300", .input(.pointerUp(Point(x: 400, y: 300), button: .left))),
            ("0 rdown 10 20.5", .input(.pointerDown(Point(x: 10, y: 20.5), button: .right))),
            ("0 rup 400 300", .input(.pointerUp(Point(x: 400, y: 300), button: .right))),
            ("0 text 0.5", .input(.text("0.5"))),
            ("0 text 45°  deg", .input(.text("45°  deg"))),
            ("0 keydown Right", .input(.keyDown(.right, modifiers: [], isRepeat: false))),
            ("0 keyup Right", .input(.keyUp(.right, modifiers: []))),
            ("0 resize 800 600.5", .input(.resized(Size(width: 800, height: 600.5)))),
            ("0 shot out.png", .screenshot(path: "out.png")),
            ("0 shot shots/after  paging.png", .screenshot(path: "shots/after  paging.png")),
            ("0 quit", .quit),
            ("0 reload", .reloadSwift),
        ])
    func eachEvent(line: String, action: InputScript.Action) throws {
        #expect(try entries(line) == [InputScript.Entry(time: 0, line: 1, action: action)])
    }

    @Test("'key' is a key down then a key up, at the same time, from the same line")
    func keyPress() throws {
        let parsed = try entries("250 key Tab")
        #expect(
            parsed == [
                InputScript.Entry(time: 250, line: 1, action: .input(.keyDown(.tab, modifiers: [], isRepeat: false))),
                InputScript.Entry(time: 250, line: 1, action: .input(.keyUp(.tab, modifiers: []))),
            ])
    }

    @Test("times keep their decimals and equal times are allowed")
    func times() throws {
        let parsed = try entries("0 quit\n12.75 quit\n12.75 quit\n1e3 quit")
        #expect(parsed.map(\.time) == [0, 12.75, 12.75, 1000])
        #expect(parsed.map(\.line) == [1, 2, 3, 4])
    }

    @Test("comments and blank lines produce nothing but still count as lines")
    func commentsAndBlankLines() throws {
        let text = """
            # a comment on its own line
              # an indented comment

            \t
            100 wheel 0 1 # a trailing comment
            200 shot a b.png#no space before the comment
            300 quit#
            """
        let parsed = try entries(text)
        #expect(
            parsed == [
                InputScript.Entry(time: 100, line: 5, action: .input(.wheel(WheelInput(dx: 0, dy: 1, kind: .notched)))),
                InputScript.Entry(time: 200, line: 6, action: .screenshot(path: "a b.png")),
                InputScript.Entry(time: 300, line: 7, action: .quit),
            ])
    }

    @Test("an empty or comment-only script has no entries")
    func emptyScripts() throws {
        #expect(try entries("") == [])
        #expect(try entries("\n\n# nothing\n") == [])
    }

    @Test("tabs and runs of spaces separate tokens; event names ignore case")
    func separatorsAndCase() throws {
        let parsed = try entries("\t10\t\tDOWN  1 \t 2   \n20 Move 3 4")
        #expect(
            parsed == [
                InputScript.Entry(time: 10, line: 1, action: .input(.pointerDown(Point(x: 1, y: 2), button: .left))),
                InputScript.Entry(time: 20, line: 2, action: .input(.pointerMoved(Point(x: 3, y: 4)))),
            ])
    }

    @Test("CRLF and CR line endings and a byte-order mark are understood")
    func lineEndings() throws {
        let parsed = try entries("\u{FEFF}10 quit\r\n20 quit\r30 quit\n")
        #expect(parsed.map(\.time) == [10, 20, 30])
        #expect(parsed.map(\.line) == [1, 2, 3])
    }

    @Test("the documented example parses to the documented events")
    func documentedExample() throws {
        let text = """
            # scroll twice, page with the keyboard, then quit
            0      resize 800 600
            100    wheel 0 -1            # one notch toward the user
            150    pwheel 0 -0.4         # a touchpad step
            400    down 200 300
            420    move 200 250
            440    up 200 200
            600    key Shift+Tab         # keyDown then keyUp, with Shift held
            700    keydown Right
            900    keyup Right
            1000   shot shots/after paging.png
            1100   quit
            """
        let expected: [InputScript.Entry] = [
            .init(time: 0, line: 2, action: .input(.resized(Size(width: 800, height: 600)))),
            .init(time: 100, line: 3, action: .input(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)))),
            .init(time: 150, line: 4, action: .input(.wheel(WheelInput(dx: 0, dy: -0.4, kind: .continuous)))),
            .init(time: 400, line: 5, action: .input(.pointerDown(Point(x: 200, y: 300), button: .left))),
            .init(time: 420, line: 6, action: .input(.pointerMoved(Point(x: 200, y: 250)))),
            .init(time: 440, line: 7, action: .input(.pointerUp(Point(x: 200, y: 200), button: .left))),
            .init(time: 600, line: 8, action: .input(.keyDown(.tab, modifiers: .shift, isRepeat: false))),
            .init(time: 600, line: 8, action: .input(.keyUp(.tab, modifiers: .shift))),
            .init(time: 700, line: 9, action: .input(.keyDown(.right, modifiers: [], isRepeat: false))),
            .init(time: 900, line: 10, action: .input(.keyUp(.right, modifiers: []))),
            .init(time: 1000, line: 11, action: .screenshot(path: "shots/after paging.png")),
            .init(time: 1100, line: 12, action: .quit),
        ]
        #expect(try entries(text) == expected)
    }
}
