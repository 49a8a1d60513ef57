import Testing
import VitrineTestSupport

@testable import VitrineGIF

/// Encodes `frames` with their delays and decodes the result with the test decoder.
private func roundTrip(_ frames: [(frame: TestFrame, delay: Int)]) throws -> TestGIFDecoder {
    let first = try #require(frames.first)
    var gif = AnimatedGIF(width: first.frame.width, height: first.frame.height)
    for (frame, delay) in frames {
        try gif.append(rgba: frame.rgba, delay: delay)
    }
    return try TestGIFDecoder(bytes: gif.bytes)
}

/// A dark frame with two flat "cards" and a one-pixel outline: a handful of colors.
private func cardsFrame(width: Int, height: Int) -> TestFrame {
    var frame = TestFrame(width: width, height: height, color: 0x1C1C1E)
    frame.fill(left: 4, top: 4, width: 24, height: 16, color: 0x0A84FF)
    frame.fill(left: 34, top: 20, width: 20, height: 22, color: 0xFF9F0A)
    frame.fill(left: 5, top: 5, width: 22, height: 1, color: 0xFFFFFF)
    return frame
}

/// A smooth gradient in which almost every pixel has its own color.
private func gradientFrame(width: Int, height: Int, shift: Int = 0) -> TestFrame {
    TestFrame(width: width, height: height) { column, row in
        TestFrame.color(
            red: (column + shift) * 255 / (width + shift - 1),
            green: row * 255 / (height - 1),
            blue: (column + row) * 255 / (width + height - 2)
        )
    }
}

/// A frame using 256 random colors decodes to exactly the same pixels.
@Test func frameWithAtMost256ColorsRoundTripsExactly() throws {
    var random = SplitMix64(seed: 1)
    var colors: Set<UInt32> = []
    while colors.count < 256 {
        colors.insert(UInt32.random(in: 0...0xFF_FFFF, using: &random))
    }
    let palette = Array(colors).sorted()
    let frame = TestFrame(width: 37, height: 23) { _, _ in
        palette[Int.random(in: 0..<palette.count, using: &random)]
    }

    let decoded = try roundTrip([(frame, 10)])

    #expect(decoded.width == 37)
    #expect(decoded.height == 23)
    #expect(decoded.frames.count == 1)
    #expect(decoded.frames.first?.canvas == frame.pixels)
    #expect(decoded.frames.first?.transparentIndex == nil)
}

/// Every frame of an animation with small changes decodes exactly, and each image
/// covers exactly the pixels that changed.
@Test func smallChangesEncodeOnlyTheChangedRectangleAndRoundTrip() throws {
    let base = cardsFrame(width: 64, height: 48)
    var scattered = base
    scattered[10, 5] = 0x30D158
    scattered[24, 11] = 0xFF375F
    scattered[17, 8] = 0x30D158
    var block = scattered
    block.fill(left: 40, top: 30, width: 10, height: 10, color: 0xBF5AF2)
    let frames = [(base, 10), (scattered, 20), (block, 30), (base, 40)]

    let decoded = try roundTrip(frames)

    try #require(decoded.frames.count == 4)
    for (decodedFrame, (source, delay)) in zip(decoded.frames, frames) {
        #expect(decodedFrame.canvas == source.pixels)
        #expect(decodedFrame.delay == delay)
        #expect(decodedFrame.disposal == 1)
    }
    let first = decoded.frames[0]
    #expect([first.left, first.top, first.width, first.height] == [0, 0, 64, 48])
    let second = decoded.frames[1]
    #expect([second.left, second.top, second.width, second.height] == [10, 5, 15, 7])
    #expect(second.transparentIndex != nil)
    let third = decoded.frames[2]
    #expect([third.left, third.top, third.width, third.height] == [40, 30, 10, 10])
    let fourth = decoded.frames[3]
    #expect([fourth.left, fourth.top, fourth.width, fourth.height] == [10, 5, 40, 35])
}

/// A change that needs all 256 table entries for colors is written without
/// transparency so it stays exact.
@Test func changeUsingExactly256ColorsAmongUnchangedPixelsStaysLossless() throws {
    // Every pixel of the second frame uses one of 256 colors, and the changed pixels use all
    // of them, so reserving a transparent index would force a lossy palette.
    let colors = (0..<256).map { UInt32($0) * 0x010101 }
    let first = TestFrame(width: 32, height: 12) { column, row in
        row < 8 ? 0x123456 : colors[0]
    }
    var second = first
    for row in 0..<8 {
        for column in 0..<32 {
            second[column, row] = colors[row * 32 + column]
        }
    }

    let decoded = try roundTrip([(first, 5), (second, 5)])

    try #require(decoded.frames.count == 2)
    #expect(decoded.frames[1].canvas == second.pixels)
    #expect(decoded.frames[1].transparentIndex == nil)
}

/// Repeated frames add no images; their delays are added to the frame they repeat.
@Test func identicalFramesOnlyLengthenTheDelay() throws {
    let first = cardsFrame(width: 40, height: 30)
    var second = first
    second.fill(left: 0, top: 0, width: 3, height: 3, color: 0x64D2FF)

    let decoded = try roundTrip([(first, 10), (first, 20), (first, 5), (second, 7), (second, 8)])

    #expect(decoded.frames.count == 2)
    #expect(decoded.frames.map(\.delay) == [35, 15])
    #expect(decoded.frames.last?.canvas == second.pixels)
}

/// Repeats of the very first frame also only lengthen its delay.
@Test func repeatedFirstFrameStaysOneImage() throws {
    let frame = cardsFrame(width: 40, height: 30)

    let decoded = try roundTrip([(frame, 50), (frame, 50), (frame, 50)])

    #expect(decoded.frames.count == 1)
    #expect(decoded.frames.first?.delay == 150)
}

/// Frames with more than 256 colors decode to within 12 of the source on every channel,
/// for a full frame and for a partial frame that also uses transparency.
@Test func gradientWithMoreThan256ColorsStaysWithinTolerance() throws {
    let tolerance = 12
    let first = gradientFrame(width: 160, height: 100)
    #expect(Set(first.pixels).count > 256)
    // Change every other pixel of a region, so the changed rectangle needs both a lossy
    // palette and transparent pixels.
    var second = first
    let shifted = gradientFrame(width: 160, height: 100, shift: 40)
    for row in 20..<80 {
        for column in 30..<130 where (row + column) % 2 == 0 {
            second[column, row] = shifted[column, row]
        }
    }

    let decoded = try roundTrip([(first, 10), (second, 10)])

    try #require(decoded.frames.count == 2)
    #expect(first.largestChannelError(comparedWith: decoded.frames[0].canvas) <= tolerance)
    #expect(second.largestChannelError(comparedWith: decoded.frames[1].canvas) <= tolerance)
    #expect(decoded.frames[1].transparentIndex != nil)
}

/// A frame with the wrong number of bytes throws an error naming both counts and
/// leaves the animation usable.
@Test func wrongByteCountIsRejected() throws {
    var gif = AnimatedGIF(width: 3, height: 2)

    #expect(throws: AnimatedGIFError.wrongByteCount(expected: 24, actual: 23)) {
        try gif.append(rgba: Array(repeating: 0, count: 23), delay: 10)
    }
    #expect(throws: AnimatedGIFError.wrongByteCount(expected: 24, actual: 18)) {
        try gif.append(rgba: Array(repeating: 0, count: 18), delay: 10)
    }
    let message = AnimatedGIFError.wrongByteCount(expected: 24, actual: 23).description
    #expect(message.contains("24"))
    #expect(message.contains("23"))
    #expect(!message.contains("\n"))

    try gif.append(rgba: Array(repeating: 0, count: 24), delay: 10)
    #expect(try TestGIFDecoder(bytes: gif.bytes).frames.count == 1)
}

/// Negative delays and canvas sizes a GIF cannot store throw errors.
@Test func negativeDelayAndUnsupportedSizeAreRejected() {
    var gif = AnimatedGIF(width: 2, height: 2)
    #expect(throws: AnimatedGIFError.negativeDelay(-1)) {
        try gif.append(rgba: Array(repeating: 0, count: 16), delay: -1)
    }

    var empty = AnimatedGIF(width: 0, height: 5)
    #expect(throws: AnimatedGIFError.unsupportedSize(width: 0, height: 5)) {
        try empty.append(rgba: [], delay: 10)
    }
    var huge = AnimatedGIF(width: 70_000, height: 1)
    #expect(throws: AnimatedGIFError.unsupportedSize(width: 70_000, height: 1)) {
        try huge.append(rgba: [], delay: 10)
    }
}

/// The file starts with the GIF89a signature and screen size, loops forever through the
/// NETSCAPE2.0 extension and ends with the trailer byte.
@Test func fileHasSignatureLoopExtensionAndTrailer() throws {
    var gif = AnimatedGIF(width: 300, height: 2)
    try gif.append(rgba: cardsFrame(width: 300, height: 2).rgba, delay: 4)
    let bytes = gif.bytes

    #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
    #expect(Array(bytes[6..<10]) == [44, 1, 2, 0])
    #expect(bytes.last == 0x3B)
    let netscape = Array("NETSCAPE2.0".utf8)
    let hasLoopExtension = bytes.indices.contains { start in
        Array(bytes[start...].prefix(netscape.count + 3)) == [0x21, 0xFF, 11] + netscape
    }
    #expect(hasLoopExtension)
    let decoded = try TestGIFDecoder(bytes: bytes)
    #expect(decoded.loopCount == 0)
    #expect(decoded.frames.count == 1)
}

/// An animation without frames is still a well-formed file.
@Test func emptyAnimationIsAWellFormedFile() throws {
    let decoded = try TestGIFDecoder(bytes: AnimatedGIF(width: 8, height: 8).bytes)

    #expect(decoded.frames.isEmpty)
    #expect(decoded.loopCount == 0)
}

@Suite("An animated GIF handed out as it grows")
struct AnimatedGIFStreamingTests {
    @Test func theFinalPartsAndTheClosingBytesMakeTheWholeFile() throws {
        var whole = AnimatedGIF(width: 4, height: 2)
        var streamed = AnimatedGIF(width: 4, height: 2)
        var file: [UInt8] = []
        for step in 0..<6 {
            let rgba: [UInt8] = (0..<8).flatMap { (pixel: Int) -> [UInt8] in
                [UInt8(pixel * 30 + step * 7), UInt8(step * 40), 9, 255]
            }
            try whole.append(rgba: rgba, delay: 3 + step % 2)
            try streamed.append(rgba: rgba, delay: 3 + step % 2)
            file += streamed.takeFinalBytes()
        }
        #expect(file + streamed.closingBytes == whole.bytes)
        // Nothing final is kept once taken: only the newest frame waits.
        #expect(streamed.takeFinalBytes() == [])
    }
}
