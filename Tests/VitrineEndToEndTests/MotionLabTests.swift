import Foundation
import Testing
import VitrineSDL

/// The motion lab through the real binary: slowed time draws the same frames, later.
@Suite("Motion lab")
struct MotionLabTests {
    /// The picture a headless run of `preset` takes at `shotTime` milliseconds after `lines`
    /// (an input script's lines), with every time of the script multiplied by `stretch`.
    static func picture(_ preset: String, lines: [String], shotTime: Int, stretch: Int, prefix: [String] = []) throws -> Bitmap {
        let shot = CommandRunner.temporaryPath("motion.png"), script = CommandRunner.temporaryPath("motion.txt")
        defer {
            try? FileManager.default.removeItem(atPath: shot)
            try? FileManager.default.removeItem(atPath: script)
        }
        let timed = lines.map { line -> String in
            let parts = line.split(separator: " ", maxSplits: 1)
            return "\(Int(parts[0])! * stretch) \(parts[1])"
        }
        let text =
            (["0 key H"] + prefix + timed + ["\(shotTime * stretch) shot \(shot)", "\(shotTime * stretch) quit"])
            .joined(separator: "\n") + "\n"
        try text.write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine([
            "--headless", "--width", "640", "--height", "360", "--preset", preset,
            "--script", script,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        return try Bitmap(contentsOfFile: shot)
    }

    // A fling on coverflow, photographed mid-glide at 1×, and at 1/4 (Z twice) with every time
    // four times later: the same picture, to the pixel. The status line (with its frame rate
    // and "1/4") is hidden in both.
    @Test func aQuarterSpeedFrameIsTheFullSpeedFrameFourTimesLater() throws {
        let fling = ["500 down 500 180"] + (1...6).map { "\(500 + $0 * 16) move \(500 - $0 * 30) 180" } + ["600 up 320 180"]
        let full = try Self.picture("coverflow", lines: fling, shotTime: 900, stretch: 1)
        let quarter = try Self.picture("coverflow", lines: fling, shotTime: 900, stretch: 4, prefix: ["0 key Z", "0 key Z"])
        let rest = try Self.picture("coverflow", lines: [], shotTime: 900, stretch: 1)
        #expect(full.bytes != rest.bytes, "the fling moved the cards")
        #expect(quarter.bytes == full.bytes)
    }
}
