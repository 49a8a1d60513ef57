extension InputScript {
    /// One thing to do at one time, and the line of the script it came from.
    public struct Entry: Hashable, Sendable {
        /// When to do it, in milliseconds from the start of the run.
        public var time: Double
        /// The 1-based line of the script that produced the entry (0 for entries made in code).
        public var line: Int
        /// What to do.
        public var action: Action

        /// Creates an entry.
        public init(time: Double, line: Int, action: Action) {
            self.time = time
            self.line = line
            self.action = action
        }
    }
}
