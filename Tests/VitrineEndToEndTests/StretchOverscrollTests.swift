import Foundation
import Testing
import VitrineSDL

/// Android 12's stretch through the real binary: B picks it, a pull past the start stretches the
/// picture, and once let go it comes back to exactly the picture it started from.
@Suite("Stretch overscroll, through the binary", .serialized)
struct StretchOverscrollTests {
    /// B (rubber band → stretch), then a drag from (400, 300) by 300 points along the axis over
    /// 300 ms, let go at 500 ms.
    static func pull(keys: [String], horizontal: Bool = true) -> [String] {
        var lines = keys.enumerated().map { "\($0.offset * 20) key \($0.element)" }
        lines.append("100 down 400 300")
        for k in 1...30 {
            lines.append(horizontal ? "\(200 + k * 10) move \(400 + k * 10) 300" : "\(200 + k * 10) move 400 \(300 + k * 10)")
        }
        lines.append(horizontal ? "500 up 700 300" : "500 up 400 600")
        return lines
    }

    @Test(arguments: [
        ("flow-start", ["b"], true), ("flow-vertical", ["b"], false), ("parallax", ["b"], true),
        ("simple-horizontal", ["l", "b"], true),
    ])
    func aPullStretchesAndTheRestIsTheStartingPicture(preset: String, keys: [String], horizontal: Bool) throws {
        let shots = try CommandRunner.headlessShots(
            ["--preset", preset], script: Self.pull(keys: keys, horizontal: horizontal),
            at: [90, 350, 500, 600, 1500])
        let (start, pulling, pulled, back, rest) = (shots[0], shots[1], shots[2], shots[3], shots[4])
        #expect(pulling != start && pulled != start && back != start, "\(preset): the pull shows")
        #expect(pulled != pulling && back != pulled, "\(preset): the stretch grows, then goes back")
        #expect(rest == start, "\(preset): at rest, the picture it started from")
    }

    @Test func theOtherModelsStillWork() throws {
        // Rubber band (no key): the content itself moves; none (B twice): nothing moves at all.
        let band = try CommandRunner.headlessShots(["--preset", "flow-start"], script: Self.pull(keys: []), at: [90, 500, 1500])
        #expect(band[1] != band[0] && band[2] == band[0])
        let none = try CommandRunner.headlessShots(
            ["--preset", "flow-start"], script: Self.pull(keys: ["b", "b"]),
            at: [90, 500, 1500])
        #expect(none[1] == none[0] && none[2] == none[0])
    }
}
