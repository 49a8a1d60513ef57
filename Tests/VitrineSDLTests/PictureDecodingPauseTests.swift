import Foundation
import Testing

@testable import VitrineSDL

/// A window's frame loop holds the decoding of JPEGs while llvmpipe draws a frame.
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
