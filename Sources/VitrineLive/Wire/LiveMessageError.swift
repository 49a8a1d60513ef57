/// A message between the window and the process that runs a person's code that cannot be read.
public enum LiveMessageError: Error, Equatable, Sendable {
    /// The message ends before what it announces.
    case truncated
    /// A tag names no known message.
    case unknownTag(UInt8)
    /// A kind's number names no known kind.
    case unknownKind(UInt8)
}
