extension InitializerDeclaration {
    /// One parameter of an initializer, as far as calling it with no arguments goes.
    struct Parameter: Sendable, Hashable {
        /// Its argument label as Swift names it (`fromSpacing`, or `_` for none).
        let label: String
        /// Whether a call may leave it out: it has a default value or is variadic.
        let canBeLeftOut: Bool
    }

    /// The parameters between the parentheses whose inside is `range` in `file`, split at the
    /// commas outside brackets (and outside the angle brackets of their types).
    static func parameters(in range: Range<Int>, of file: TokenizedFile) -> [Parameter] {
        var parameters: [Parameter] = []
        var start = range.lowerBound
        var depth = 0, angleDepth = 0
        var inType = false, isDefaulted = false, isVariadic = false
        for index in range {
            let token = file.tokens[index]
            if depth == 0, angleDepth == 0, token.is(",") {
                parameters.append(parameter(from: start, defaulted: isDefaulted || isVariadic, in: file))
                start = index + 1
                inType = false
                isDefaulted = false
                isVariadic = false
                continue
            }
            if depth == 0 {
                if token.is(":"), !isDefaulted { inType = true }
                if token.is("=") {
                    isDefaulted = true
                    inType = false
                }
                if inType, token.is("...") { isVariadic = true }
            }
            depth = max(0, depth + token.bracketStep)
            if inType { angleDepth = max(0, angleDepth + token.angleStep) }
        }
        if start < range.upperBound {
            parameters.append(parameter(from: start, defaulted: isDefaulted || isVariadic, in: file))
        }
        return parameters
    }

    /// The parameter whose first token is at `start`.
    private static func parameter(from start: Int, defaulted: Bool, in file: TokenizedFile) -> Parameter {
        let first = file.tokens[start]
        return Parameter(label: first.kind == .identifier ? first.name : "_", canBeLeftOut: defaulted)
    }
}
