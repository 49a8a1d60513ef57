extension TextMeasuring {
    /// `text` broken into lines that each fit `width` points at `fontSize`: its own lines (at
    /// each newline), each broken after the last space that fits, and a word wider than the
    /// whole width broken between characters. Every character is kept but the spaces where a
    /// line breaks; an empty text or line gives one empty line. Where not even one character
    /// fits, each line holds one.
    ///
    /// ```swift
    /// let measure = EstimatedTextMeasure()
    /// measure.wrapped("Save the scene as a preset in vitrine-presets.json", fontSize: 14, in: 200)
    /// // ["Save the scene as a preset in", "vitrine-presets.json"]
    /// ```
    public func wrapped(_ text: String, fontSize: Double, in width: Double) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            wrappedLine(Array(line), fontSize: fontSize, in: width)
        }
    }

    /// One line of text (no newline) broken to fit `width`.
    private func wrappedLine(_ characters: [Character], fontSize: Double, in width: Double) -> [String] {
        var lines: [String] = []
        var start = 0
        while start < characters.count {
            let rest = String(characters[start...])
            // What fits, or a last character that does not: it takes a line of its own.
            if characters.count - start == 1 || self.width(of: rest, fontSize: fontSize) <= width {
                lines.append(rest)
                return lines
            }
            // The longest start of the rest that fits, found by halving: widths grow with length.
            var fits = 1, tooLong = characters.count - start
            while tooLong - fits > 1 {
                let middle = (fits + tooLong) / 2
                if self.width(of: String(characters[start..<(start + middle)]), fontSize: fontSize) <= width {
                    fits = middle
                } else {
                    tooLong = middle
                }
            }
            // Break at the last space within it or just after it (`end`, before the rest's last
            // character), where there is one past the line's start.
            let end = start + fits
            if let space = characters[(start + 1)...end].lastIndex(of: " ") {
                lines.append(String(characters[start..<space]))
                start = space + 1
            } else {
                lines.append(String(characters[start..<end]))
                start = end
            }
        }
        return lines.isEmpty ? [""] : lines
    }
}
