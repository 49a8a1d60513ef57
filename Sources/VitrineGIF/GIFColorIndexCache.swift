/// Finds the palette index nearest to each exact color, remembering every answer.
///
/// A frame repeats the same colors many times, so each distinct color pays for one
/// ``GIFNearestColorSearch`` and every later pixel of that color costs a hash lookup.
/// The table uses open addressing with linear probing over the packed `0xRRGGBB`
/// values; real colors fit in 24 bits, so `UInt32.max` marks an empty slot.
///
/// Caching per exact color rather than per histogram bucket keeps two palette colors
/// that share a bucket apart, which lossless frames rely on.
struct GIFColorIndexCache {
    /// The key of a slot that holds no color.
    private static let emptyKey = UInt32.max

    /// The number of slots a new cache starts with; always a power of two.
    private static let initialCapacity = 1024

    /// Answers the lookups of colors not seen before.
    private var search: GIFNearestColorSearch

    /// The packed color stored in each slot, or ``emptyKey``.
    private var keys: [UInt32]

    /// The palette index of the color in the same slot of ``keys``.
    private var indices: [UInt8]

    /// The number of occupied slots.
    private var occupiedCount = 0

    /// The color looked up last; consecutive pixels are very often the same.
    private var lastColor: GIFColor?

    /// The palette index of ``lastColor``.
    private var lastIndex: UInt8 = 0

    /// Creates an empty cache for `palette`, which must hold at most 256 colors.
    init(palette: GIFPalette) {
        search = GIFNearestColorSearch(palette: palette)
        keys = Array(repeating: Self.emptyKey, count: Self.initialCapacity)
        indices = Array(repeating: 0, count: Self.initialCapacity)
    }

    /// Returns the index of the palette color nearest to `color`.
    mutating func index(of color: GIFColor) -> UInt8 {
        if color == lastColor {
            return lastIndex
        }
        var slot = Self.startSlot(for: color.rawValue, capacity: keys.count)
        while keys[slot] != Self.emptyKey {
            if keys[slot] == color.rawValue {
                lastColor = color
                lastIndex = indices[slot]
                return lastIndex
            }
            slot = (slot + 1) & (keys.count - 1)
        }

        let index = search.nearestIndex(to: color)
        keys[slot] = color.rawValue
        indices[slot] = index
        occupiedCount += 1
        if occupiedCount * 2 > keys.count {
            grow()
        }
        lastColor = color
        lastIndex = index
        return index
    }

    /// Doubles the number of slots and re-inserts every stored color.
    private mutating func grow() {
        let oldKeys = keys
        let oldIndices = indices
        let capacity = keys.count * 2
        keys = Array(repeating: Self.emptyKey, count: capacity)
        indices = Array(repeating: 0, count: capacity)
        for (key, index) in zip(oldKeys, oldIndices) where key != Self.emptyKey {
            var slot = Self.startSlot(for: key, capacity: capacity)
            while keys[slot] != Self.emptyKey {
                slot = (slot + 1) & (capacity - 1)
            }
            keys[slot] = key
            indices[slot] = index
        }
    }

    /// The slot where probing for `key` starts in a table of `capacity` slots, which
    /// must be a power of two.
    ///
    /// This is multiplicative hashing: multiplying by 2³² divided by the golden ratio
    /// and keeping the top bits of the 32-bit product, which depend on every bit of the
    /// color, spreads neighbouring colors over the whole table.
    private static func startSlot(for key: UInt32, capacity: Int) -> Int {
        let slotBits = capacity.trailingZeroBitCount
        return Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> UInt32(32 - slotBits))
    }
}
