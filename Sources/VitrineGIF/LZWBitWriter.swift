/// Packs codes of varying bit widths into bytes, least significant bit first, the
/// order GIF image data uses.
struct LZWBitWriter {
    /// The completed bytes.
    private(set) var bytes: [UInt8] = []

    /// Bits written but not yet part of a completed byte, lowest bit first.
    private var pendingBits = 0

    /// The number of valid bits in ``pendingBits``, always less than 8 between calls.
    private var pendingBitCount = 0

    /// Appends the lowest `bitCount` bits of `code`.
    mutating func write(_ code: Int, bitCount: Int) {
        pendingBits |= (code & ((1 << bitCount) - 1)) << pendingBitCount
        pendingBitCount += bitCount
        while pendingBitCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pendingBits))
            pendingBits >>= 8
            pendingBitCount -= 8
        }
    }

    /// Writes out the last partial byte, padded with zero bits.
    mutating func flush() {
        if pendingBitCount > 0 {
            bytes.append(UInt8(truncatingIfNeeded: pendingBits))
            pendingBits = 0
            pendingBitCount = 0
        }
    }
}
