import Testing
import VitrineGeometry
import VitrineInput
import VitrineTestSupport

/// Writing input as a script and reading it back gives the same actions at the same times.
@Suite("InputScript writer")
struct InputScriptWriterTests {
    /// A random number of the kinds a script holds: whole, fractional, tiny, large, negative.
    static func number(_ random: inout SplitMix64) -> Double {
        switch random.int(in: 0...5) {
        case 0: Double(random.int(in: -2000...2000))
        case 1: random.double(in: -5000...5000)
        case 2: random.double(in: -1...1) * 1e-9
        case 3: random.double(in: 0...1) * 1e14
        case 4: -0.0
        default: (random.double(in: -100...100) * 8).rounded() / 8
        }
    }

    /// Random text: letters, spaces, `#`, tabs, line breaks, combining marks, emoji.
    static func text(_ random: inout SplitMix64) -> String {
        let pieces = ["a", "Z", " ", "#", "\t", "\n", "\r\n", "\u{301}", "é", "😀", "+", "°", "\u{2028}", "x y", "\u{FEFF}"]
        return (0..<random.int(in: 1...6)).map { _ in pieces[random.int(in: 0...(pieces.count - 1))] }.joined()
    }

    /// A random action of any kind the window produces.
    static func action(_ random: inout SplitMix64) -> InputScript.Action {
        let point = Point(x: number(&random), y: number(&random))
        let buttons: [MouseButton] = [.left, .right, .middle, .other(4), .other(9), .other(255)]
        let button = buttons[random.int(in: 0...(buttons.count - 1))]
        let key = Key(name: Key.allNames[random.int(in: 0...(Key.allNames.count - 1))])!
        let modifiers = KeyModifiers(rawValue: UInt8(random.int(in: 0...15)))
        switch random.int(in: 0...9) {
        case 0: return .input(.pointerDown(point, button: button))
        case 1: return .input(.pointerUp(point, button: button))
        case 2: return .input(random.int(in: 0...3) == 0 ? .pointerLeft : .pointerMoved(point))
        case 3:
            let notched = random.int(in: 0...1) == 0
            let dx = notched ? Double(random.int(in: -10...10)) : number(&random)
            let dy = notched ? Double(random.int(in: -10...10)) : number(&random)
            return .input(
                .wheel(
                    WheelInput(
                        dx: dx, dy: dy, kind: notched ? .notched : .continuous,
                        isFlipped: random.int(in: 0...1) == 0, modifiers: modifiers,
                        position: random.int(in: 0...1) == 0 ? nil : point)))
        case 4: return .input(.keyDown(key, modifiers: modifiers, isRepeat: random.int(in: 0...1) == 0))
        case 5: return .input(.keyUp(key, modifiers: modifiers))
        case 6: return .input(.text(text(&random)))
        case 7: return .input(.resized(Size(width: Double(random.int(in: 1...8192)), height: random.double(in: 0.5...9000))))
        case 8: return .screenshot(path: ["shots/a b.png", "/tmp/x.png", "日本語.png"][random.int(in: 0...2)])
        default: return .quit
        }
    }

    // Two thousand random actions at random, non-decreasing times (whole, fractional, tiny
    // steps, repeated times) read back as exactly the same actions at exactly the same times.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomInputRoundTrips(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var writer = InputScriptWriter(comments: ["recorded", "two\nlines"])
        var expected: [(time: Double, action: InputScript.Action)] = []
        var time = 0.0
        for _ in 0..<2000 {
            switch random.int(in: 0...3) {
            case 0: break
            case 1: time += Double(random.int(in: 0...40))
            case 2: time += random.double(in: 0...50)
            default: time = time.nextUp
            }
            let action = Self.action(&random)
            let appended = writer.append(action, at: time)
            #expect(appended, "\(action) at \(time)")
            expected.append((time, action))
        }
        #expect(writer.count == 2000)
        let script = try InputScript(parsing: writer.text, fileName: "round.txt")
        #expect(script.warnings.isEmpty)
        #expect(script.entries.count == expected.count)
        for (entry, want) in zip(script.entries, expected) {
            #expect(entry.time == want.time && entry.time.sign == want.time.sign || entry.time == 0 && want.time == 0)
            #expect(entry.action == want.action, "line \(entry.line)")
        }
        // Written again, the script is the same text.
        var again = InputScriptWriter(comments: ["recorded", "two\nlines"])
        for entry in script.entries { again.append(entry.action, at: entry.time) }
        #expect(again.text == writer.text)
    }

    @Test(
        "each kind of event has its line",
        arguments: [
            (InputEvent.pointerDown(Point(x: 10, y: 20.5), button: .left), "16.5 down 10 20.5"),
            (.pointerUp(Point(x: -3, y: 0), button: .right), "16.5 rup -3 0"),
            (.pointerDown(Point(x: 1, y: 2), button: .middle), "16.5 bdown 2 1 2"),
            (.pointerUp(Point(x: 1, y: 2), button: .other(7)), "16.5 bup 7 1 2"),
            (.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)), "16.5 wheel 0 -1"),
            (
                .wheel(
                    WheelInput(
                        dx: 0.25, dy: 1e-05, kind: .continuous, isFlipped: true, modifiers: [.shift, .control],
                        position: Point(x: 400, y: 300))), "16.5 pwheel 0.25 1e-05 400 300 flipped Shift+Ctrl"
            ),
            (.keyDown(.tab, modifiers: .shift, isRepeat: false), "16.5 keydown Shift+Tab"),
            (.keyDown(.plus, modifiers: .control, isRepeat: true), "16.5 keyrepeat Ctrl++"),
            (.keyUp(.keypadEnter, modifiers: []), "16.5 keyup Keypad Enter"),
            (.text("12.5 cm"), "16.5 text 12.5 cm"),
            (.text(" #1"), "16.5 unicode 20 23 31"),
            (.resized(Size(width: 640, height: 360)), "16.5 resize 640 360"),
            (.quitRequested, "16.5 quit"),
            (.pointerLeft, "16.5 leave"),
        ])
    func lines(event: InputEvent, line: String) {
        #expect(InputScriptWriter.line(for: .input(event), at: 16.5) == line)
    }

    @Test("what no line can say is refused")
    func unwritable() {
        let point = Point(x: 1, y: 2)
        #expect(InputScriptWriter.line(for: .quit, at: -1) == nil)
        #expect(InputScriptWriter.line(for: .quit, at: .infinity) == nil)
        #expect(InputScriptWriter.line(for: .quit, at: InputScript.maximumTime.nextUp) == nil)
        #expect(InputScriptWriter.line(for: .quit, at: -0.0) == "0 quit")
        #expect(InputScriptWriter.line(for: .input(.pointerMoved(Point(x: .nan, y: 0))), at: 0) == nil)
        #expect(InputScriptWriter.line(for: .input(.pointerDown(point, button: .other(1))), at: 0) == nil)
        #expect(InputScriptWriter.line(for: .input(.pointerDown(point, button: .other(256))), at: 0) == nil)
        #expect(InputScriptWriter.line(for: .input(.wheel(WheelInput(dx: 0.5, dy: 0, kind: .notched))), at: 0) == nil)
        #expect(InputScriptWriter.line(for: .input(.text("")), at: 0) == nil)
        #expect(InputScriptWriter.line(for: .input(.resized(Size(width: 0, height: 5))), at: 0) == nil)
        #expect(InputScriptWriter.line(for: .screenshot(path: " lead.png"), at: 0) == nil)
        var writer = InputScriptWriter()
        let first = writer.append(.quit, at: 5), earlier = writer.append(.quit, at: 4)
        #expect(first)
        #expect(!earlier, "times never go back")
        #expect(writer.count == 1)
    }

    @Test(
        "the new lines are checked like the others",
        arguments: [
            (
                "0 bdown 0 1 2",
                "script.txt:1: 'bdown' takes a button number from 1 to 255: expected 'T bdown BUTTON X Y', got '0'"
            ),
            ("0 bup 1.5 1 2", "script.txt:1: 'bup' takes a button number from 1 to 255: expected 'T bup BUTTON X Y', got '1.5'"),
            ("0 bdown 2 1", "script.txt:1: 'bdown' takes 3 arguments: expected 'T bdown BUTTON X Y', got 2 arguments"),
            (
                "0 unicode",
                "script.txt:1: 'unicode' takes Unicode scalar values in hexadecimal: expected 'T unicode HEX [HEX …]', got none"
            ),
            (
                "0 unicode D800",
                "script.txt:1: 'unicode' takes Unicode scalar values in hexadecimal (such as 20 or 1F600): "
                    + "expected 'T unicode HEX [HEX …]', got 'D800'"
            ),
            (
                "0 wheel 0 1 2 flipped",
                "script.txt:1: 'wheel' takes 2 or 4 arguments: expected 'T wheel DX DY [X Y]', got 3 arguments"
            ),
            (
                "0 wheel 0 1 Hyper",
                "script.txt:1: 'wheel' takes 2 or 4 arguments: expected 'T wheel DX DY [X Y]', got 3 arguments"
            ),
        ])
    func badNewLines(text: String, message: String) {
        #expect(parseErrorDescription(text) == message)
    }

    // A recording uses each event at the time its script says: a script's own times stay as
    // they are, other times become whole microseconds, never going back.
    @Test func recordingTimesAreTheScriptsTimes() throws {
        var recording = InputRecording(start: 0, comments: ["test"])
        let exact = recording.record(.pointerMoved(Point(x: 1, y: 1)), at: 1234.5 / 1000)
        #expect(exact == 1234.5 / 1000)
        let odd = recording.record(.pointerMoved(Point(x: 2, y: 2)), at: 1.2345678)
        #expect(odd == 1234.567 / 1000)
        let late = recording.record(.pointerMoved(Point(x: 3, y: 3)), at: 1.2)
        #expect(late == odd, "never earlier than the last")
        recording.recordQuit(at: 2)
        #expect(recording.eventCount == 4)
        #expect(recording.text == "# test\n1234.5 move 1 1\n1234.567 move 2 2\n1234.567 move 3 3\n2000 quit\n")
        var slowed = InputRecording(start: 0, speed: 0.25)
        let time = slowed.record(.pointerMoved(Point(x: 1, y: 1)), at: 4.0)
        #expect(time == 4.0)
        #expect(slowed.text == "1000 move 1 1\n")
        #expect(slowed.windowTime(ofScriptTime: 1000) == 4.0)
    }
}
