import Foundation
import Testing
import VitrineSDL

extension WindowTests {
    /// A path that puts every card `offset` across the axis (−1 the top edge, 1 the bottom).
    static func levelPath(_ offset: String, body: String? = nil) -> String {
        """
        import VitrineShowcase

        struct Level: PathProtocol {
            func normalizedPath(withCoordinate value: Double) -> Double {
                \(body ?? "\(offset)")
            }
        }

        """
    }

    /// The mean row of the centered coral card's pixels (x 600…680), `nil` where none shows.
    static func coralRow(_ frame: Bitmap) -> Double? {
        var rows = 0, sum = 0
        for y in 46..<frame.height {
            for x in stride(from: 600, to: 680, by: 4) where frame[x, y] == DemoLayout.coral {
                rows += 1
                sum += y
            }
        }
        return rows == 0 ? nil : Double(sum) / Double(rows)
    }

    /// How many pixels of the bottom 120 rows have the red of a live Swift error band.
    static func errorBandPixels(_ frame: Bitmap) -> Int {
        var count = 0
        for y in max(frame.height - 120, 0)..<frame.height {
            for x in stride(from: 0, to: frame.width, by: 2) {
                let pixel = frame[x, y]
                if (0x7C...0x9C).contains(pixel.red), pixel.green < 0x30, (0x1C...0x3A).contains(pixel.blue) { count += 1 }
            }
        }
        return count
    }

    // Saving the file in a running window: the cards move to the new path; a save that does not
    // compile shows the error in a red band while the last good path stays; a fix brings the
    // cards back and takes the band away.
    @Test func savingTheSwiftFileSwapsTheCodeIn() throws {
        let folder = try CommandRunner.temporaryFolder("live-window")
        let file = folder + "/level.swift"
        try Self.levelPath("0").write(toFile: file, atomically: true, encoding: .utf8)
        let (process, windowID, _) = try openWindow(
            ["--preset", "coverflow", "--swift", file], readyAt: (640, 330),
            color: DemoLayout.coral)
        let first = try capture(windowID, timeout: 30) { Self.coralRow($0).map { abs($0 - 383) < 40 } == true }
        let start = try #require(Self.coralRow(first), "the centered card shows on the axis")

        try Self.levelPath("0.5").write(toFile: file, atomically: true, encoding: .utf8)
        let lowered = try capture(windowID, timeout: 30) { (Self.coralRow($0) ?? 0) > start + 100 }
        let low = try #require(Self.coralRow(lowered))
        #expect(low > start + 100, "the cards went down to the new path")

        try Self.levelPath("", body: "0.5 * undefinedName").write(toFile: file, atomically: true, encoding: .utf8)
        let broken = try capture(windowID, timeout: 30) { Self.errorBandPixels($0) > 5_000 }
        #expect(Self.errorBandPixels(broken) > 5_000, "the compile error shows in a red band")
        #expect((Self.coralRow(broken) ?? 0) > start + 60, "the last good path stays")

        try Self.levelPath("-0.5").write(toFile: file, atomically: true, encoding: .utf8)
        let fixed = try capture(windowID, timeout: 30) { (Self.coralRow($0) ?? .infinity) < start - 100 }
        #expect((Self.coralRow(fixed) ?? .infinity) < start - 100, "the fix moves the cards up")
        #expect(Self.errorBandPixels(fixed) < 100, "and takes the band away")
        try quit(process, windowID: windowID)
    }
}
