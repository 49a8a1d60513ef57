import Foundation

/// The blocks of a GIF file, read as far as the tests need: the canvas, each image's
/// rectangle, and whether the file ends with its trailer.
struct GIFStructure {
    /// An image's place on the canvas.
    struct Frame {
        var x: Int, y: Int, width: Int, height: Int
        var maxX: Int { x + width }
        var maxY: Int { y + height }
    }

    enum ReadError: Error { case notAGIF, truncated }

    var width = 0
    var height = 0
    var frames: [Frame] = []
    /// Whether the file ends with the trailer byte after its last block.
    var isComplete = false

    init(path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard bytes.count >= 13, bytes[0..<6].elementsEqual("GIF89a".utf8) else { throw ReadError.notAGIF }
        func word(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        width = word(6)
        height = word(8)
        var at = 13 + (bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0)
        func skipSubBlocks() throws {
            while true {
                guard at < bytes.count else { throw ReadError.truncated }
                let size = Int(bytes[at])
                at += 1 + size
                if size == 0 { return }
            }
        }
        while at < bytes.count {
            switch bytes[at] {
            case 0x21:
                at += 2
                try skipSubBlocks()
            case 0x2C:
                guard at + 10 <= bytes.count else { throw ReadError.truncated }
                frames.append(Frame(x: word(at + 1), y: word(at + 3), width: word(at + 5), height: word(at + 7)))
                let flags = bytes[at + 9]
                at += 10 + (flags & 0x80 != 0 ? 3 << (Int(flags & 7) + 1) : 0) + 1
                try skipSubBlocks()
            case 0x3B:
                isComplete = at == bytes.count - 1
                return
            default:
                throw ReadError.truncated
            }
        }
    }
}
