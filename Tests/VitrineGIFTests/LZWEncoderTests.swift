import Testing
import VitrineTestSupport

@testable import VitrineGIF

/// A random index stream: uniform indices, or runs of repeated indices when
/// `averageRunLength` is more than 1, which makes LZW build long strings.
private func randomIndices(
    count: Int,
    codeSize: Int,
    averageRunLength: Int,
    using random: inout SplitMix64
) -> [UInt8] {
    var indices: [UInt8] = []
    indices.reserveCapacity(count)
    while indices.count < count {
        let index = UInt8(Int.random(in: 0..<(1 << codeSize), using: &random))
        let runLength = Int.random(in: 1...(2 * averageRunLength - 1), using: &random)
        indices += Array(repeating: index, count: min(runLength, count - indices.count))
    }
    return indices
}

/// Random streams of many lengths, uniform or with runs, decode to the same indices.
@Test(arguments: 2...8)
func lzwRoundTripsRandomStreams(codeSize: Int) throws {
    var random = SplitMix64(seed: UInt64(codeSize) * 7919)
    for count in [0, 1, 2, 3, 7, 100, 1_000, 4_097, 20_000] {
        for averageRunLength in [1, 4] {
            let indices = randomIndices(
                count: count,
                codeSize: codeSize,
                averageRunLength: averageRunLength,
                using: &random
            )
            let data = LZWEncoder.compress(indices, minimumCodeSize: codeSize)
            let decoded = try TestLZWDecoder.decode(data, minimumCodeSize: codeSize)
            #expect(
                decoded.indices == indices,
                "\(count) indices, runs of about \(averageRunLength)"
            )
        }
    }
}

/// Streams long enough to fill the 4,096-code table decode correctly across the resets.
@Test(arguments: 2...8)
func lzwRoundTripsStreamsThatFillTheCodeTable(codeSize: Int) throws {
    var random = SplitMix64(seed: 42 + UInt64(codeSize))
    let indices = randomIndices(
        count: 120_000,
        codeSize: codeSize,
        averageRunLength: 1,
        using: &random
    )

    let data = LZWEncoder.compress(indices, minimumCodeSize: codeSize)
    let decoded = try TestLZWDecoder.decode(data, minimumCodeSize: codeSize)

    #expect(decoded.indices == indices)
    // The leading clear code plus at least one reset of a full table.
    #expect(decoded.clearCodeCount >= 2)
}

/// A long run of one index, whose strings only ever grow, decodes correctly.
@Test func lzwRoundTripsOneRepeatedIndex() throws {
    // Every new string extends the previous one, the case where the decoder sees a
    // code it has not defined yet.
    let indices = Array(repeating: UInt8(3), count: 100_000)

    let data = LZWEncoder.compress(indices, minimumCodeSize: 2)
    let decoded = try TestLZWDecoder.decode(data, minimumCodeSize: 2)

    #expect(decoded.indices == indices)
    #expect(decoded.clearCodeCount == 1)
}
