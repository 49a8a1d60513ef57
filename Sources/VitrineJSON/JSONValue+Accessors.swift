extension JSONValue {
    /// The type of the value as it reads in an error message, such as
    /// "a string", "an object" or "a boolean".
    public var typeName: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The members of the value in document order, if it is an object.
    public var objectMembers: [Member]? {
        guard case .object(let members) = kind else { return nil }
        return members
    }

    /// The elements of the value, if it is an array.
    public var arrayValue: [JSONValue]? {
        guard case .array(let elements) = kind else { return nil }
        return elements
    }

    /// The contents of the value, if it is a string.
    public var stringValue: String? {
        guard case .string(let string) = kind else { return nil }
        return string
    }

    /// The number, if the value is a number.
    public var numberValue: Double? {
        guard case .number(let number) = kind else { return nil }
        return number
    }

    /// The Boolean, if the value is `true` or `false`.
    public var boolValue: Bool? {
        guard case .bool(let bool) = kind else { return nil }
        return bool
    }

    /// Whether the value is `null`.
    public var isNull: Bool {
        kind == .null
    }

    /// The member with the given key, if the value is an object that has one.
    ///
    /// Keys are compared as Swift strings, that is, by canonical equivalence.
    func member(named key: String) -> Member? {
        objectMembers?.first { $0.key == key }
    }

    /// The value stored under `key`, if the value is an object that has
    /// a member with that key.
    public subscript(key: String) -> JSONValue? {
        member(named: key)?.value
    }
}
