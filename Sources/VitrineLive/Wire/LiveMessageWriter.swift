/// Builds one message of the pipe between the window and the process that runs a person's code:
/// bytes, little-endian numbers, length-prefixed strings and number lists.
public struct LiveMessageWriter: Sendable {
    /// The bytes so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty message.
    public init() {}

    /// Appends one byte.
    public mutating func append(_ value: UInt8) {
        bytes.append(value)
    }

    /// Appends four bytes, least significant first.
    public mutating func append(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    /// Appends the eight bytes of `value`'s bit pattern, least significant first.
    public mutating func append(_ value: Double) {
        let pattern = value.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: pattern >> UInt64(shift))) }
    }

    /// Appends the UTF-8 bytes of `value`, after their count.
    public mutating func append(_ value: String) {
        let utf8 = Array(value.utf8)
        append(UInt32(utf8.count))
        bytes.append(contentsOf: utf8)
    }

    /// Appends the count of `values`, then each of them.
    public mutating func append(_ values: [Double]) {
        append(UInt32(values.count))
        for value in values { append(value) }
    }

    /// Appends the count of `values`, then each of them.
    public mutating func append(_ values: [String]) {
        append(UInt32(values.count))
        for value in values { append(value) }
    }

    /// `message` with its length in front, as it goes down the pipe.
    public static func framing(_ message: [UInt8]) -> [UInt8] {
        var framed = LiveMessageWriter()
        framed.append(UInt32(message.count))
        return framed.bytes + message
    }
}
