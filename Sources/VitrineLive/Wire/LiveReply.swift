/// What the process that runs a person's code answers.
public enum LiveReply: Hashable, Sendable {
    /// The loaded types.
    case catalogue([LiveTypeDescription])
    /// A call's outputs, ``LiveMethod/outputWidth`` numbers per input.
    case values([Double])
    /// The request made no sense (no such entry, a method of another kind): why.
    case refused(String)

    private static let catalogueTag: UInt8 = 1
    private static let valuesTag: UInt8 = 2
    private static let refusedTag: UInt8 = 3

    /// The reply as a message (without its length).
    public var encoded: [UInt8] {
        var writer = LiveMessageWriter()
        switch self {
        case .catalogue(let types):
            writer.append(Self.catalogueTag)
            writer.append(UInt32(types.count))
            for type in types {
                writer.append(UInt8(LiveKind.allCases.firstIndex(of: type.kind) ?? 0))
                writer.append(type.name)
                writer.append(UInt32(clamping: type.entry))
                writer.append(type.numberNames)
                writer.append(type.defaults)
                writer.append(UInt8(type.placesItems.map { $0 ? 2 : 1 } ?? 0))
            }
        case .values(let values):
            writer.append(Self.valuesTag)
            writer.append(values)
        case .refused(let reason):
            writer.append(Self.refusedTag)
            writer.append(reason)
        }
        return writer.bytes
    }

    /// The reply a message holds.
    public init(decoding bytes: [UInt8]) throws(LiveMessageError) {
        var reader = LiveMessageReader(bytes)
        let tag = try reader.readByte()
        switch tag {
        case Self.catalogueTag:
            let count = Int(try reader.readUInt32())
            var types: [LiveTypeDescription] = []
            for _ in 0..<min(count, bytes.count) {
                let kindIndex = try reader.readByte()
                guard Int(kindIndex) < LiveKind.allCases.count else { throw .unknownKind(kindIndex) }
                let name = try reader.readString()
                let entry = Int(try reader.readUInt32())
                var type = LiveTypeDescription(
                    kind: LiveKind.allCases[Int(kindIndex)], name: name, entry: entry,
                    numberNames: try reader.readStrings(), defaults: try reader.readDoubles())
                let appearance = try reader.readByte()
                type.placesItems = appearance == 0 ? nil : appearance == 2
                types.append(type)
            }
            self = .catalogue(types)
        case Self.valuesTag:
            self = .values(try reader.readDoubles())
        case Self.refusedTag:
            self = .refused(try reader.readString())
        default:
            throw .unknownTag(tag)
        }
    }
}
