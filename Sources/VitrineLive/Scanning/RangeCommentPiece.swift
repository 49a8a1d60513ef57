/// A piece of a comment's text as ``ScannedNumber/range(inComment:)`` reads it.
enum RangeCommentPiece: Equatable {
    /// A number literal, with its sign.
    case number(Double)
    /// `...`
    case ellipsis
    /// A word or a mark that is neither.
    case other

    /// The pieces of `bytes`, blanks left out.
    static func pieces(of bytes: [UInt8]) -> [RangeCommentPiece] {
        var pieces: [RangeCommentPiece] = []
        var index = 0
        func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
        while index < bytes.count {
            let current = bytes[index]
            if ASCII.isWhitespace(current) {
                index += 1
            } else if current == ASCII.dot, byte(index + 1) == ASCII.dot, byte(index + 2) == ASCII.dot {
                pieces.append(.ellipsis)
                index += 3
            } else if ASCII.isDigit(current)
                || ((current == ASCII.minus || current == ASCII.plus) && ASCII.isDigit(byte(index + 1)))
            {
                let start = index
                index += 1
                while ASCII.isDigit(byte(index)) || byte(index) == ASCII.underscore { index += 1 }
                if byte(index) == ASCII.dot, ASCII.isDigit(byte(index + 1)) {
                    index += 1
                    while ASCII.isDigit(byte(index)) || byte(index) == ASCII.underscore { index += 1 }
                }
                if byte(index) == UInt8(ascii: "e") || byte(index) == UInt8(ascii: "E") {
                    let sign = byte(index + 1) == ASCII.minus || byte(index + 1) == ASCII.plus ? 1 : 0
                    if ASCII.isDigit(byte(index + 1 + sign)) {
                        index += 1 + sign
                        while ASCII.isDigit(byte(index)) { index += 1 }
                    }
                }
                let text = String(decoding: bytes[start..<index].filter { $0 != ASCII.underscore }, as: UTF8.self)
                pieces.append(Double(text).map(RangeCommentPiece.number) ?? .other)
            } else if ASCII.isIdentifierBody(current) {
                while ASCII.isIdentifierBody(byte(index)) { index += 1 }
                pieces.append(.other)
            } else {
                pieces.append(.other)
                index += 1
            }
        }
        return pieces
    }
}
