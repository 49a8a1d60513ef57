/// Values by key, at most a capacity of them: a cache that empties itself when full rather than
/// grow without end.
///
/// For values that are cheap to work out again and mostly repeat, such as the kerning of the
/// pairs of letters in labels laid out every frame.
///
/// ```swift
/// var kernings = CappedCache<String, Double>(capacity: 65_536)
/// kernings.insert(-1, for: "AV")
/// let kerning = kernings["AV"]
/// ```
///
/// Vitrine's own plumbing, for VitrineSDL's atlas: `@_spi(Vitrine)`, not part of the API.
@_spi(Vitrine) public struct CappedCache<Key: Hashable, Value> {
    /// The most entries held; inserting another empties the cache first.
    public let capacity: Int
    /// The entries.
    private var entries: [Key: Value] = [:]

    /// Creates an empty cache of at most `capacity` entries.
    public init(capacity: Int) {
        self.capacity = capacity
    }

    /// How many entries the cache holds.
    public var count: Int { entries.count }

    /// The value stored for `key`, if any.
    public subscript(key: Key) -> Value? {
        entries[key]
    }

    /// Stores `value` for `key`, after emptying the cache when it holds ``capacity`` entries.
    public mutating func insert(_ value: Value, for key: Key) {
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = value
    }
}

extension CappedCache: Sendable where Key: Sendable, Value: Sendable {}
