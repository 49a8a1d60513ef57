import Foundation
import Testing
@_spi(Vitrine) import VitrineCanvas
import VitrineFiles
import VitrineGeometry
import VitrineTestSupport

@testable import VitrineSDL

/// Pictures decoded by SDL2_image off the frame loop and drawn headless.
@Suite("Picture library", .serialized)
@MainActor
struct PictureLibraryTests {
    static let background = Color(hex: 0x101010)
    static let fill = Color(hex: 0x3366CC)

    /// Writes a `width` × `height` PNG of one `color` as `name` in `folder`.
    func writePicture(_ name: String, in folder: ScratchFolder, width: Int = 64, height: Int = 64, color: Color = fill) throws
        -> String
    {
        let texel = color.rgba8
        let pixel: [UInt8] = [texel.red, texel.green, texel.blue, 255]
        let bytes = [[UInt8]](repeating: pixel, count: width * height).flatMap { $0 }
        let path = folder.file(name)
        try #require(Bitmap(width: width, height: height, bytes: bytes)).writePNG(to: path)
        return path
    }

    @Test func averagingCountsEachPixelOnceWeightedByItsAlpha() {
        // 4 × 2 straight RGBA: the left box has a transparent red pixel, which lends no color.
        let pixels: [UInt8] = [
            255, 0, 0, 0, 0, 0, 200, 255, 10, 20, 30, 255, 30, 40, 50, 255,
            0, 0, 100, 255, 0, 0, 100, 255, 50, 60, 70, 255, 70, 80, 90, 255,
        ]
        let averaged = pixels.withUnsafeBytes {
            DecodedPicture.averaged($0, width: 4, height: 2, pitch: 16, toWidth: 2, height: 1)
        }
        // Left: blue (200 + 100 + 100) / 3 = 133.3 → 133, alpha (0 + 3 · 255) / 4 = 191.25 → 191.
        // Right: the four colors' means, opaque.
        #expect(averaged == [0, 0, 133, 191, 40, 50, 60, 255])
        #expect(!DecodedPicture.isOpaque(averaged) && DecodedPicture.isOpaque([0, 0, 0, 255, 9, 9, 9, 255]))
    }

    @Test func aPictureIsDecodedScaledDownAndDrawnCutToItsCard() throws {
        let folder = try ScratchFolder()
        let path = try writePicture("big.png", in: folder, width: 800, height: 600)
        let decoded = try DecodedPicture(path: path, longestSide: 256)
        #expect(decoded.width == 256 && decoded.height == 192 && !decoded.isFullSize && decoded.isOpaque)
        #expect(Array(decoded.rgba[0..<4]) == [0x33, 0x66, 0xCC, 255])

        let library = try SDLLibrary(videoDriver: "offscreen")
        let window = try Window(library: library, title: "test", size: Size(width: 200, height: 200), isHidden: true)
        let renderer = try Renderer(window: window, vsync: false)
        let pictures = PictureLibrary(renderer: renderer, threadCount: 1)
        pictures.files = [path]
        // The same card twice: as a shape of the picture's color, and as the picture.
        var shape = RenderingTests.card
        shape.fillColor = Self.fill
        var card = RenderingTests.card
        card.fillColor = .clear
        card.picture = NodePicture(number: 0, pixelSize: Size(width: 800, height: 600))

        func frame(_ node: Node) throws -> Bitmap {
            var list = DrawList()
            pictures.beginFrame()
            list.append(node, pictures: pictures)
            if pictures.loadRequestedNow() {
                list.removeAll()
                list.append(node, pictures: pictures)
            }
            renderer.clear(to: Self.background)
            try renderer.draw(list, atlas: nil, pictures: pictures)
            return try renderer.readPixels()
        }
        let picture = try frame(card), filled = try frame(shape)
        #expect(pictures.readout.textureCount == 1 && pictures.readout.textureBytes == 128 * 96 * 4)
        #expect(pictures.isOpaque(picture: 0) && !pictures.isOpaque(picture: 1))
        #expect(picture[100, 100] == Self.fill.rgba8)
        // The edges and corners anti-aliased as the shape's: every pixel within two levels.
        var largest = 0
        for y in 0..<200 {
            for x in 0..<200 {
                let a = picture[x, y], b = filled[x, y]
                largest = max(
                    largest, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
            }
        }
        #expect(largest <= 2, "a pixel differs from the shape's by \(largest) levels")
    }

    /// The scheduling policy (`/proc`'s field 41) of each of this process's threads whose name
    /// starts with `prefix`.
    static func schedulingPolicies(ofThreadsNamed prefix: String) -> [Int] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.compactMap { task in
            guard let name = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8),
                name.hasPrefix(prefix),
                let stat = try? String(contentsOfFile: "/proc/self/task/\(task)/stat", encoding: .utf8),
                let end = stat.lastIndex(of: ")")
            else { return nil }
            // After the name in parentheses, fields 3 onwards; the policy is field 41.
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            return fields.count > 38 ? Int(fields[38]) : nil
        }
    }

    /// A window's decoding threads run only on idle cores (SCHED_IDLE, policy 5); a headless
    /// run's are ordinary threads at a lowered priority (policy 0), and both decode.
    @Test func aWindowsPicturesAreDecodedOnIdleCores() throws {
        let folder = try ScratchFolder()
        let path = try writePicture("idle.png", in: folder, width: 40, height: 30)
        let library = try SDLLibrary(videoDriver: "offscreen")
        let window = try Window(library: library, title: "test", size: Size(width: 100, height: 100), isHidden: true)
        let renderer = try Renderer(window: window, vsync: false)
        // Kept until the threads are looked at: a library stops its threads when it goes.
        let libraries = [true, false].map { whenIdle in
            let pictures = PictureLibrary(renderer: renderer, threadCount: 1, decodesWhenIdle: whenIdle)
            pictures.files = [path]
            pictures.beginFrame()
            _ = pictures.texture(forPicture: 0, longestSide: 40)
            #expect(pictures.loadRequestedNow())
            #expect(pictures.texture(forPicture: 0, longestSide: 40) != nil)
            return pictures
        }
        defer { withExtendedLifetime(libraries) {} }
        #expect(Self.schedulingPolicies(ofThreadsNamed: "pictures.idle.").contains(5))
        #expect(!Self.schedulingPolicies(ofThreadsNamed: "pictures.0").isEmpty)
        #expect(Self.schedulingPolicies(ofThreadsNamed: "pictures.0").allSatisfy { $0 == 0 })
    }

    /// Pictures committed beside this file, made with ImageMagick: 800 × 600 of #3366CC.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test func aJPEGAndAnOpaqueWebPAreScaledDownInTheirDecoders() throws {
        let jpeg = Self.fixtures.appendingPathComponent("blue-800x600.jpg").path
        // 800 → 100 at an eighth in the decoder; → 150 at a quarter (200), then averaged.
        let eighth = try DecodedPicture(path: jpeg, longestSide: 100)
        #expect(eighth.width == 100 && eighth.height == 75 && !eighth.isFullSize)
        let quarter = try DecodedPicture(path: jpeg, longestSide: 150)
        #expect(quarter.width == 150 && quarter.height == 113)
        let whole = try DecodedPicture(path: jpeg, longestSide: 2048)
        #expect(whole.width == 800 && whole.height == 600 && whole.isFullSize)
        for picture in [eighth, quarter, whole] {
            #expect(picture.isOpaque)
            let middle = (picture.height / 2 * picture.width + picture.width / 2) * 4
            let texel = Array(picture.rgba[middle..<(middle + 4)])
            // JPEG's rounding: within two levels of the color.
            #expect(zip(texel, [0x33, 0x66, 0xCC, 255]).allSatisfy { abs(Int($0) - $1) <= 2 }, "\(texel)")
        }
        // 800 → 256 in libwebp's rescaler.
        let webp = try DecodedPicture(path: Self.fixtures.appendingPathComponent("blue-800x600.webp").path, longestSide: 256)
        #expect(webp.width == 256 && webp.height == 192 && Array(webp.rgba[0..<4]) == [0x33, 0x66, 0xCC, 255])
        #expect(webp.isOpaque && !webp.isFullSize)
    }

    @Test func texturesPastTheBudgetGoLeastRecentlyShownFirst() throws {
        let folder = try ScratchFolder()
        let paths = try (0..<3).map { try writePicture("p\($0).png", in: folder) }
        let library = try SDLLibrary(videoDriver: "offscreen")
        let window = try Window(library: library, title: "test", size: Size(width: 100, height: 100), isHidden: true)
        let renderer = try Renderer(window: window, vsync: false)
        // Each 64 × 64 texture takes 16 KiB; room for two.
        let pictures = PictureLibrary(renderer: renderer, budget: 40 * 1024, threadCount: 1)
        pictures.files = paths
        var numbers: [Int] = []
        for picture in 0..<3 {
            pictures.beginFrame()
            _ = pictures.texture(forPicture: picture, longestSide: 64)
            #expect(pictures.loadRequestedNow())
            numbers.append(try #require(pictures.texture(forPicture: picture, longestSide: 64)))
        }
        // The third frame kept all three (those shown in the last frame stay); the next drops
        // the one shown least recently, picture 0.
        pictures.beginFrame()
        #expect(pictures.readout.textureCount == 2 && pictures.readout.textureBytes == 32 * 1024)
        #expect(pictures.texture(numbered: numbers[0]) == nil)
        #expect(pictures.texture(numbered: numbers[1]) != nil && pictures.texture(numbered: numbers[2]) != nil)
        // Asked again, it is decoded again, and another goes.
        #expect(pictures.texture(forPicture: 0, longestSide: 64) == nil)
        #expect(pictures.loadRequestedNow())
        pictures.beginFrame()
        pictures.beginFrame()
        #expect(pictures.readout.textureBytes <= 40 * 1024)
    }

    @Test func aFileThatDoesNotDecodeIsReportedOnce() throws {
        let folder = try ScratchFolder()
        // A PNG header and end around data that is not a compressed image.
        let broken =
            pngSignature + pngHeader(width: 64, height: 64) + pngChunk("IDAT", [UInt8](repeating: 0x5A, count: 100))
            + pngChunk("IEND", [])
        let path = folder.file("broken.png")
        try Data(broken).write(to: URL(fileURLWithPath: path))
        let library = try SDLLibrary(videoDriver: "offscreen")
        let window = try Window(library: library, title: "test", size: Size(width: 100, height: 100), isHidden: true)
        let pictures = PictureLibrary(renderer: try Renderer(window: window, vsync: false), threadCount: 1)
        pictures.files = [path]
        pictures.beginFrame()
        #expect(pictures.texture(forPicture: 0, longestSide: 64) == nil)
        #expect(!pictures.loadRequestedNow())
        let problems = pictures.takeProblems()
        #expect(problems.count == 1 && problems.first?.number == 0)
        guard case .undecodable = problems.first?.problem else {
            Issue.record("expected a decoding problem, got \(String(describing: problems.first?.problem))")
            return
        }
        // Asked again, it is not decoded again, and not reported again.
        pictures.beginFrame()
        #expect(pictures.texture(forPicture: 0, longestSide: 64) == nil)
        #expect(!pictures.loadRequestedNow() && pictures.takeProblems().isEmpty && pictures.readout.problemCount == 1)
        #expect(
            PictureLibrary.side(for: 1) == 64 && PictureLibrary.side(for: 300) == 512 && PictureLibrary.side(for: 99_999) == 2048)
    }

    /// Two 64 × 64 pictures written in `folder`, and a library on a hidden window with room for
    /// one of their textures (16 KiB each), its files not set yet.
    func twoPicturesWithRoomForOne(in folder: ScratchFolder) throws -> (PictureLibrary, paths: [String]) {
        let paths = try (0..<2).map { try writePicture("p\($0).png", in: folder) }
        let library = try SDLLibrary(videoDriver: "offscreen")
        let window = try Window(library: library, title: "test", size: Size(width: 100, height: 100), isHidden: true)
        let renderer = try Renderer(window: window, vsync: false)
        return (PictureLibrary(renderer: renderer, budget: 20 * 1024, threadCount: 1), paths)
    }

    // A frame asks again for a picture it shows without a texture yet; one the threads have
    // decoded, waiting for the frame that makes it a texture, is not decoded again. (The
    // threads are held, so that a second decode would still be waiting when checked.)
    @Test func aDecodedPictureAskedForAgainIsNotDecodedAgain() throws {
        let folder = try ScratchFolder()
        let (pictures, paths) = try twoPicturesWithRoomForOne(in: folder)
        pictures.files = paths
        pictures.beginFrame()
        #expect(pictures.texture(forPicture: 0, longestSide: 64) == nil)
        pictures.beginFrame()
        #expect(pictures.texture(forPicture: 0, longestSide: 64) == nil, "asked again")
        // Decoded: nothing waits or is being decoded, the picture not yet taken.
        for _ in 0..<500 where pictures.readout.waitingCount > 0 { Thread.sleep(forTimeInterval: 0.01) }
        pictures.pausesDecoding(true)
        defer { pictures.pausesDecoding(false) }
        pictures.beginFrame()
        #expect(pictures.readout.textureCount == 1)
        #expect(pictures.readout.waitingCount == 0, "decoded again")
        #expect(pictures.isSettled == false, "the frame made a texture")
        pictures.beginFrame()
        #expect(pictures.isSettled)
    }

    // A window at rest draws a frame only while its pictures change: new files, a request, a
    // decode, a texture made or dropped each keep it drawing; a frame that changed none settles it.
    @Test func picturesAreSettledOnceNothingWaitsAndNoTextureChanged() throws {
        let folder = try ScratchFolder()
        let (pictures, paths) = try twoPicturesWithRoomForOne(in: folder)
        #expect(pictures.isSettled)
        pictures.files = paths
        #expect(!pictures.isSettled, "new files")
        pictures.beginFrame()
        #expect(pictures.isSettled, "nothing asked for yet")
        #expect(pictures.texture(forPicture: 0, longestSide: 64) == nil)
        #expect(!pictures.isSettled, "a picture asked for")
        // Decoded and made a texture in the next frame, which therefore changed.
        for _ in 0..<500 where pictures.readout.textureCount == 0 {
            pictures.beginFrame()
            _ = pictures.texture(forPicture: 0, longestSide: 64)
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(pictures.readout.textureCount == 1)
        #expect(!pictures.isSettled, "the frame that made the texture")
        pictures.beginFrame()
        #expect(pictures.texture(forPicture: 0, longestSide: 64) != nil)
        #expect(pictures.isSettled)
        // The other picture, past the budget: made, and the first dropped, in one frame.
        let first = try #require(pictures.texture(forPicture: 0, longestSide: 64))
        for _ in 0..<500 where pictures.texture(numbered: first) != nil {
            pictures.beginFrame()
            _ = pictures.texture(forPicture: 1, longestSide: 64)
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(pictures.readout.textureCount == 1 && pictures.texture(numbered: first) == nil)
        #expect(!pictures.isSettled, "the frame that made one texture and dropped another")
        pictures.beginFrame()
        #expect(pictures.texture(forPicture: 1, longestSide: 64) != nil)
        #expect(pictures.isSettled)
    }

    // A window at rest builds no frames, so none asks for the pictures on screen; their
    // textures stay though they take more than the budget, and nothing is decoded again.
    @Test func texturesOnScreenStayWhileTheWindowRests() throws {
        let folder = try ScratchFolder()
        let (pictures, paths) = try twoPicturesWithRoomForOne(in: folder)
        pictures.files = paths
        // Both are on screen.
        pictures.beginFrame()
        for picture in 0..<2 { _ = pictures.texture(forPicture: picture, longestSide: 64) }
        #expect(pictures.loadRequestedNow())
        for picture in 0..<2 { #expect(pictures.texture(forPicture: picture, longestSide: 64) != nil) }
        for tick in 1...5 {
            pictures.beginFrame()
            #expect(pictures.readout.textureCount == 2, "tick \(tick) at rest")
            #expect(pictures.isSettled, "tick \(tick) at rest")
        }
    }
}
