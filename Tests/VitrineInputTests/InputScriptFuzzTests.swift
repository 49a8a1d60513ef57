import Testing
import VitrineTestSupport

@testable import VitrineInput

/// Mutated input scripts: every one either parses or fails with an error naming the file and a
/// line of it; none crashes or hangs.
@Suite("Input scripts, fuzzed")
struct InputScriptFuzzTests {
    static let seed = """
        # a little of everything
        0 wheel 0 -1
        16.5 pwheel 0.25 -1.5
        100 down 10 20
        116 move 40 20
        120 up 40 20
        200 key Shift+Tab
        250 keydown Left
        300 keyup Left
        400 resize 640 360
        500 shot /tmp/x.png
        600 quit
        """

    @Test func mutatedScriptsParseOrNameTheirLine() {
        var random = SplitMix64(seed: 0x5C41)
        let source = Array(Self.seed.utf8)
        let alphabet = Array("0123456789.-+e \n#xwheldownupkeyShift+TabLeftresizeshotquit\u{0}\t".utf8)
        var parsed = 0, rejected = 0
        for _ in 0..<20_000 {
            var bytes = source
            for _ in 0..<random.int(in: 1...6) {
                let index = random.int(in: 0...bytes.count - 1)
                switch random.int(in: 0...3) {
                case 0: bytes.remove(at: index)
                case 1: bytes.insert(alphabet[random.int(in: 0...alphabet.count - 1)], at: index)
                case 2: bytes[index] = UInt8(truncatingIfNeeded: random.next())
                default: bytes.insert(contentsOf: bytes[index..<min(index + random.int(in: 1...12), bytes.count)], at: index)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            do {
                let script = try InputScript(parsing: text, fileName: "fuzz.txt")
                parsed += 1
                #expect(zip(script.entries, script.entries.dropFirst()).allSatisfy { $0.time <= $1.time })
                #expect(script.entries.allSatisfy { $0.time.sign == .plus && $0.time <= InputScript.maximumTime })
            } catch {
                rejected += 1
                #expect(error.file == "fuzz.txt")
                #expect(error.line.map { (1...lineCount).contains($0) } ?? true, "\(error)")
            }
        }
        print("Input scripts: \(parsed + rejected) mutated cases, \(parsed) parsed, \(rejected) rejected")
        #expect(parsed > 0 && rejected > 0)
    }
}
