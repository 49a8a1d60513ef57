import Testing
import VitrineInput

/// A `text` line types the rest of the line after the one space or tab that follows `text`,
/// spaces included, as the README says; a comment and the spaces before its `#` are not typed.
@Suite("InputScript text lines")
struct InputScriptTextTests {
    @Test(arguments: [
        ("0 text    ", "   "),
        ("0 text  ", " "),
        ("0 text\t\t", "\t"),
        ("0 text  a b  ", " a b  "),
        ("0 text a #b", "a"),
        ("0 text a b\t # comment", "a b"),
        ("0 text  a  # a comment", " a"),
        ("  0   text 45°  deg", "45°  deg"),
    ])
    func theRestOfTheLineIsTyped(line: String, typed: String) throws {
        let entries = try parseScript(line).get().entries
        #expect(entries.map(\.action) == [.input(.text(typed))], "\(line.debugDescription)")
    }

    // Nothing after the one space is nothing to type: the line is refused, as it always was.
    @Test(arguments: ["0 text", "0 text ", "0 text # a comment", "0 text \t# a comment"])
    func aLineWithNothingToTypeIsRefused(line: String) {
        #expect(
            parseErrorDescription(line)?.hasPrefix("script.txt:1: 'text' takes") == true,
            "\(line.debugDescription): \(parseErrorDescription(line) ?? "parsed")")
    }

    // The writer keeps writing a text with spaces at either end as scalars, which no editor
    // trims, and it reads back exactly.
    @Test func spacesAtTheEndsAreWrittenAsScalars() throws {
        var writer = InputScriptWriter()
        writer.append(.input(.text("   ")), at: 0)
        writer.append(.input(.text(" a b ")), at: 1)
        writer.append(.input(.text("a b")), at: 2)
        #expect(writer.text == "0 unicode 20 20 20\n1 unicode 20 61 20 62 20\n2 text a b\n")
        #expect(
            try parseScript(writer.text).get().entries.map(\.action)
                == [.input(.text("   ")), .input(.text(" a b ")), .input(.text("a b"))])
    }
}
