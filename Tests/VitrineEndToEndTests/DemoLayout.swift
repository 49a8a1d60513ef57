import VitrineGeometry

/// Where the demo scene puts things in a 1280 × 720 window: a 6 × 3 grid below a 60-point band,
/// 40-point margins, so cells are 200 × 206⅔ points.
enum DemoLayout {
    static let background = RGBA8(red: 0x16, green: 0x16, blue: 0x1D)

    /// A point inside the coral 150 × 100 card of cell (0, 0), left of its label.
    static let coralPoint = (x: 90, y: 163)
    static let coral = RGBA8(red: 0xFF, green: 0x6B, blue: 0x6B)

    /// The center of the orange circle (90 × 90, radius 45) of cell (1, 0).
    static let orangeCenter = (x: 340, y: 163)
    static let orange = RGBA8(red: 0xFF, green: 0xB3, blue: 0x47)

    /// Just outside the orange circle's bounding box corner, inside its square: the circle
    /// leaves it empty.
    static let outsideOrangeCorner = (x: 340 - 43, y: 163 - 43)

    /// A point of the bottom-right corner of the window, where nothing is drawn.
    static let emptyPoint = (x: 1270, y: 712)
}
