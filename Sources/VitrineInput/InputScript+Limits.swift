extension InputScript {
    /// The latest time a script line may give: 1,000,000,000 milliseconds, about 11.6 days.
    ///
    /// Far beyond any real run, and small enough that every script time converts exactly to a
    /// whole number of milliseconds in an `Int`, even a 32-bit one. A later time, such as
    /// `1e21`, is an error on its line.
    public static let maximumTime: Double = 1_000_000_000

    /// The most characters a script line may have, its comment included: 4096.
    ///
    /// A longer line is an error on that line, found before the line is cut into tokens.
    public static let maximumLineLength = 4096

    /// The largest script read from a file or a pipe, in bytes: 16 MiB (16,777,216 bytes),
    /// about half a million lines.
    ///
    /// The host's `init(contentsOf:)` (VitrineApp) checks it; ``init(parsing:fileName:)`` does not.
    public static let maximumFileSize = 16 * 1024 * 1024

    /// ``maximumTime`` as error messages write it: `1000000000 ms (about 11.6 days)`.
    static let maximumTimeDescription: String = {
        let millisecondsPerDay = 86_400_000.0
        let days = (maximumTime / millisecondsPerDay * 10).rounded() / 10
        return "\(Int(maximumTime)) ms (about \(days) days)"
    }()
}
