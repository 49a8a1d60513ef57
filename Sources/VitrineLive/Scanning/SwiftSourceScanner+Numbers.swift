extension SwiftSourceScanner {
    /// The tunable numbers among `properties`: instance stored `var`s (not lazy, not optional)
    /// with an initializer and a number type, declared or inferred; each name once.
    static func numbers(of properties: [PropertyDeclaration], in file: TokenizedFile) -> [ScannedNumber] {
        var numbers: [ScannedNumber] = []
        var names: Set<String> = []
        for property in properties where property.isVariable && property.isStoredInstanceProperty && !property.isLazy {
            guard let initializer = property.initializer, !property.isOptional else { continue }
            let type =
                property.declaredType.map { LiveNumberType(declaredType: $0) }
                ?? LiveNumberType.inferred(from: file.tokens[initializer])
            guard let type, names.insert(property.name).inserted else { continue }
            let defaultRange =
                file.tokens[initializer.lowerBound].range.lowerBound..<file.tokens[initializer.upperBound - 1].range.upperBound
            let nameOffset = file.tokens[property.nameToken].range.lowerBound
            numbers.append(
                ScannedNumber(
                    name: property.name,
                    type: type,
                    isTypeDeclared: property.declaredType != nil,
                    defaultText: file.source.text(defaultRange),
                    defaultRange: defaultRange,
                    line: file.source.line(at: nameOffset),
                    column: file.source.column(at: nameOffset),
                    range: rangeComment(after: defaultRange.upperBound, in: file)
                ))
        }
        return numbers
    }

    /// The range the first `//` comment after `offset` on the same line gives, if any.
    private static func rangeComment(after offset: Int, in file: TokenizedFile) -> ClosedRange<Double>? {
        let line = file.source.line(at: max(0, offset - 1))
        guard let comment = file.comments.first(where: { $0.range.lowerBound >= offset && $0.isLineComment }),
            file.source.line(at: comment.range.lowerBound) == line
        else { return nil }
        return ScannedNumber.range(inComment: file.source.text(comment.range))
    }
}
