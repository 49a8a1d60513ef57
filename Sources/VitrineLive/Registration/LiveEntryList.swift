/// The entries of every listed type of one compiled file set, handed from the compiled library
/// to the process that loads it (the library returns one, retained, from
/// `vitrine_live_entries`).
public final class LiveEntryList {
    /// The entries, in the order of the files and of the types in them.
    public let entries: [LiveEntry]

    /// A list of `entries`.
    public init(_ entries: [LiveEntry]) {
        self.entries = entries
    }
}
