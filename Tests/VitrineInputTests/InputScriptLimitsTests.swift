import Testing
import VitrineInput

@Suite("InputScript limits")
struct InputScriptLimitsTests {
    private static let timeMessage = "is beyond the latest time a script can use, 1000000000 ms (about 11.6 days)"

    @Test("the limits are the documented values")
    func values() {
        #expect(InputScript.maximumTime == 1_000_000_000)
        #expect(InputScript.maximumLineLength == 4096)
        #expect(InputScript.maximumFileSize == 16_777_216)
    }

    @Test("the latest time is accepted, however it is written", arguments: ["1000000000", "1e9", "1000000000.0", "+1E+9"])
    func latestTime(written: String) throws {
        let entries = try parseScript("\(written) quit").get().entries
        #expect(entries.map(\.time) == [1_000_000_000])
    }

    @Test(
        "a time past the latest is an error naming the time as written and the maximum",
        arguments: [
            "1000000000.5", "1000000001", "1e21", "1e999", "99999999999999999999999",
        ])
    func pastTheLatestTime(written: String) {
        #expect(parseErrorDescription("\(written) quit") == "script.txt:1: time \(written) \(Self.timeMessage)")
    }

    @Test("the time check names its own line")
    func pastTheLatestTimeOnALaterLine() {
        #expect(
            parseErrorDescription("0 quit\n# later\n1e10 key Tab")
                == "script.txt:3: time 1e10 \(Self.timeMessage)")
    }

    @Test("a line of exactly the maximum length is read, comment and all")
    func longestLine() throws {
        let path = String(repeating: "a", count: 4096 - "0 shot ".count)
        #expect(try parseScript("0 shot \(path)").get().entries.map(\.action) == [.screenshot(path: path)])
        let comment = "# " + String(repeating: "c", count: 4094)
        #expect(try parseScript("0 quit\n\(comment)\n1 quit").get().entries.map(\.line) == [1, 3])
    }

    @Test("a longer line is an error on that line giving both lengths")
    func tooLongLine() {
        let path = String(repeating: "a", count: 4097 - "0 shot ".count)
        #expect(
            parseErrorDescription("0 quit\n\n0 shot \(path)")
                == "script.txt:3: line is 4097 characters long; a script line may have at most 4096 characters")
        let comment = "#" + String(repeating: " ", count: 200_000)
        #expect(
            parseErrorDescription("\(comment)\r\n0 quit")
                == "script.txt:1: line is 200001 characters long; a script line may have at most 4096 characters")
    }

    @Test("line length counts characters, not bytes")
    func charactersNotBytes() throws {
        let accents = "# " + String(repeating: "é", count: 4094)
        #expect(accents.utf8.count > 4096)
        #expect(try parseScript("\(accents)\n0 quit").get().entries.map(\.line) == [2])
        #expect(
            parseErrorDescription(accents + "é")
                == "script.txt:1: line is 4097 characters long; a script line may have at most 4096 characters")
    }

    @Test("a chord of 100,000 modifiers is too long a line, and says so")
    func hugeChordLine() {
        let line = "0 key " + String(repeating: "Shift+", count: 100_000) + "Tab"
        #expect(
            parseErrorDescription(line)
                == "script.txt:1: line is 600009 characters long; a script line may have at most 4096 characters")
    }
}
