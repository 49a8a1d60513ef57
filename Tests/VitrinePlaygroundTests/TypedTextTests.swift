import Foundation
import Testing
import VitrineGeometry
import VitrineInput
import VitrineTestSupport

@testable import VitrinePlayground

/// Typed text is bounded in characters and in bytes, refusals show what was typed as it is,
/// and a number is typed in one grammar, the input scripts'.
@Suite("Typed text: bounds, escapes and the number grammar")
struct TypedTextTests {
    static let spacing = SceneParameter(
        group: "coverflow", name: "spacing", value: "0.25", number: 0.25, range: 0.05...2,
        stepSize: 0.05, presetNumber: 0.25)

    /// The prompt Ctrl+S opens on coverflow, saving into a file that is not there yet,
    /// offering `name`.
    static func prompt(name: String) throws -> SavePrompt {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Size(width: 1280, height: 720), presetsPath: "p.json")
        _ = core.handle(.keyDown(.s, modifiers: .control, isRepeat: false), at: 0)
        MemoryHost().serve(&core, at: 0)
        let opened = try #require(core.savePrompt)
        return SavePrompt(path: opened.path, snapshot: opened.snapshot, name: name)
    }

    // "1" and a million combining marks is one character, but 2,000,001 bytes: the field keeps
    // "1" and the marks that fit 24 bytes (11 of 2 bytes), whether they come at once or one by one.
    @Test func aMillionCombiningMarksCostTheBoundOnly() {
        let mark = "\u{0301}"
        var atOnce = TypedText("", maximumLength: 24)
        atOnce.type("1" + String(repeating: mark, count: 1_000_000))
        #expect(atOnce.text == "1" + String(repeating: mark, count: 11))
        #expect(atOnce.text.utf8.count == 23 && atOnce.text.count == 1)
        var oneByOne = TypedText("", maximumLength: 24)
        oneByOne.type("1")
        for _ in 0..<10_000 { oneByOne.type(mark) }
        #expect(oneByOne.text == atOnce.text)
        // A digit takes the last byte; once full, more typing is refused, a digit or a mark.
        oneByOne.type("2")
        #expect(oneByOne.text == atOnce.text + "2" && oneByOne.text.utf8.count == 24)
        oneByOne.type("3")
        oneByOne.type(mark)
        #expect(oneByOne.text == atOnce.text + "2")
    }

    // The character bound holds as before: 24 digits, then nothing; emoji count their bytes.
    @Test func theCharacterAndByteBoundsBothHold() throws {
        var digits = TypedText("", maximumLength: 24)
        digits.type(String(repeating: "7", count: 30))
        #expect(digits.text == String(repeating: "7", count: 24))
        var emoji = TypedText("", maximumLength: 24)
        emoji.type(String(repeating: "😀", count: 10))
        #expect(emoji.text == String(repeating: "😀", count: 6) && emoji.text.utf8.count == 24)
        // The save prompt's name: 72 characters and 72 bytes.
        var name = try Self.prompt(name: String(repeating: "a", count: 100))
        #expect(name.name.count == UserPreset.maximumNameLength + 8)
        name.type("b")
        name.type(String(repeating: "é", count: 100))
        #expect(name.name == "b" + String(repeating: "é", count: 35) && name.name.utf8.count == 71)
    }

    @Test(
        "invisible and control characters are written out",
        arguments: [
            ("1.5\u{200F}", #"1.5\u{200F}"#), ("ab\u{202E}", #"ab\u{202E}"#), ("a\u{200B}b", #"a\u{200B}b"#),
            ("👨\u{200D}👩", #"👨\u{200D}👩"#), ("\u{0}\u{7}\u{1B}", #"\0\u{7}\u{1B}"#), ("a\nb", #"a\nb"#),
            ("a\u{00A0}b", #"a\u{A0}b"#), ("x\u{FE0F}", #"x\u{FE0F}"#), ("45°", "45°"), ("a b", "a b"), ("é", "é"),
        ])
    func escapes(text: String, shown: String) {
        #expect(text.visiblyEscaped == shown)
        #expect(text.visiblyQuoted == "\"" + shown + "\"")
    }

    // A refusal never reads found "1.5" for a text that is not "1.5".
    @Test func aRefusalShowsTheInvisibleCharacters() throws {
        var field = PanelField(index: 0, parameter: Self.spacing)
        field.type("7\u{200F}")
        guard case .failure(let problem) = field.value(for: Self.spacing) else {
            Issue.record("7 with a right-to-left mark is not a number")
            return
        }
        #expect(
            problem.message == #"spacing: expected a number from 0.05 to 2.00, written as a plain decimal number "#
                + #"(such as 0.5, -12 or 2e-3), found "7\u{200F}""#)
        var name = try Self.prompt(name: "x")
        name.type("ab\u{202E}")
        #expect(name.lines[1] == #"Name: ab\u{202E}|"#)
        #expect(PresetsSaveError.invalidName("ab\u{202E}").description.hasPrefix(#""ab\u{202E}" cannot name a preset"#))
    }

    // Hexadecimal, "inf" and digit separators are not numbers in a field, as in a script; plain
    // decimals with an exponent are.
    @Test("a field reads numbers as scripts do", arguments: ["0x1p-1", "0x10", "0X1", "inf", "nan", "1_0", "٣", "１"])
    func hexadecimalIsRefused(text: String) {
        var field = PanelField(index: 0, parameter: Self.spacing)
        field.type(text)
        guard case .failure(let problem) = field.value(for: Self.spacing) else {
            Issue.record("\(text) was taken")
            return
        }
        #expect(
            problem.message == "spacing: expected a number from 0.05 to 2.00, written as \(DecimalNumber.expectation), "
                + "found \(text.visiblyQuoted)")
        #expect(DecimalNumber(text) == nil)
    }

    @Test("decimals are taken", arguments: [("0.5", 0.5), (".5", 0.5), ("5e-1", 0.5), ("+1.25", 1.25), (" 2 ", 2), ("1E0", 1)])
    func decimalsAreTaken(text: String, value: Double) throws {
        var field = PanelField(index: 0, parameter: Self.spacing)
        field.type(text)
        #expect(try field.value(for: Self.spacing).get() == value)
        #expect(DecimalNumber(text.trimmingCharacters(in: .whitespaces))?.value == value)
    }
}
