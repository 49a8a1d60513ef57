/// Values by key, each with the time it was last used; on request, the entries used longest
/// ago are removed down to a capacity.
///
/// Removal waits for ``removeLeastRecentlyUsed()`` rather than coming with each insertion, so a
/// frame may use more entries than the capacity, and the next frame starts by trimming. A
/// glyph atlas keeps its open font sizes in one: text that scales asks for a new pixel size
/// nearly every frame.
///
/// ```swift
/// var fonts = LeastRecentlyUsedCache<Int, Font>(capacity: 16)
/// fonts.insert(font, for: 12, usedAt: frameNumber)
/// let open = fonts.value(for: 12, usedAt: frameNumber)
/// fonts.removeLeastRecentlyUsed()
/// ```
///
/// Vitrine's own plumbing, for VitrineSDL's atlas: `@_spi(Vitrine)`, not part of the API.
@_spi(Vitrine) public struct LeastRecentlyUsedCache<Key: Hashable, Value> {
    /// The most entries kept by ``removeLeastRecentlyUsed()``.
    public let capacity: Int
    /// The entries, with the time each was last used.
    private var entries: [Key: (value: Value, lastUse: Int)] = [:]

    /// Creates an empty cache that keeps `capacity` entries when trimmed.
    public init(capacity: Int) {
        self.capacity = capacity
    }

    /// How many entries the cache holds.
    public var count: Int { entries.count }

    /// Whether the cache holds a value for `key`; does not count as a use.
    public func contains(_ key: Key) -> Bool {
        entries[key] != nil
    }

    /// The value for `key`, if any, which is then used at `time` (a frame number, or any count
    /// that never goes down).
    public mutating func value(for key: Key, usedAt time: Int) -> Value? {
        guard let entry = entries[key] else { return nil }
        entries[key] = (entry.value, time)
        return entry.value
    }

    /// Stores `value` for `key`, used at `time`.
    public mutating func insert(_ value: Value, for key: Key, usedAt time: Int) {
        entries[key] = (value, time)
    }

    /// Removes the entries used longest ago until at most ``capacity`` remain, and returns their
    /// keys, oldest first. Entries last used at the same time go in no set order.
    @discardableResult
    public mutating func removeLeastRecentlyUsed() -> [Key] {
        guard entries.count > capacity else { return [] }
        let byAge = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        let removed = byAge.prefix(entries.count - capacity).map(\.key)
        for key in removed {
            entries[key] = nil
        }
        return removed
    }
}

extension LeastRecentlyUsedCache: Sendable where Key: Sendable, Value: Sendable {}
