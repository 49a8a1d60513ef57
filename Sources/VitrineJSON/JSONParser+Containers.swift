extension JSONParser {
    /// Parses an object, starting at its opening brace, and returns its
    /// members in document order.
    mutating func parseObject() throws(JSONSyntaxError) -> [JSONValue.Member] {
        try openContainer()
        skipWhitespace()
        var members: [JSONValue.Member] = []
        var keyPositions: [String: JSONPosition] = [:]
        if current == "}" {
            closeContainer()
            return members
        }
        let firstMember = try parseMember(
            expecting: "a string key or '}'", keyPositions: &keyPositions)
        members.append(firstMember)
        skipWhitespace()
        while current == "," {
            advance()
            skipWhitespace()
            let member = try parseMember(
                expecting: "a string key after ','", keyPositions: &keyPositions)
            members.append(member)
            skipWhitespace()
        }
        guard current == "}" else {
            throw unexpected("',' or '}' after an object member")
        }
        closeContainer()
        return members
    }

    /// Parses one `"key": value` member of an object.
    ///
    /// Keys are compared as Swift strings, that is, by canonical equivalence.
    ///
    /// - Parameters:
    ///   - expectation: What the error message says was expected when no
    ///     key starts here.
    ///   - keyPositions: The positions of the keys already read in this
    ///     object, used to reject a key that appears twice.
    mutating func parseMember(
        expecting expectation: String,
        keyPositions: inout [String: JSONPosition]
    ) throws(JSONSyntaxError) -> JSONValue.Member {
        guard current == "\"" else {
            throw unexpected(expectation)
        }
        let keyPosition = position
        let key = try parseString()
        if let firstPosition = keyPositions[key] {
            throw JSONSyntaxError(
                position: keyPosition,
                message: "duplicate key \"\(key)\" (first defined on line \(firstPosition.line))")
        }
        keyPositions[key] = keyPosition
        skipWhitespace()
        guard current == ":" else {
            throw unexpected("':' after the key \"\(key)\"")
        }
        advance()
        skipWhitespace()
        let value = try parseValue(expecting: "a value after ':'")
        return JSONValue.Member(key: key, keyPosition: keyPosition, value: value)
    }

    /// Parses an array, starting at its opening bracket, and returns its elements.
    mutating func parseArray() throws(JSONSyntaxError) -> [JSONValue] {
        try openContainer()
        skipWhitespace()
        var elements: [JSONValue] = []
        if current == "]" {
            closeContainer()
            return elements
        }
        elements.append(try parseValue(expecting: "a value or ']'"))
        skipWhitespace()
        while current == "," {
            advance()
            skipWhitespace()
            elements.append(try parseValue(expecting: "a value after ','"))
            skipWhitespace()
        }
        guard current == "]" else {
            throw unexpected("',' or ']' after an array element")
        }
        closeContainer()
        return elements
    }

    /// Moves past the opening brace or bracket of an array or object,
    /// or throws if that would nest deeper than `maximumDepth`.
    mutating func openContainer() throws(JSONSyntaxError) {
        guard depth < Self.maximumDepth else {
            throw JSONSyntaxError(
                position: position,
                message: "nesting deeper than \(Self.maximumDepth) levels")
        }
        depth += 1
        advance()
    }

    /// Moves past the closing brace or bracket of an array or object.
    mutating func closeContainer() {
        depth -= 1
        advance()
    }
}
