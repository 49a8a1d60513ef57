import Foundation
import Testing
import VitrineFiles
import VitrineTestSupport

@Suite("Picture file headers")
struct PictureFileHeaderTests {
    /// Reads the header of `bytes` as a file of that many bytes.
    func header(_ bytes: [UInt8]) throws(PictureFileProblem) -> PictureFileHeader {
        try PictureFileHeader(fileSize: bytes.count) { offset, count in
            guard offset < bytes.count else { return [] }
            return Array(bytes[offset..<min(offset + count, bytes.count)])
        }
    }

    func bigEndian(_ value: Int, bytes: Int) -> [UInt8] { (0..<bytes).reversed().map { UInt8((value >> (8 * $0)) & 0xFF) } }
    func littleEndian(_ value: Int, bytes: Int) -> [UInt8] { (0..<bytes).map { UInt8((value >> (8 * $0)) & 0xFF) } }

    /// A PNG's signature, IHDR for `width` × `height`, some data, and IEND unless `ended` is false.
    func png(width: Int, height: Int, ended: Bool = true) -> [UInt8] {
        pngSignature + pngHeader(width: width, height: height) + pngChunk("IDAT", [UInt8](repeating: 7, count: 40))
            + (ended ? pngChunk("IEND", []) : [])
    }

    /// A JPEG with an APP1 segment of `appLength` bytes before its start of frame `marker`.
    func jpeg(width: Int, height: Int, marker: UInt8 = 0xC0, appLength: Int = 300, ended: Bool = true) -> [UInt8] {
        let app = [0xFF, 0xE1] + bigEndian(appLength + 2, bytes: 2) + [UInt8](repeating: 0x45, count: appLength)
        let table = [0xFF, 0xC4] + bigEndian(5, bytes: 2) + [1, 2, 3]
        let frame =
            [0xFF, marker] + bigEndian(17, bytes: 2) + [8] + bigEndian(height, bytes: 2) + bigEndian(width, bytes: 2)
            + [UInt8](repeating: 1, count: 10)
        return [0xFF, 0xD8] + app + [0xFF] + table + frame + [0xFF, 0xDA, 0, 4, 9, 9] + [UInt8](repeating: 0x33, count: 50)
            + (ended ? [0xFF, 0xD9] : [])
    }

    /// A WebP of one chunk, `fourCC`, whose payload is `payload`.
    func webp(_ fourCC: String, _ payload: [UInt8], statedExtra: Int = 0) -> [UInt8] {
        let chunk = Array(fourCC.utf8) + littleEndian(payload.count, bytes: 4) + payload
        return Array("RIFF".utf8) + littleEndian(4 + chunk.count + statedExtra, bytes: 4) + Array("WEBP".utf8) + chunk
    }

    @Test func aPNGsSizeComesFromItsIHDR() throws {
        #expect(try header(png(width: 4000, height: 3000)) == PictureFileHeader(format: .png, width: 4000, height: 3000))
        #expect(throws: PictureFileProblem.truncated) { try header(png(width: 4000, height: 3000, ended: false)) }
        #expect(throws: PictureFileProblem.truncated) { try header(Array(png(width: 40, height: 30).prefix(20))) }
        // IEND's CRC is AE 42 60 82, as every PNG's.
        #expect(Array(pngChunk("IEND", []).suffix(4)) == [0xAE, 0x42, 0x60, 0x82])
        // A header whose checksum is wrong is damaged before anything is decoded.
        var damaged = png(width: 40, height: 30)
        damaged[18] ^= 0x01
        #expect(throws: PictureFileProblem.undecodable("its header (IHDR) is damaged: the checksum does not match")) {
            try header(damaged)
        }
    }

    @Test func aJPEGsSizeComesFromItsStartOfFramePastOtherSegments() throws {
        #expect(try header(jpeg(width: 4032, height: 3024)) == PictureFileHeader(format: .jpeg, width: 4032, height: 3024))
        // Progressive (SOF2), and an EXIF segment of 60,000 bytes before it.
        #expect(try header(jpeg(width: 640, height: 480, marker: 0xC2, appLength: 60_000)).width == 640)
        #expect(throws: PictureFileProblem.truncated) { try header(jpeg(width: 640, height: 480, ended: false)) }
        // Cut inside the APP1 segment: the walk runs off the end.
        #expect(throws: PictureFileProblem.truncated) {
            try header(Array(jpeg(width: 64, height: 48).prefix(200)) + [0xFF, 0xD9])
        }
    }

    @Test func aWebPsSizeComesFromItsFirstChunk() throws {
        // Lossy: the frame tag, the start code 9D 01 2A, then 14-bit width and height.
        let lossy = [0x30, 0x01, 0x00, 0x9D, 0x01, 0x2A] + littleEndian(1920, bytes: 2) + littleEndian(1080, bytes: 2) + [0, 0]
        #expect(try header(webp("VP8 ", lossy)) == PictureFileHeader(format: .webp, width: 1920, height: 1080))
        // Lossless: 0x2F, then width − 1 and height − 1 in 14 bits each.
        let bits = (800 - 1) | ((600 - 1) << 14)
        #expect(try header(webp("VP8L", [0x2F] + littleEndian(bits, bytes: 4) + [0, 0, 0, 0, 0])).height == 600)
        // Extended: 24-bit canvas width − 1 and height − 1 after four bytes of flags.
        let extended = [0x10, 0, 0, 0] + littleEndian(9999, bytes: 3) + littleEndian(4999, bytes: 3)
        #expect(try header(webp("VP8X", extended)) == PictureFileHeader(format: .webp, width: 10_000, height: 5_000))
        // The RIFF length promises more than the file has.
        #expect(throws: PictureFileProblem.truncated) { try header(webp("VP8 ", lossy, statedExtra: 100)) }
    }

    @Test func otherBytesAreNotAPicture() {
        #expect(throws: PictureFileProblem.notAPicture) { try header(Array("not a picture, just notes\n".utf8)) }
        #expect(throws: PictureFileProblem.notAPicture) { try header([]) }
        #expect(throws: PictureFileProblem.notAPicture) { try header(webp("ALPH", [UInt8](repeating: 0, count: 20))) }
    }

    @Test func overSixtyFourMegapixelsIsTooLarge() throws {
        // 8192 × 8192 is exactly 64 MP; one more row is too many.
        #expect(try header(png(width: 8192, height: 8192)).width == 8192)
        #expect(throws: PictureFileProblem.tooLarge(width: 8192, height: 8193)) { try header(png(width: 8192, height: 8193)) }
        #expect(throws: PictureFileProblem.tooLarge(width: 65535, height: 65535)) {
            try header(jpeg(width: 65535, height: 65535))
        }
        #expect(
            PictureFileProblem.tooLarge(width: 9000, height: 8000).description
                == "too large: 9000 × 8000 pixels is 68.7 MP, the most is 64 MP")
        #expect(throws: PictureFileProblem.truncated) { try header(png(width: 0, height: 10)) }
    }

    @Test func aFileIsReadForItsHeaderAndOtherPathsAreUnreadable() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/a.png"
        try Data(png(width: 12, height: 34)).write(to: URL(fileURLWithPath: path))
        #expect(try PictureFileHeader(path: path) == PictureFileHeader(format: .png, width: 12, height: 34))
        #expect(throws: PictureFileProblem.unreadable("no such file or folder")) {
            try PictureFileHeader(path: folder.path + "/missing.png")
        }
        #expect(throws: PictureFileProblem.unreadable("it is a folder, expected a regular file")) {
            try PictureFileHeader(path: folder.path)
        }
        #expect(throws: PictureFileProblem.unreadable("an empty path")) { try PictureFileHeader(path: "") }
    }

    @Test func aFolderListsItsPicturesInFileNameOrder() throws {
        let folder = try ScratchFolder()
        for name in ["photo-10.jpg", "photo-2.PNG", "Photo-3.webp", "photo-02.jpeg", ".hidden.png", "notes.txt", "a.jpe"] {
            try Data([1]).write(to: URL(fileURLWithPath: folder.path + "/" + name))
        }
        let names = try PictureFolder.pictureFiles(at: folder.path).map { ($0 as NSString).lastPathComponent }
        #expect(names == ["a.jpe", "photo-02.jpeg", "photo-2.PNG", "Photo-3.webp", "photo-10.jpg"])
        // A file is itself, whatever its name; a missing path says so.
        #expect(try PictureFolder.pictureFiles(at: folder.path + "/notes.txt") == [folder.path + "/notes.txt"])
        #expect(throws: FileError.self) { try PictureFolder.pictureFiles(at: folder.path + "/nothing") }
    }

    @Test func fileNameOrderIsATotalOrder() {
        let names = ["b", "B", "a10", "a2", "a02", "a2b", "10", "9", "", "z-1", "Z-01", "x.jpg", "x 2.jpg", "x 10.jpg"]
        for a in names {
            #expect(!PictureFolder.isInFileNameOrder(a, a))
            for b in names where a != b {
                #expect(PictureFolder.isInFileNameOrder(a, b) != PictureFolder.isInFileNameOrder(b, a), "\(a) · \(b)")
                for c in names where PictureFolder.isInFileNameOrder(a, b) && PictureFolder.isInFileNameOrder(b, c) {
                    #expect(PictureFolder.isInFileNameOrder(a, c), "\(a) < \(b) < \(c)")
                }
            }
        }
    }
}
