/// The values plugins store on an attribute, one per ``FlowLayoutAttributeKey`` type.
///
/// Reading a key never stored gives the key's `defaultValue`. Two collections are equal when
/// they hold the same keys with equal values.
public struct FlowLayoutAttributeValues: Equatable, Sendable {
    /// The stored values by key type.
    private var storage: [ObjectIdentifier: any Equatable & Sendable] = [:]

    /// An empty collection.
    public init() {}

    /// The value stored for `key`, or its default; setting stores it.
    public subscript<Key: FlowLayoutAttributeKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Whether a value has been stored for `key`.
    public func contains<Key: FlowLayoutAttributeKey>(_ key: Key.Type) -> Bool {
        storage[ObjectIdentifier(key)] != nil
    }

    /// Forgets the value stored for `key`, so that it reads as its default again.
    public mutating func removeValue<Key: FlowLayoutAttributeKey>(for key: Key.Type) {
        storage[ObjectIdentifier(key)] = nil
    }

    /// The number of stored values.
    public var count: Int { storage.count }

    /// Whether both collections hold the same keys with equal values.
    public static func == (lhs: FlowLayoutAttributeValues, rhs: FlowLayoutAttributeValues) -> Bool {
        guard lhs.storage.count == rhs.storage.count else { return false }
        for (key, value) in lhs.storage {
            guard let other = rhs.storage[key], isEqual(value, other) else { return false }
        }
        return true
    }

    /// Whether `other` holds a value of `value`'s type equal to it.
    private static func isEqual<Value: Equatable & Sendable>(_ value: Value, _ other: any Equatable & Sendable) -> Bool {
        (other as? Value) == value
    }
}
