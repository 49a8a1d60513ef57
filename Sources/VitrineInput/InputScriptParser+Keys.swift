extension InputScriptParser {
    /// Reads the key name after a key event, with any modifier prefixes such as `Shift+`.
    ///
    /// The name is the rest of the line, runs of spaces read as one, so `Keypad Enter` and
    /// `Left Shift` are single names. A whole name that is a key (`+`, `Keypad +`) is never cut.
    func parseChord(
        _ command: InputScriptCommand,
        on line: InputScriptLine
    ) throws(InputScriptError) -> (Key, KeyModifiers) {
        guard line.tokens.count > 2 else {
            throw argumentCountError(command, on: line)
        }
        let written = line.tokens.dropFirst(2).joined(separator: " ")
        var rest = Substring(written)
        var modifiers: KeyModifiers = []
        // A rest too long to be a key name is cut without looking it up, so a long run of
        // modifiers costs time in proportion to its length.
        while rest.utf8.count > Key.longestNameUTF8Count || Key(name: rest) == nil,
            let plus = rest.firstIndex(of: "+"), plus != rest.startIndex
        {
            let prefix = rest[..<plus]
            guard let modifier = KeyModifiers(name: prefix) else {
                // A prefix with a space is a misspelt key name, not a modifier.
                if prefix.contains(" ") { break }
                throw error(
                    "unknown modifier '\(prefix)' in '\(written)'; expected \(KeyModifiers.suggestedNames)",
                    on: line)
            }
            rest = rest[rest.index(after: plus)...]
            guard !rest.isEmpty else {
                throw error(
                    "no key after the modifiers in '\(written)'; expected an SDL key name such as \(Key.suggestedNames)",
                    on: line)
            }
            modifiers.insert(modifier)
        }
        guard let key = Key(name: rest) else {
            throw error("unknown key '\(rest)'; expected an SDL key name such as \(Key.suggestedNames)", on: line)
        }
        return (key, modifiers)
    }
}
