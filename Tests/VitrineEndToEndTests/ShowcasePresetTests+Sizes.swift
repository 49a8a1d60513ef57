import Foundation
import Testing
import VitrineGeometry
import VitrineSDL

/// time-machine at three window sizes, and drawn-curves' first frame, through the binary.
extension ShowcasePresetTests {
    /// The last of `frames` frames of `preset` at `width` × `height`, the status line hidden.
    static func firstFrames(_ preset: String, width: Int, height: Int, frames: Int) throws -> Bitmap {
        let shot = CommandRunner.temporaryPath("\(preset)-\(width).png")
        let script = CommandRunner.temporaryPath("hide.txt")
        try "0 key H\n".write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine([
            "--headless", "--preset", preset, "--width", "\(width)", "--height", "\(height)",
            "--frames", "\(frames)", "--script", script, "--screenshot", shot,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        return try Bitmap(contentsOfFile: shot)
    }

    // The time machine's stack is one picture at every size, scaled: left of the card in
    // focus (and of its number), the pixels of 640 × 360 are those of 1280 × 720 and
    // 1920 × 1080 at twice and three times the coordinates, but for the edges' anti-aliasing
    // (over 90 % of them; the old stack matched under 75 %).
    // (The stack used to recede with the window's cards toward a fixed eye: a sliver at 1280,
    // nothing at 1920.)
    @Test func theTimeMachineStackIsTheSameAtEverySize() throws {
        let small = try Self.firstFrames("time-machine", width: 640, height: 360, frames: 30)
        let background = small[5, 5]
        for factor in [2, 3] {
            let large = try Self.firstFrames("time-machine", width: 640 * factor, height: 360 * factor, frames: 30)
            var samples = 0, stack = 0, same = 0
            for y in stride(from: 110, through: 250, by: 5) {
                for x in 150..<300 {
                    let expected = small[x, y], found = large[x * factor + factor / 2, y * factor + factor / 2]
                    samples += 1
                    if expected != background { stack += 1 }
                    if Self.close(expected, found) { same += 1 }
                }
            }
            #expect(stack > samples / 4, "the stack shows at 640 × 360: \(stack) of \(samples)")
            // The far cards are a point or two wide each: their edges are most of what differs.
            #expect(Double(same) > 0.9 * Double(samples), "×\(factor): \(same) of \(samples) the same")
        }
    }

    /// Whether two pixels differ by at most 8 in every channel.
    static func close(_ a: RGBA8, _ b: RGBA8) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= 8 && abs(Int(a.green) - Int(b.green)) <= 8 && abs(Int(a.blue) - Int(b.blue)) <= 8
    }

    // drawn-curves shows its curves' points in its first frame, as the README says: the
    // wave's point at (−0.5, −0.4), drawn at (320, 150) in the cards' room above the strip
    // (0.3 × 501.2 points), is a handle in the path's yellow.
    @Test func drawnCurvesShowsItsPointsInTheFirstFrame() throws {
        let shot = try Self.firstFrames("drawn-curves", width: 1280, height: 720, frames: 1)
        let yellow = RGBA8(red: 0xFF, green: 0xD1, blue: 0x66)
        let around = (314...326).flatMap { x in (144...156).map { shot[x, $0] } }
        #expect(around.contains(yellow), "\(shot[320, 150])")
    }
}
