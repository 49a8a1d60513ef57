/// The text of a field being typed: what a number's field and the save prompt's name hold. It
/// starts all selected, as a field that selects its contents when it opens, so that the first
/// key typed replaces it and Backspace clears it; after that, typing adds and Backspace removes
/// the last character.
///
/// It holds at most ``maximumLength`` characters (grapheme clusters, what a reader counts) and
/// as many UTF-8 bytes: a character that would pass either bound is refused, and so is the
/// rest of what was typed with it. So "1" followed by a million combining marks, which a reader
/// counts as one character, never makes it larger than a few bytes, however it comes.
struct TypedText: Hashable, Sendable {
    /// The text so far.
    private(set) var text: String
    /// Whether the text is still as the field opened with it, all of it selected.
    private(set) var isSelected = true
    /// The most characters, and the most UTF-8 bytes, it takes.
    let maximumLength: Int

    /// `text`, all selected, taking up to `maximumLength` characters and as many bytes.
    init(_ text: String, maximumLength: Int) {
        self.maximumLength = maximumLength
        self.text = Self.bounded("", adding: text, maximumLength: maximumLength)
    }

    /// Adds `typed` (in place of the text while it is selected), character by character while
    /// the text stays within ``maximumLength`` characters and bytes; whatever would pass a
    /// bound is refused, as a full field refuses keys.
    mutating func type(_ typed: String) {
        text = Self.bounded(isSelected ? "" : text, adding: typed, maximumLength: maximumLength)
        isSelected = false
    }

    /// Removes the last character (all of the text while it is selected).
    mutating func deleteBackward() {
        if isSelected { text = "" } else if !text.isEmpty { text.removeLast() }
        isSelected = false
    }

    /// `text` with as much of `added` as fits `maximumLength` characters and bytes, taken a
    /// scalar at a time: reading stops at the first that does not fit, so the cost is bounded
    /// by the bound, not by what was typed.
    static func bounded(_ text: String, adding added: String, maximumLength: Int) -> String {
        var result = text
        var byteCount = result.utf8.count
        for scalar in added.unicodeScalars {
            let size = UTF8.width(scalar)
            guard byteCount + size <= maximumLength else { break }
            var candidate = result
            candidate.unicodeScalars.append(scalar)
            // A scalar that starts a character must leave room for it; one that joins the last
            // character (a combining mark) adds bytes only, which the byte bound holds.
            guard candidate.count <= maximumLength else { break }
            result = candidate
            byteCount += size
        }
        return result
    }
}
