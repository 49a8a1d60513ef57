/// Compresses color table indices with the variable-code-size LZW that GIF uses.
///
/// Codes start one bit wider than ``minimumCodeSize`` and grow up to 12 bits as the
/// code table fills. When all 4,096 codes are taken, a clear code resets the table.
/// The stream starts with a clear code and ends with the end-of-information code.
struct LZWEncoder {
    /// The widest code GIF allows, in bits.
    static let maximumCodeSize = 12

    /// The number of codes a table of ``maximumCodeSize``-bit codes can hold.
    static let maximumCodeCount = 1 << maximumCodeSize

    /// The number of bits of the raw indices; every index must be less than
    /// `1 << minimumCodeSize`. GIF requires at least 2.
    let minimumCodeSize: Int

    /// The code that tells the decoder to reset its table.
    let clearCode: Int

    /// The code that marks the end of the image data.
    let endOfInformationCode: Int

    /// The codes of the strings seen so far, excluding single indices, which are their
    /// own codes. The key packs a string as `prefixCode << 8 | lastIndex`.
    private var codes: [Int: Int] = [:]

    /// The code the next new string gets.
    private var nextCode: Int

    /// The current width of codes, in bits.
    private var codeSize: Int

    /// Collects the compressed bits.
    private var writer = LZWBitWriter()

    /// Creates an encoder with an empty code table.
    private init(minimumCodeSize: Int) {
        self.minimumCodeSize = minimumCodeSize
        clearCode = 1 << minimumCodeSize
        endOfInformationCode = clearCode + 1
        nextCode = clearCode + 2
        codeSize = minimumCodeSize + 1
        codes.reserveCapacity(Self.maximumCodeCount)
    }

    /// Returns the LZW code stream for `indices`, before it is cut into sub-blocks.
    ///
    /// `minimumCodeSize` must be in `2...8` and every index less than
    /// `1 << minimumCodeSize`.
    static func compress(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        var encoder = LZWEncoder(minimumCodeSize: minimumCodeSize)
        encoder.write(encoder.clearCode)
        if let first = indices.first {
            var prefix = Int(first)
            for index in indices.dropFirst() {
                let key = prefix << 8 | Int(index)
                if let code = encoder.codes[key] {
                    prefix = code
                } else {
                    encoder.write(prefix)
                    encoder.addCode(for: key)
                    prefix = Int(index)
                }
            }
            encoder.write(prefix)
        }
        encoder.write(encoder.endOfInformationCode)
        encoder.writer.flush()
        return encoder.writer.bytes
    }

    /// Writes `code` at the current code size, then widens codes if the decoder will.
    ///
    /// The decoder learns each new string one code later than the encoder: only when
    /// it reads the code after the one that ends the string. Once it has read the code
    /// written here, it knows every string numbered before `nextCode` (the string this
    /// code ends is numbered just after this call), and it widens its codes as soon as
    /// its next free code needs more bits. So codes widen when `nextCode` reaches
    /// `1 << codeSize`.
    private mutating func write(_ code: Int) {
        writer.write(code, bitCount: codeSize)
        if nextCode >= 1 << codeSize, codeSize < Self.maximumCodeSize {
            codeSize += 1
        }
    }

    /// Gives the string `key` the next free code, or resets the table with a clear
    /// code when it is full.
    private mutating func addCode(for key: Int) {
        if nextCode < Self.maximumCodeCount {
            codes[key] = nextCode
            nextCode += 1
        } else {
            writer.write(clearCode, bitCount: codeSize)
            codes.removeAll(keepingCapacity: true)
            nextCode = clearCode + 2
            codeSize = minimumCodeSize + 1
        }
    }
}
