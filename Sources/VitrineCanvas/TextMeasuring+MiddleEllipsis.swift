extension TextMeasuring {
    /// `text` shortened to fit `width` points at `fontSize`: the whole text when it fits, else
    /// its start and end around "…", cut where words meet when that fits
    /// (`transformScale.…MinimumScale`), else between any characters, keeping as many as fit
    /// (half of them before the ellipsis); empty when not even "…" fits.
    ///
    /// Words meet after a space or a dot and before a capital that follows a small letter, so
    /// the library's camel-case property names keep their first and last words.
    ///
    /// It measures at most `wordCutAttempts` word cuts and then halves its way to the
    /// character cut, so a long text in a window a few points wide costs a few hundred
    /// measurements, not one for every pair of word boundaries.
    public func fitting(_ text: String, fontSize: Double, in width: Double) -> String {
        guard self.width(of: text, fontSize: fontSize) > width else { return text }
        let fits = { (candidate: String) in self.width(of: candidate, fontSize: fontSize) <= width }
        guard fits("…") else { return "" }
        let characters = Array(text)
        if let cut = wordCut(of: characters, fits: fits) { return cut }
        // Keeping more characters never makes the text narrower: the most that fit, by halving.
        func candidate(keeping kept: Int) -> String {
            let head = (kept + 1) / 2, tail = kept / 2
            return String(characters[..<head]) + "…" + String(characters[(characters.count - tail)...])
        }
        var fitting = 0, tooMany = characters.count
        while tooMany - fitting > 1 {
            let middle = (fitting + tooMany) / 2
            if fits(candidate(keeping: middle)) { fitting = middle } else { tooMany = middle }
        }
        return candidate(keeping: fitting)
    }

    /// The most word cuts ``fitting(_:fontSize:in:)`` measures before it cuts between
    /// characters instead.
    static var wordCutAttempts: Int { 64 }

    /// The shortening cut where words meet that keeps the most characters (the longer start on
    /// a tie), with at least one word on each side of the ellipsis; `nil` when none fits among
    /// the first `wordCutAttempts` measured.
    private func wordCut(of characters: [Character], fits: (String) -> Bool) -> String? {
        let boundaries = characters.indices.dropFirst().filter { index in
            let before = characters[index - 1], here = characters[index]
            return before == " " || before == "." || (before.isLowercase && here.isUppercase)
        }
        var best: (kept: Int, text: String)?
        var attempts = 0
        for head in boundaries.reversed() {
            for tail in boundaries where tail > head {
                let kept = head + characters.count - tail
                // Later tails keep fewer characters still.
                if kept <= best?.kept ?? 0 { break }
                attempts += 1
                guard attempts <= Self.wordCutAttempts else { return best?.text }
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
