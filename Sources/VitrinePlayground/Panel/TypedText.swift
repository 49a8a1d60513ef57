/// The text of a field being typed: what a number's field and the save prompt's name hold. It
/// starts all selected, as a field that selects its contents when it opens, so that the first
/// key typed replaces it and Backspace clears it; after that, typing adds and Backspace removes
/// the last character.
struct TypedText: Hashable, Sendable {
    /// The text so far.
    private(set) var text: String
    /// Whether the text is still as the field opened with it, all of it selected.
    private(set) var isSelected = true
    /// The most characters it takes.
    let maximumLength: Int

    /// `text`, all selected, taking up to `maximumLength` characters.
    init(_ text: String, maximumLength: Int) {
        self.text = text
        self.maximumLength = maximumLength
    }

    /// Adds `typed` (in place of the text while it is selected), up to ``maximumLength``.
    mutating func type(_ typed: String) {
        text = String(((isSelected ? "" : text) + typed).prefix(maximumLength))
        isSelected = false
    }

    /// Removes the last character (all of the text while it is selected).
    mutating func deleteBackward() {
        if isSelected { text = "" } else if !text.isEmpty { text.removeLast() }
        isSelected = false
    }
}
