/// Reads one message that ``LiveMessageWriter`` built, in the same order; every read throws
/// ``LiveMessageError`` rather than reading past the end.
public struct LiveMessageReader: Sendable {
    private let bytes: [UInt8]
    private var position = 0

    /// A reader at the start of `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { position == bytes.count }

    /// The next byte.
    public mutating func readByte() throws(LiveMessageError) -> UInt8 {
        guard position < bytes.count else { throw .truncated }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next four bytes as a number, least significant first.
    public mutating func readUInt32() throws(LiveMessageError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw .truncated }
        var value: UInt32 = 0
        for index in 0..<4 { value |= UInt32(bytes[position + index]) << UInt32(8 * index) }
        position += 4
        return value
    }

    /// The next eight bytes as a `Double`'s bit pattern.
    public mutating func readDouble() throws(LiveMessageError) -> Double {
        guard bytes.count - position >= 8 else { throw .truncated }
        var pattern: UInt64 = 0
        for index in 0..<8 { pattern |= UInt64(bytes[position + index]) << UInt64(8 * index) }
        position += 8
        return Double(bitPattern: pattern)
    }

    /// A count, checked against the bytes left for items of `itemSize` bytes at least.
    private mutating func readCount(itemSize: Int) throws(LiveMessageError) -> Int {
        let count = Int(try readUInt32())
        guard count <= (bytes.count - position) / max(itemSize, 1) else { throw .truncated }
        return count
    }

    /// A string written with ``LiveMessageWriter/append(_:)-(String)``.
    public mutating func readString() throws(LiveMessageError) -> String {
        let count = try readCount(itemSize: 1)
        defer { position += count }
        return String(decoding: bytes[position..<(position + count)], as: UTF8.self)
    }

    /// A list of numbers.
    public mutating func readDoubles() throws(LiveMessageError) -> [Double] {
        let count = try readCount(itemSize: 8)
        var values: [Double] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try readDouble()) }
        return values
    }

    /// A list of strings.
    public mutating func readStrings() throws(LiveMessageError) -> [String] {
        let count = try readCount(itemSize: 4)
        var values: [String] = []
        for _ in 0..<count { values.append(try readString()) }
        return values
    }
}
