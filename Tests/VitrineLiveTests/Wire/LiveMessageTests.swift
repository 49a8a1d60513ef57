import Testing
import VitrineGeometry

@testable import VitrineLive

@Suite("The messages between the window and the process that runs a person's code")
struct LiveMessageTests {
    @Test("A call survives the trip: entry, numbers, method and inputs, bit for bit")
    func callRoundTrip() throws {
        let call = LiveCall(
            entry: 3, numbers: [0.5, -.pi, .greatestFiniteMagnitude, -0.0], method: .transform,
            inputs: [-1.25, .nan, 1e-300])
        let decoded = try LiveRequest(decoding: LiveRequest.call(call).encoded)
        guard case .call(let back) = decoded else {
            Issue.record("decoded \(decoded)")
            return
        }
        #expect(back.entry == 3)
        #expect(back.method == .transform)
        #expect(back.numbers.map(\.bitPattern) == call.numbers.map(\.bitPattern))
        #expect(back.inputs.map(\.bitPattern) == call.inputs.map(\.bitPattern))
        #expect(try LiveRequest(decoding: LiveRequest.catalogue.encoded) == .catalogue)
    }

    @Test("A catalogue survives the trip with every field, non-ASCII names included")
    func catalogueRoundTrip() throws {
        let types = [
            LiveTypeDescription(
                kind: .path, name: "SpiralPath", entry: 0, numberNames: ["radius", "turns"], defaults: [0.6, 0.75]),
            LiveTypeDescription(kind: .flowPlugin, name: "Kippen_ä", entry: 1, numberNames: [], defaults: []),
        ]
        #expect(try LiveReply(decoding: LiveReply.catalogue(types).encoded) == .catalogue(types))
        #expect(try LiveReply(decoding: LiveReply.values([1, 2, 3]).encoded) == .values([1, 2, 3]))
        #expect(try LiveReply(decoding: LiveReply.refused("no type 9").encoded) == .refused("no type 9"))
    }

    @Test("Every cut of a message throws instead of reading past its end")
    func truncatedMessagesThrow() {
        let bytes = LiveReply.catalogue([
            LiveTypeDescription(
                kind: .transform, name: "Flip", entry: 0,
                numberNames: ["angle"], defaults: [1.2])
        ]).encoded
        for length in 0..<bytes.count {
            #expect(throws: LiveMessageError.self) { try LiveReply(decoding: Array(bytes.prefix(length))) }
        }
        #expect(throws: LiveMessageError.unknownTag(9)) { try LiveRequest(decoding: [9]) }
    }

    @Test("A count larger than the bytes left is refused, not allocated")
    func hugeCountIsRefused() {
        var writer = LiveMessageWriter()
        writer.append(UInt8(2))
        writer.append(UInt32.max)
        #expect(throws: LiveMessageError.truncated) { try LiveReply(decoding: writer.bytes) }
    }

    @Test("A framed message is its length, little-endian, then the message")
    func framing() {
        #expect(LiveMessageWriter.framing([7, 8, 9]) == [3, 0, 0, 0, 7, 8, 9])
    }

    @Test("A transform's entries go out in row order and come back the same")
    func transformEntries() {
        let transform = Transform3D.makeRotation(0.3, 0, 1, 0).concatenating(.makeTranslation(5, -2, 1))
        #expect(transform.entries.count == 16)
        #expect(
            transform.entries[0] == transform.m11 && transform.entries[11] == transform.m34
                && transform.entries[12] == transform.m41)
        #expect(Transform3D(entries: [0] + transform.entries, from: 1) == transform)
    }
}
