import CSDL2
import Foundation
import Testing
import VitrineTestSupport

@testable import VitrineSDL

/// A window's frame loop holds the decoding of JPEGs and PNGs while llvmpipe draws a frame.
@Suite("Pausing picture decoding")
struct PictureDecodingPauseTests {
    static let jpeg = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/blue-800x600.jpg").path

    // Held, a JPEG's decoding does not finish, however long (half a second here, where the
    // whole 800 × 600 picture takes a few milliseconds); let go, it finishes, with the picture
    // it would have made anyway.
    @Test func aHeldDecodingWaitsUntilLetGo() throws {
        let worker = PictureWorker(threadCount: 1)
        defer { worker.stop() }
        worker.pausesDuringFrames(true)
        worker.replacePending(with: [PictureWorker.Request(number: 0, path: Self.jpeg, longestSide: 2048)])
        Thread.sleep(forTimeInterval: 0.5)
        #expect(worker.takeFinished().isEmpty)
        #expect(worker.waitingCount == 1)
        worker.pausesDuringFrames(false)
        let outcomes = worker.waitForFinished()
        let picture = try #require(outcomes.first).result.get()
        let unpaused = try DecodedPicture(path: Self.jpeg, longestSide: 2048)
        #expect(outcomes.count == 1 && picture.width == 800 && picture.height == 600)
        #expect(picture.rgba == unpaused.rgba)
    }

    // Scaling a decoded picture down waits too, between rows, for every format: held, it does
    // not finish in half a second (the whole scaling takes a few milliseconds); let go, it
    // gives the texels it gives unheld. Without the wait, it finishes while held.
    @Test func aHeldScalingWaitsUntilLetGo() throws {
        let (width, height) = (1000, 750)
        let pixels = (0..<width * height * 4).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        let held = HeldWork.run { pause in
            pixels.withUnsafeBytes {
                DecodedPicture.averaged(
                    $0, width: width, height: height, pitch: width * 4, toWidth: 512, height: 384, pause: pause)
            }
        }
        #expect(!held.finishedWhileHeld, "the scaling finished while held")
        let unheld = pixels.withUnsafeBytes {
            DecodedPicture.averaged($0, width: width, height: height, pitch: width * 4, toWidth: 512, height: 384)
        }
        // Compared as one Bool: a failure would otherwise print 786,432 bytes twice.
        let isTheSame = held.result == unheld
        #expect(isTheSame)
    }

    // A PNG's decoding waits before each 4 KiB it reads: held from the start, an 800 × 600 PNG
    // of noise (1.9 MB, a few milliseconds to decode) is not decoded in half a second; let go,
    // it gives the pixels an unheld decoding gives. Without the wait, it finishes while held.
    @Test func aHeldPNGDecodingWaitsUntilLetGo() throws {
        let folder = try ScratchFolder()
        let (width, height) = (800, 600)
        let noise = (0..<width * height * 4).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
        let path = folder.file("noise.png")
        try #require(Bitmap(width: width, height: height, bytes: noise)).writePNG(to: path)
        let held = HeldWork.run { Self.decodePNG(path, pause: $0) ?? [] }
        #expect(!held.finishedWhileHeld, "the decoding finished while held")
        let unheld = try #require(Self.decodePNG(path, pause: nil))
        // Compared as one Bool: a failure would otherwise print 1,920,000 bytes twice.
        let isTheSame = held.result == unheld && unheld == noise
        #expect(isTheSame)
    }

    /// The RGBA pixels of the PNG at `path`, decoded by the C side while the int at `pause`
    /// lets it; `nil` when it cannot be.
    static func decodePNG(_ path: String, pause: UnsafePointer<Int32>?) -> [UInt8]? {
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 64)
        guard let pixels = vitrine_decode_png(path, 1 << 26, &width, &height, &message, pause) else { return nil }
        defer { free(pixels) }
        return Array(UnsafeBufferPointer(start: pixels, count: Int(width) * Int(height) * 4))
    }

    // Stopping lets a held decoding go, so that its thread ends.
    @Test func stoppingLetsAHeldDecodingGo() throws {
        let worker = PictureWorker(threadCount: 1)
        worker.pausesDuringFrames(true)
        worker.replacePending(with: [PictureWorker.Request(number: 0, path: Self.jpeg, longestSide: 2048)])
        Thread.sleep(forTimeInterval: 0.2)
        #expect(worker.waitingCount == 1)
        worker.stop()
        var waited = 0.0
        while worker.waitingCount > 0, waited < 10 {
            Thread.sleep(forTimeInterval: 0.01)
            waited += 0.01
        }
        #expect(worker.waitingCount == 0)
    }

    // Left alone, the flag holds nothing.
    @Test func aDecodingNeverHeldFinishes() throws {
        let worker = PictureWorker(threadCount: 1)
        defer { worker.stop() }
        worker.replacePending(with: [PictureWorker.Request(number: 0, path: Self.jpeg, longestSide: 100)])
        let picture = try #require(worker.waitForFinished().first).result.get()
        #expect(picture.width == 100 && picture.height == 75)
    }
}
