/// A PNG chunk as the format lays it out, for tests that build PNG files byte by byte: its
/// length, type, data and CRC-32 (computed here bit by bit, independently of the reader's).
public func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in body {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 0 ? 0 : 0xEDB8_8320) }
    }
    crc ^= 0xFFFF_FFFF
    let length = UInt32(data.count)
    return [24, 16, 8, 0].map { UInt8((length >> $0) & 0xFF) } + body + [24, 16, 8, 0].map { UInt8((crc >> $0) & 0xFF) }
}

/// The PNG signature.
public let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// An IHDR chunk for an 8-bit RGBA picture of `width` × `height`.
public func pngHeader(width: Int, height: Int) -> [UInt8] {
    let size = [width, height].flatMap { value in [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
    return pngChunk("IHDR", size + [8, 6, 0, 0, 0])
}
