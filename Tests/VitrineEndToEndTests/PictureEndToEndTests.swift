import Foundation
import Testing
import VitrineGeometry
import VitrineSDL
import VitrineTestSupport

/// Pictures on the cards through the real binary: `--images`, a preset's `pictures`, a drop,
/// files that are not pictures, and the texture budget over a thousand pictures.
@Suite("Pictures through the binary")
struct PictureEndToEndTests {
    /// A folder of two good pictures and one of every kind of bad file.
    static func folderWithBadFiles() throws -> String {
        let folder = try CommandRunner.temporaryFolder("pictures")
        try TestPictures.write(0, width: 320, height: 240, to: "\(folder)/a-good.png")
        try TestPictures.write(1, width: 240, height: 320, to: "\(folder)/z-good.png")
        try Data("not a picture, just notes\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/b-notes.jpg"))
        // The good picture's first 300 bytes: the header is whole, the end is not.
        let good = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/a-good.png"))
        try good.prefix(300).write(to: URL(fileURLWithPath: "\(folder)/c-truncated.png"))
        // A header claiming 9000 × 8000 pixels, and an end, around nothing.
        let huge = pngSignature + pngHeader(width: 9000, height: 8000) + pngChunk("IEND", [])
        try Data(huge).write(to: URL(fileURLWithPath: "\(folder)/d-huge.png"))
        // A whole header and end around data that is not a compressed picture: found when decoded.
        let corrupt =
            pngSignature + pngHeader(width: 64, height: 64) + pngChunk("IDAT", [UInt8](repeating: 0x5A, count: 200))
            + pngChunk("IEND", [])
        try Data(corrupt).write(to: URL(fileURLWithPath: "\(folder)/e-corrupt.png"))
        #expect(mkfifo("\(folder)/f-pipe.jpg", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: "\(folder)/g-folder.webp", withIntermediateDirectories: false)
        return folder
    }

    @Test func filesThatAreNotPicturesAreNamedOnceAndTheRunGoesOn() throws {
        let folder = try Self.folderWithBadFiles()
        let shot = CommandRunner.temporaryPath("bad-pictures.png")
        let result = try CommandRunner.vitrine(
            // A window wide enough for every card: the cards are as wide as their pictures'
            // proportions make them (a-good's 4:3 card is the widest), which puts e-corrupt's card
            // 946 points from the center, past a 1280-point window's margin slot.
            [
                "--headless", "--preset", "circle-rotate", "--width", "2560", "--images", folder, "--frames", "5",
                "--screenshot", shot,
            ],
            timeout: 60)
        #expect(result.status == 0 && !result.endedBySignal, "\(result.standardError)")
        let lines = result.errorLines
        #expect(
            Array(lines.prefix(5)) == [
                "vitrine: \(folder)/b-notes.jpg: not a picture (expected PNG, JPEG or WebP)",
                "vitrine: \(folder)/c-truncated.png: truncated (the file stops before the picture ends)",
                "vitrine: \(folder)/d-huge.png: too large: 9000 × 8000 pixels is 68.7 MP, the most is 64 MP",
                "vitrine: \(folder)/f-pipe.jpg: unreadable: it is a named pipe (FIFO), expected a regular file",
                "vitrine: \(folder)/g-folder.webp: unreadable: it is a folder, expected a regular file",
            ])
        // The corrupt one is found when its card asks for it, and said once.
        #expect(lines.count == 6 && lines[5].hasPrefix("vitrine: \(folder)/e-corrupt.png: could not be decoded: "))
        #expect(try Bitmap(contentsOfFile: shot).width == 2560)
    }

    // An animated WebP (made with ImageMagick) shows its card with its name, and says why once.
    @Test func anAnimatedWebPIsNamedWithItsReason() throws {
        let folder = try CommandRunner.temporaryFolder("animated")
        try TestPictures.write(0, width: 320, height: 240, to: "\(folder)/a-good.png")
        let convert = try CommandRunner.run(
            "/usr/bin/convert", ["-delay", "10", "-size", "40x30", "xc:red", "xc:blue", "\(folder)/b-blink.webp"])
        try #require(convert.status == 0, "\(convert.standardError)")
        let result = try CommandRunner.vitrine(
            ["--headless", "--preset", "circle-rotate", "--images", folder, "--frames", "5"], timeout: 60)
        #expect(result.status == 0 && !result.endedBySignal, "\(result.standardError)")
        #expect(
            result.errorLines == [
                "vitrine: \(folder)/b-blink.webp: could not be decoded: it is animated; only still WebP pictures are shown"
            ])
    }

    @Test func aPicturesPathThatCannotBeUsedStopsBeforeAnythingOpens() throws {
        let empty = try CommandRunner.temporaryFolder("no-pictures")
        try Data("notes".utf8).write(to: URL(fileURLWithPath: "\(empty)/notes.txt"))
        let cases: [([String], String)] = [
            (["--images", "\(empty)/missing"], "vitrine: --images \(empty)/missing: no such file or folder\n"),
            (
                ["--images", empty],
                "vitrine: --images \(empty): the folder has no picture files (.jpe, .jpeg, .jpg, .png, .webp)\n"
            ),
            (["--image-memory", "8"], "vitrine: --image-memory must be 16 to 16384 MiB, got 8\n"),
        ]
        for (arguments, message) in cases {
            let result = try CommandRunner.vitrine(["--headless", "--frames", "2"] + arguments)
            #expect(result.status == 64 && result.standardError == message, "\(arguments)")
        }
    }

    @Test func aDropAndAPresetPutPicturesOnTheCards() throws {
        let folder = try CommandRunner.temporaryFolder("dropped")
        try TestPictures.writeFolder(folder, count: 3)
        let script = CommandRunner.temporaryPath("drop.txt"), before = CommandRunner.temporaryPath("before.png")
        let after = CommandRunner.temporaryPath("after.png")
        try "0 shot \(before)\n10 drop \(folder)\n50 shot \(after)\n50 quit\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(["--headless", "--preset", "simple-horizontal", "--script", script])
        #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
        // The centered card: its color and number before, the first picture's sky after.
        let center = (x: 640, y: 300)
        #expect(try Bitmap(contentsOfFile: before)[center.x, center.y] != Bitmap(contentsOfFile: after)[center.x, center.y])

        let presets = CommandRunner.temporaryPath("presets.json"), shot = CommandRunner.temporaryPath("preset.png")
        try """
        {"presets": [{"name": "photos", "scene": "showcase", "base": "simple-horizontal", "pictures": "\(folder)"}]}
        """.write(toFile: presets, atomically: true, encoding: .utf8)
        let fromPreset = try CommandRunner.vitrine(
            ["--headless", "--presets", presets, "--preset", "photos", "--frames", "3", "--screenshot", shot])
        #expect(fromPreset.status == 0 && fromPreset.standardError.isEmpty, "\(fromPreset.standardError)")
        #expect(try Bitmap(contentsOfFile: shot)[center.x, center.y] == Bitmap(contentsOfFile: after)[center.x, center.y])
    }

    /// A scroll through a thousand pictures with a 16 MiB budget: the textures never take more,
    /// and the process's peak memory stays far below what keeping them all would take (each
    /// 320 × 240 texture is 300 KiB; a thousand, 293 MiB).
    @Test func theTextureBudgetHoldsThroughAThousandPictures() throws {
        let folder = try CommandRunner.temporaryFolder("thousand")
        try TestPictures.writeFolder(folder, count: 1000)
        let script = CommandRunner.temporaryPath("scroll.txt")
        // Page Down every 100 ms: a screen of cards at a time, 150 times, past every card.
        let lines = (0..<150).map { "\($0 * 100) key PageDown" } + ["15100 quit"]
        try (lines.joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(
            [
                "--headless", "--preset", "simple-horizontal", "--images", folder, "--image-memory", "16", "--script", script,
                "--check",
            ],
            timeout: 300)
        #expect(result.status == 0 && !result.endedBySignal, "\(result.standardError)")
        let report = try #require(result.standardOutput.split(separator: "\n").first { $0.hasPrefix("check: ") })
        let textures = try #require(Self.mebibytes(after: "picture textures at most ", in: String(report)))
        let peak = try #require(Self.mebibytes(after: "peak resident memory of the run ", in: String(report)))
        #expect(textures <= 16, "\(report)")
        #expect(peak < 400, "\(report)")
    }

    /// The number of MiB after `prefix` in `text`.
    static func mebibytes(after prefix: String, in text: String) -> Double? {
        guard let range = text.range(of: prefix) else { return nil }
        return Double(text[range.upperBound...].prefix { $0.isNumber || $0 == "." })
    }
}
