import VitrineGeometry

/// The card colors of the Showcase scene.
enum ColorPalette {
    /// Five colors, for the seed's demos.
    static let five: [Color] = [0xFF6B6B, 0xFFB347, 0x6BCB77, 0x4DABF7, 0x9775FA].map { Color(hex: $0) }
    /// Eight colors, for the 3-D family.
    static let eight: [Color] = [0xFF6B6B, 0xFF922B, 0xFCC419, 0x51CF66, 0x20C997, 0x339AF0, 0x5C7CFA, 0xCC5DE8]
        .map { Color(hex: $0) }
}
