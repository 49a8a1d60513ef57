extension TypeMemberReader {
    /// Reads the `init` at `keyword` (its `?`, generic parameters and parameter list); returns
    /// the index after its parameter list, or after `init` when no list follows.
    func readInitializer(at keyword: Int, into members: inout TypeMembers) -> Int {
        var index = keyword + 1
        var isFailable = false
        if index < end, tokens[index].is("?") || tokens[index].is("!") {
            isFailable = true
            index += 1
        }
        if index < end, tokens[index].kind == .operatorRun, tokens[index].text.hasPrefix("<") {
            index = file.afterAngleBrackets(from: index, before: end)
        }
        guard index < end, tokens[index].is("("), let close = file.closingBracket(of: index, before: end) else {
            return keyword + 1
        }
        let parameters = InitializerDeclaration.parameters(in: (index + 1)..<close, of: file)
        let labels = parameters.map { "\($0.label):" }.joined()
        members.initializers.append(
            InitializerDeclaration(
                isFailable: isFailable,
                canBeCalledWithoutArguments: parameters.allSatisfy(\.canBeLeftOut),
                signature: "init\(isFailable ? tokens[keyword + 1].text : "")(\(labels))"
            ))
        return close + 1
    }
}
