import Foundation
import Testing
import VitrineGeometry
import VitrineSDL

/// Frames of two presets compared with pictures committed beside this file. Run with
/// `VITRINE_RECORD_GOLDENS=1` to write new ones after an intended change (and look at them).
@Suite("Golden frames")
struct GoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// Each channel may differ by a few levels (rasterizer rounding), in at most 0.2 % of the
    /// pixels a little more (glyph hinting).
    static let channelTolerance = 3, outlierFraction = 0.002

    @Test(arguments: ["circle-rotate", "coverflow"])
    func presetMatchesItsGolden(preset: String) throws {
        let shot = CommandRunner.temporaryPath("\(preset).png"), script = CommandRunner.temporaryPath("golden.txt")
        // A notch and a quarter second: the cards are in motion, turned and tilted mid-way.
        try "0 wheel 0 -1\n90 shot \(shot)\n90 quit\n".write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--headless", "--width", "640", "--height", "360",
                                                "--preset", preset, "--script", script])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let golden = Self.folder.appendingPathComponent("\(preset).png").path
        if ProcessInfo.processInfo.environment["VITRINE_RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            _ = try? FileManager.default.removeItem(atPath: golden)
            try FileManager.default.copyItem(atPath: shot, toPath: golden)
            return
        }
        let actual = try Bitmap(contentsOfFile: shot), expected = try Bitmap(contentsOfFile: golden)
        try #require(actual.width == expected.width && actual.height == expected.height)
        var outliers = 0, largest = 0
        for index in stride(from: 0, to: actual.bytes.count, by: 4) {
            let difference = (0..<3).map { abs(Int(actual.bytes[index + $0]) - Int(expected.bytes[index + $0])) }.max() ?? 0
            largest = max(largest, difference)
            if difference > Self.channelTolerance { outliers += 1 }
        }
        let pixels = actual.width * actual.height
        #expect(Double(outliers) <= Self.outlierFraction * Double(pixels),
                "\(outliers) of \(pixels) pixels differ by more than \(Self.channelTolerance) (largest \(largest))")
    }
}
