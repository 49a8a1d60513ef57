import Foundation
import Testing
import VitrineGeometry
import VitrineSDL

/// The demo scene scrolled by scripted and real input: the yellow capsule of cell (2, 0), at
/// x = 540 before any scroll, shows where the content went.
@Suite("Scrolling the demo", .serialized)
struct ScrollingTests {
    static let capsule = RGBA8(red: 0xFF, green: 0xE0, blue: 0x66)

    /// The capsule's center along row 163: halfway between its first and last solid pixels.
    static func capsuleCenter(_ frame: Bitmap) -> Double? {
        let xs = (0..<frame.width).filter { frame[$0, 163] == capsule }
        guard let first = xs.first, let last = xs.last else { return nil }
        return Double(first + last + 1) / 2
    }

    func runScript(_ lines: [String], endingAt end: Int) throws -> Bitmap {
        let shot = CommandRunner.temporaryPath("scroll.png"), script = CommandRunner.temporaryPath("scroll.txt")
        try (lines + ["\(end) shot \(shot)", "\(end) quit"]).joined(separator: "\n")
            .write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--headless", "--preset", "demo", "--script", script])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        return try Bitmap(contentsOfFile: shot)
    }

    @Test func aFlingTravelsWhatUIScrollViewProjects() throws {
        // The pointer goes left at 500 points per second for 200 ms, a sample every 8 ms. The
        // drag takes over at the second sample (8 points, past the 4-point slop) and follows the
        // pointer's 100 points less the slop, 96; the release at 500 points per second then
        // glides on 0.499 · 500 = 249.5: 345.5 in all, so the capsule rests at 540 − 345.5 = 194.5.
        var lines = ["0 down 800 400"]
        for k in 1...25 { lines.append("\(k * 8) move \(800 - Double(k * 8) * 0.5) 400") }
        lines.append("200 up 700 400")
        let frame = try runScript(lines, endingAt: 4000)
        let center = try #require(Self.capsuleCenter(frame))
        #expect(abs(center - 194.5) <= 1, "capsule at \(center)")
    }

    @Test func aWheelNotchMovesOneColumn() throws {
        let frame = try runScript(["0 move 640 360", "10 wheel 0 -1"], endingAt: 600)
        let center = try #require(Self.capsuleCenter(frame))
        #expect(abs(center - 340) <= 0.5, "capsule at \(center)")
    }

    @Test func arrowKeysMoveOneColumnEachWay() throws {
        let frame = try runScript(["0 key Right", "300 key Right", "600 key Left"], endingAt: 1200)
        let center = try #require(Self.capsuleCenter(frame))
        #expect(abs(center - 340) <= 0.5, "capsule at \(center)")
    }

    @Test func aDragPastTheStartBouncesBack() throws {
        var lines = ["0 down 300 400"]
        for k in 1...20 { lines.append("\(k * 10) move \(300 + k * 10) 400") }
        let stretched = try runScript(lines, endingAt: 240)
        let rested = try runScript(lines + ["250 up 500 400"], endingAt: 2000)
        let pulled = try #require(Self.capsuleCenter(stretched))
        // 190 points of pull show as the rubber band's 0.55-slope stretch, far less than 190.
        #expect(pulled > 540 + 50 && pulled < 540 + 190)
        #expect(Self.capsuleCenter(rested) == 540)
    }

    @Test func touchpadDeltasMoveOneToOne() throws {
        // Four deltas of 0.5 units at 53 points per unit, 100 ms apart (no fling: each pause is
        // longer than the 60 ms that ends a touchpad gesture, and a lone delta has no speed).
        let frame = try runScript(
            ["0 pwheel 0.5 0", "100 pwheel 0.5 0", "200 pwheel 0.5 0", "300 pwheel 0.5 0"],
            endingAt: 1000)
        let center = try #require(Self.capsuleCenter(frame))
        #expect(abs(center - (540 - 106)) <= 0.5, "capsule at \(center)")
    }
}
