extension TextMeasuring {
    /// `text` shortened to fit `width` points at `fontSize`: the whole text when it fits, else
    /// its start and end around "…", cut where words meet when that fits
    /// (`transformScale.…MinimumScale`), else between any characters, keeping as many as fit
    /// (half of them before the ellipsis); empty when not even "…" fits.
    ///
    /// Words meet after a space or a dot and before a capital that follows a small letter, so
    /// the library's camel-case property names keep their first and last words.
    public func fitting(_ text: String, fontSize: Double, in width: Double) -> String {
        guard self.width(of: text, fontSize: fontSize) > width else { return text }
        let characters = Array(text)
        let fits = { (candidate: String) in self.width(of: candidate, fontSize: fontSize) <= width }
        if let cut = wordCut(of: characters, fits: fits) { return cut }
        for kept in stride(from: characters.count - 1, through: 0, by: -1) {
            let head = (kept + 1) / 2, tail = kept / 2
            let candidate = String(characters[..<head]) + "…" + String(characters[(characters.count - tail)...])
            if fits(candidate) { return candidate }
        }
        return ""
    }

    /// The shortening cut where words meet that keeps the most characters (the longer start on
    /// a tie), with at least one word on each side of the ellipsis; `nil` when none fits.
    private func wordCut(of characters: [Character], fits: (String) -> Bool) -> String? {
        let boundaries = characters.indices.dropFirst().filter { index in
            let before = characters[index - 1], here = characters[index]
            return before == " " || before == "." || (before.isLowercase && here.isUppercase)
        }
        var best: (kept: Int, text: String)?
        for head in boundaries.reversed() {
            for tail in boundaries where tail > head {
                let kept = head + characters.count - tail
                // Later tails keep fewer characters still.
                if kept <= best?.kept ?? 0 { break }
                let candidate = String(characters[..<head]).trimmingSuffixSpaces() + "…" + String(characters[tail...])
                if fits(candidate) {
                    best = (kept, candidate)
                    break
                }
            }
        }
        return best?.text
    }
}

private extension String {
    /// The string without the spaces at its end.
    func trimmingSuffixSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
