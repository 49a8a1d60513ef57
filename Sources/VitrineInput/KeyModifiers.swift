/// The modifier keys held while a key or the wheel was used.
///
/// Left and right keys are not told apart: holding either Shift key gives ``shift``.
///
/// ```swift
/// let quitChord: KeyModifiers = [.control]
/// if modifiers.contains(.shift) { /* reverse the direction */ }
/// ```
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The bits of the set, one per modifier.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt (Option) key.
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// Either GUI key: Command on a Mac, the Windows or Super key elsewhere.
    public static let gui = KeyModifiers(rawValue: 1 << 3)
}
