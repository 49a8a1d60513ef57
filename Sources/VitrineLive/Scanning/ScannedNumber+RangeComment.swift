extension ScannedNumber {
    /// The first `A...B` in a comment's text with a number literal on each side (a sign, digits
    /// with `_`, a fraction, an exponent; blanks allowed around `...`): `"// 0...2"` → 0...2,
    /// `"// amplitude, -1...1"` → -1...1. `nil` when there is none, or the bounds are swapped or
    /// not finite.
    public static func range(inComment text: String) -> ClosedRange<Double>? {
        let pieces = RangeCommentPiece.pieces(of: Array(text.utf8))
        for index in pieces.indices.dropLast(2) {
            guard case .number(let lower) = pieces[index], case .ellipsis = pieces[index + 1],
                case .number(let upper) = pieces[index + 2]
            else { continue }
            guard lower.isFinite, upper.isFinite, lower <= upper else { return nil }
            return lower...upper
        }
        return nil
    }
}
