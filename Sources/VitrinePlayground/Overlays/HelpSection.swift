/// One section of a column of the help: a title over keys and what they do.
struct HelpSection {
    /// The section's title: "Window", "Showcase scene".
    var title: String
    /// The keys, each with what it does.
    var entries: [(key: String, action: String)]
}
