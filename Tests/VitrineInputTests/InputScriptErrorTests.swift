import Testing
import VitrineInput

@Suite("InputScript errors")
struct InputScriptErrorTests {
    private static let events =
        "wheel, pwheel, down, move, leave, up, rdown, rup, bdown, bup, key, keydown, keyup, keyrepeat, text, "
        + "unicode, resize, shot, quit, reload, drop"
    private static let keyHint = "expected an SDL key name such as Tab, Left, 1, F1"

    @Test(
        "a malformed line gives one exact one-line message",
        arguments: [
            ("abc quit", "expected a time in milliseconds (a non-negative number) at the start of the line, got 'abc'"),
            ("-5 quit", "expected a time in milliseconds (a non-negative number) at the start of the line, got '-5'"),
            ("nan quit", "expected a time in milliseconds (a non-negative number) at the start of the line, got 'nan'"),
            ("inf quit", "expected a time in milliseconds (a non-negative number) at the start of the line, got 'inf'"),
            ("infinity quit", "expected a time in milliseconds (a non-negative number) at the start of the line, got 'infinity'"),
            ("0x10 quit", "expected a time in milliseconds (a non-negative number) at the start of the line, got '0x10'"),
            ("1_000 quit", "expected a time in milliseconds (a non-negative number) at the start of the line, got '1_000'"),
            ("1e quit", "expected a time in milliseconds (a non-negative number) at the start of the line, got '1e'"),
            ("--1 quit", "expected a time in milliseconds (a non-negative number) at the start of the line, got '--1'"),
            ("-0 quit", "expected a time in milliseconds (a non-negative number) at the start of the line, got '-0'"),
            ("100", "expected an event after the time 100; valid events: \(events)"),
            ("100 # no event", "expected an event after the time 100; valid events: \(events)"),
            ("100 scroll 0 1", "unknown event 'scroll'; valid events: \(events)"),
            ("0 wheel 1.5 0", "'wheel' takes whole notches: expected 'T wheel DX DY [X Y]' with integers, got '1.5'"),
            ("0 wheel 0 x", "'wheel' takes whole notches: expected 'T wheel DX DY [X Y]' with integers, got 'x'"),
            ("0 wheel 0", "'wheel' takes 2 or 4 arguments: expected 'T wheel DX DY [X Y]', got 1 argument"),
            ("0 wheel 0 1 2", "'wheel' takes 2 or 4 arguments: expected 'T wheel DX DY [X Y]', got 3 arguments"),
            ("0 wheel 0 1 2 3 4", "'wheel' takes 2 or 4 arguments: expected 'T wheel DX DY [X Y]', got 5 arguments"),
            ("0 pwheel 0 1 2", "'pwheel' takes 2 or 4 arguments: expected 'T pwheel DX DY [X Y]', got 3 arguments"),
            ("0 wheel 0 -1 x 300", "'wheel' takes numbers: expected 'T wheel DX DY [X Y]', got 'x'"),
            ("0 wheel 0 -1 640 1e400", "'wheel' takes finite numbers: expected 'T wheel DX DY [X Y]', got '1e400'"),
            ("0 wheel 0 -1.5 640 300", "'wheel' takes whole notches: expected 'T wheel DX DY [X Y]' with integers, got '-1.5'"),
            ("0 pwheel a 0", "'pwheel' takes numbers: expected 'T pwheel DX DY [X Y]', got 'a'"),
            ("0 down 1", "'down' takes 2 arguments: expected 'T down X Y', got 1 argument"),
            ("0 move", "'move' takes 2 arguments: expected 'T move X Y', got none"),
            ("0 up 1 2 3", "'up' takes 2 arguments: expected 'T up X Y', got 3 arguments"),
            ("0 down NaN 2", "'down' takes numbers: expected 'T down X Y', got 'NaN'"),
            ("0 move 1e400 0", "'move' takes finite numbers: expected 'T move X Y', got '1e400'"),
            ("0 up 1,5 2", "'up' takes numbers: expected 'T up X Y', got '1,5'"),
            ("0 up 1e 2", "'up' takes numbers: expected 'T up X Y', got '1e'"),
            ("0 down --1 2", "'down' takes numbers: expected 'T down X Y', got '--1'"),
            ("0 move 1_000 0", "'move' takes numbers: expected 'T move X Y', got '1_000'"),
            ("0 pwheel 0x1p3 0", "'pwheel' takes numbers: expected 'T pwheel DX DY [X Y]', got '0x1p3'"),
            ("0 wheel 0x1 0", "'wheel' takes whole notches: expected 'T wheel DX DY [X Y]' with integers, got '0x1'"),
            ("0 resize 0x100 600", "'resize' takes a positive window size: expected 'T resize W H', got '0x100'"),
            ("0 resize 800 -0", "'resize' takes a positive window size: expected 'T resize W H', got '-0'"),
            ("0 resize 0 600", "'resize' takes a positive window size: expected 'T resize W H', got '0'"),
            ("0 resize 800 -1", "'resize' takes a positive window size: expected 'T resize W H', got '-1'"),
            ("0 resize 800", "'resize' takes 2 arguments: expected 'T resize W H', got 1 argument"),
            ("0 key", "'key' takes a key name: expected 'T key NAME', got none"),
            ("0 keydown # nothing", "'keydown' takes a key name: expected 'T keydown NAME', got none"),
            ("0 keydown Tabb", "unknown key 'Tabb'; \(keyHint)"),
            ("0 key Shift+Tabb", "unknown key 'Tabb'; \(keyHint)"),
            ("0 key Left Shift Tab", "unknown key 'Left Shift Tab'; \(keyHint)"),
            ("0 key Keypad x+Q", "unknown key 'Keypad x+Q'; \(keyHint)"),
            ("0 keyup Hyper+Q", "unknown modifier 'Hyper' in 'Hyper+Q'; expected Shift, Ctrl, Alt or Gui"),
            ("0 key Ctrl+Hyper+Q", "unknown modifier 'Hyper' in 'Ctrl+Hyper+Q'; expected Shift, Ctrl, Alt or Gui"),
            ("0 key Shift+", "no key after the modifiers in 'Shift+'; \(keyHint)"),
            ("0 shot", "'shot' takes a file path: expected 'T shot PATH', got none"),
            ("0 shot   # only a comment", "'shot' takes a file path: expected 'T shot PATH', got none"),
            ("0 quit now", "'quit' takes no arguments: expected 'T quit', got 1 argument"),
            ("0 reload now", "'reload' takes no arguments: expected 'T reload', got 1 argument"),
            ("0 leave 10 20", "'leave' takes no arguments: expected 'T leave', got 2 arguments"),
        ])
    func malformedLine(line: String, message: String) {
        #expect(parseErrorDescription(line) == "script.txt:1: \(message)")
        #expect(parseErrorDescription(line)?.contains("\n") == false)
    }

    @Test("the error carries the file, the line and the bare message")
    func fields() {
        let result = parseScript("0 quit\n\n10 wheel 1.5 0")
        #expect(
            throws: InputScriptError(
                file: "script.txt",
                line: 3,
                message: "'wheel' takes whole notches: expected 'T wheel DX DY [X Y]' with integers, got '1.5'"
            )
        ) {
            try result.get()
        }
    }

    @Test("line numbers count comments and blank lines")
    func lineNumbers() {
        let text = """
            # header
            0 resize 800 600

            100 key Tab
            # keys below
            150 key Left
            200 keydown Tabb
            300 quit
            """
        #expect(parseErrorDescription(text) == "script.txt:7: unknown key 'Tabb'; \(Self.keyHint)")
    }

    @Test("the first bad line is the one reported")
    func firstErrorWins() {
        #expect(
            parseErrorDescription("0 quit\n5 jump\n1 quit") == "script.txt:2: unknown event 'jump'; valid events: \(Self.events)")
    }

    @Test("times must not go back, compared with the previous event line as written")
    func decreasingTime() {
        #expect(
            parseErrorDescription("0 quit\n200 quit\n# later\n100 quit")
                == "script.txt:4: time 100 is earlier than the previous line's 200")
        #expect(
            parseErrorDescription("10.5 quit\n\n10.25 quit")
                == "script.txt:3: time 10.25 is earlier than the previous line's 10.5")
    }

    @Test("an error without a line reads FILE: message")
    func fileLevelDescription() {
        let error = InputScriptError(file: "a.txt", line: nil, message: "cannot read the input script: no such file")
        #expect(error.description == "a.txt: cannot read the input script: no such file")
        #expect(InputScriptError(file: "a.txt", line: 2, message: "m").description == "a.txt:2: m")
    }
}

@Suite("Input script warnings")
struct InputScriptWarningTests {
    @Test func nonFiniteWheelDeltasAreDroppedWithAWarning() throws {
        let script = try InputScript(
            parsing: "0 wheel 0 1\n10 pwheel 1e999 0\n20 wheel -1e999 1\n30 pwheel 0 0.5\n"
                + "40 wheel 0 1e999 640 360\n",
            fileName: "script.txt")
        #expect(script.entries.map(\.line) == [1, 4])
        #expect(
            script.warnings.map(\.description) == [
                "script.txt:2: 'pwheel' delta '1e999 0' is not finite; the event was dropped",
                "script.txt:3: 'wheel' delta '-1e999 1' is not finite; the event was dropped",
                "script.txt:5: 'wheel' delta '0 1e999' is not finite; the event was dropped",
            ])
    }

    @Test(
        "a delta spelled inf or nan is not a number: an error, not a warning",
        arguments: [
            ("0 pwheel nan 0", "'pwheel' takes numbers: expected 'T pwheel DX DY [X Y]', got 'nan'"),
            ("0 pwheel 0 -inf", "'pwheel' takes numbers: expected 'T pwheel DX DY [X Y]', got '-inf'"),
            ("0 wheel inf 1", "'wheel' takes whole notches: expected 'T wheel DX DY [X Y]' with integers, got 'inf'"),
            ("0 wheel 0 Infinity", "'wheel' takes whole notches: expected 'T wheel DX DY [X Y]' with integers, got 'Infinity'"),
        ])
    func spelledNonFiniteDeltas(line: String, message: String) {
        #expect(parseErrorDescription(line) == "script.txt:1: \(message)")
    }

    @Test("an overflowing delta beside a non-number is an error on the line, not a warning")
    func overflowBesideANonNumber() {
        #expect(
            parseErrorDescription("0 pwheel 1e999 abc")
                == "script.txt:1: 'pwheel' takes finite numbers: expected 'T pwheel DX DY [X Y]', got '1e999'")
        #expect(
            parseErrorDescription("0 wheel x 1e999")
                == "script.txt:1: 'wheel' takes whole notches: expected 'T wheel DX DY [X Y]' with integers, got 'x'")
    }
}
