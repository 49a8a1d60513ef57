/// A color as four bytes, the form pixels and vertices store.
public struct RGBA8: Hashable, Sendable {
    /// The red byte.
    public var red: UInt8
    /// The green byte.
    public var green: UInt8
    /// The blue byte.
    public var blue: UInt8
    /// The alpha byte.
    public var alpha: UInt8

    /// Creates a color from four bytes.
    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
