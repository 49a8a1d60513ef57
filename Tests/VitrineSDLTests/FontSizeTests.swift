import Testing
import VitrineTestSupport

@_spi(Vitrine) @testable import VitrineSDL

@Suite("One face of the font at every size", .serialized)
@MainActor
struct FontSizeTests {
    /// Letters with and without kerning, one reaching left of the pen (j), a space, digits,
    /// accents and a glyph the font lacks (U+E000).
    static let scalars = Array("AVAWTo jy 0123 ·é…\u{E000}".unicodeScalars)

    /// The atlas keeps one face and sets it to each size as it is asked for; what it draws at a
    /// size must not depend on the sizes it was set to before. Every glyph image, metric and
    /// kerning pair, at sizes asked for in a seeded order with repeats, equals that of a face
    /// opened at that size.
    @Test func aFaceSetToASizeDrawsWhatAFaceOpenedAtThatSizeDraws() throws {
        let library = try SDLLibrary(video: false)
        let file = try FontFile(library: library, path: AtlasTests.fontPath)
        let face = try Font(file: file, pixelSize: 16)
        var random = SplitMix64(seed: 37)
        // The whole pixel sizes text takes up to 32 pixels, then the ladder's larger ones.
        let sizes = (Array(3...32) + [34, 36, 38, 40, 42, 45, 48, 64, 96, 128, 181, 256]).shuffled(using: &random)
        for size in sizes + sizes.shuffled(using: &random).prefix(12) {
            #expect(face.setPixelSize(size))
            #expect(face.pixelSize == size)
            let opened = try Font(file: file, pixelSize: size)
            #expect(face.ascent == opened.ascent, "ascent at \(size) px")
            #expect(face.descent == opened.descent, "descent at \(size) px")
            #expect(face.lineSkip == opened.lineSkip, "line skip at \(size) px")
            for scalar in Self.scalars {
                #expect(face.glyphImage(for: scalar) == opened.glyphImage(for: scalar), "\(scalar) at \(size) px")
            }
            #expect(face.kerning(between: "A", and: "V") == opened.kerning(between: "A", and: "V"))
            #expect(face.kerning(between: "T", and: "o") == opened.kerning(between: "T", and: "o"))
        }
        // What the comparison above rests on: the images differ from size to size, kerning is
        // there, and a lacking glyph has no image.
        #expect(face.setPixelSize(20))
        let twenty = face.glyphImage(for: "A")
        #expect(face.setPixelSize(21))
        #expect(face.glyphImage(for: "A") != twenty)
        #expect(face.kerning(between: "A", and: "V") < 0)
        #expect(face.glyphImage(for: "\u{E000}") == nil)
        #expect(face.glyphImage(for: " ")?.image == nil)
        #expect(face.glyphImage(for: " ")?.advance ?? 0 > 0)
    }

    /// A size SDL2_ttf refuses leaves the face at the size it had.
    @Test func aRefusedSizeKeepsTheSizeBefore() throws {
        let library = try SDLLibrary(video: false)
        let face = try Font(file: try FontFile(library: library, path: AtlasTests.fontPath), pixelSize: 16)
        let sixteen = face.glyphImage(for: "g")
        #expect(!face.setPixelSize(0))
        #expect(!face.setPixelSize(-4))
        #expect(face.pixelSize == 16)
        #expect(face.glyphImage(for: "g") == sixteen)
    }
}
