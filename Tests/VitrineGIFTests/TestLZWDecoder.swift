/// A straightforward GIF-flavoured LZW decoder, written independently of the encoder
/// so tests can check that the encoder's output means what it should.
enum TestLZWDecoder {
    /// What a code stream decoded to.
    struct Result {
        /// The decoded color table indices.
        var indices: [UInt8] = []

        /// How many clear codes the stream contained, including the leading one.
        var clearCodeCount = 0
    }

    /// A reason why a code stream could not be decoded.
    enum Failure: Error, Equatable {
        /// The minimum code size is outside `2...8`.
        case invalidMinimumCodeSize(Int)
        /// The data ended before the end-of-information code.
        case missingEndOfInformation
        /// A code referred to an entry that does not exist yet.
        case invalidCode(Int)
        /// The stream did not start with a clear code.
        case missingLeadingClearCode
        /// Whole bytes remained after the end-of-information code.
        case trailingBytes(Int)
    }

    /// Decodes `data`, the concatenated sub-blocks of one image.
    static func decode(_ data: [UInt8], minimumCodeSize: Int) throws(Failure) -> Result {
        guard (2...8).contains(minimumCodeSize) else {
            throw .invalidMinimumCodeSize(minimumCodeSize)
        }
        let clearCode = 1 << minimumCodeSize
        let endCode = clearCode + 1
        let initialTable = (0..<clearCode).map { [UInt8(truncatingIfNeeded: $0)] } + [[], []]

        var result = Result()
        var table = initialTable
        var codeSize = minimumCodeSize + 1
        var previous: [UInt8]?
        var bitOffset = 0
        var isFirstCode = true

        while true {
            guard bitOffset + codeSize <= data.count * 8 else {
                throw .missingEndOfInformation
            }
            var code = 0
            for bit in 0..<codeSize {
                let position = bitOffset + bit
                if data[position / 8] & (1 << (position % 8)) != 0 {
                    code |= 1 << bit
                }
            }
            bitOffset += codeSize

            if isFirstCode, code != clearCode {
                throw .missingLeadingClearCode
            }
            isFirstCode = false

            if code == clearCode {
                result.clearCodeCount += 1
                table = initialTable
                codeSize = minimumCodeSize + 1
                previous = nil
                continue
            }
            if code == endCode {
                break
            }

            let entry: [UInt8]
            if code < table.count, code != clearCode, code != endCode {
                entry = table[code]
            } else if code == table.count, let previous {
                entry = previous + [previous[0]]
            } else {
                throw .invalidCode(code)
            }
            result.indices += entry
            if let previous, table.count < 4096 {
                table.append(previous + [entry[0]])
            }
            if table.count == 1 << codeSize, codeSize < 12 {
                codeSize += 1
            }
            previous = entry
        }

        let usedBytes = (bitOffset + 7) / 8
        guard usedBytes == data.count else {
            throw .trailingBytes(data.count - usedBytes)
        }
        return result
    }
}
