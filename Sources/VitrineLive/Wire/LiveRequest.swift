/// What the window asks of the process that runs a person's code.
public enum LiveRequest: Hashable, Sendable {
    /// The list of the loaded types, each with its numbers' defaults.
    case catalogue
    /// A call of one type's requirement.
    case call(LiveCall)

    private static let catalogueTag: UInt8 = 1
    private static let callTag: UInt8 = 2

    /// The request as a message (without its length).
    public var encoded: [UInt8] {
        var writer = LiveMessageWriter()
        switch self {
        case .catalogue:
            writer.append(Self.catalogueTag)
        case .call(let call):
            writer.append(Self.callTag)
            writer.append(UInt32(clamping: call.entry))
            writer.append(call.numbers)
            writer.append(call.method.rawValue)
            writer.append(call.inputs)
        }
        return writer.bytes
    }

    /// The request a message holds.
    public init(decoding bytes: [UInt8]) throws(LiveMessageError) {
        var reader = LiveMessageReader(bytes)
        let tag = try reader.readByte()
        switch tag {
        case Self.catalogueTag:
            self = .catalogue
        case Self.callTag:
            let entry = Int(try reader.readUInt32())
            let numbers = try reader.readDoubles()
            let methodTag = try reader.readByte()
            guard let method = LiveMethod(rawValue: methodTag) else { throw .unknownTag(methodTag) }
            self = .call(LiveCall(entry: entry, numbers: numbers, method: method, inputs: try reader.readDoubles()))
        default:
            throw .unknownTag(tag)
        }
    }
}
