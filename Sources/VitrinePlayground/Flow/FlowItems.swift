import VitrineFlowLayout
import VitrineGeometry

/// The Flow scene's cards: a repeating pattern of lengths along the scroll axis and of how many
/// share a line, so that lines hold one, two or three cards of different lengths.
enum FlowItems {
    /// How many cards there are unless a preset or the panel says otherwise.
    static let count = 36

    /// Along the axis: the card's length in points; across it: how many cards share its line.
    static let pattern: [(length: Double, perLine: Int)] = [
        (320, 1), (240, 2), (240, 2), (380, 1), (200, 3), (260, 3),
        (200, 3), (300, 2), (340, 2), (420, 1), (240, 2), (280, 2),
    ]

    /// The card colors, one hue per card of the pattern.
    static let colors: [Color] = [
        0x4DABF7, 0x9775FA, 0xF783AC, 0xFF922B, 0x51CF66, 0x22B8CF,
        0xFCC419, 0xFF6B6B, 0x5C7CFA, 0x20C997, 0xCC5DE8, 0x94D82D,
    ].map { Color(hex: $0) }

    /// The space between cards, along and across the axis, at 1280 × 720.
    static let spacing = 20.0

    /// The margins at 1280 × 720: room for the status line at the top, and even margins elsewhere.
    static let sectionInset = EdgeInsets(top: 64, left: 48, bottom: 32, right: 48)

    /// The margins in `viewport`: those of 1280 × 720 times the interface's scale, as the status
    /// line above them grows by it.
    static func sectionInset(for viewport: Size) -> EdgeInsets {
        let scale = PlaygroundCore.interfaceScale(for: viewport)
        return EdgeInsets(
            top: sectionInset.top * scale, left: sectionInset.left * scale,
            bottom: sectionInset.bottom * scale, right: sectionInset.right * scale)
    }

    /// The cards laid out for `direction` in `viewport`: the pattern's lengths, the spacing and
    /// the margins grow with the interface's scale (half as large again at 1920 × 1080, three
    /// times at 4K), so the cards keep their proportions in a large window.
    static func flowLayout(
        direction: FlowScrollDirection, viewport: Size, count: Int = count,
        scale: Double = 1, proportions: [Double?] = []
    ) -> FlowLayout {
        let spacing = spacing * PlaygroundCore.interfaceScale(for: viewport)
        return FlowLayout(
            scrollDirection: direction,
            items: .individual(
                sizes(direction: direction, viewport: viewport, count: count, scale: scale, proportions: proportions)),
            minimumLineSpacing: spacing, minimumInteritemSpacing: spacing,
            sectionInset: sectionInset(for: viewport))
    }

    /// How much longer than the pattern's the cards are along the axis in `viewport`: the
    /// interface's scale, less where the room between the margins along the axis is shorter
    /// than the longest card (420 points), so that every card fits the window whole (0.72 at
    /// 400 × 300 sideways, 0.49 up and down).
    static func lengthScale(direction: FlowScrollDirection, viewport: Size) -> Double {
        let inset = sectionInset(for: viewport)
        let room = direction.axisLength(of: viewport) - direction.insetBefore(in: inset) - direction.insetAfter(in: inset)
        let longest = pattern.map(\.length).max() ?? 1
        return min(PlaygroundCore.interfaceScale(for: viewport), max(room, 0) / longest)
    }

    /// The card sizes for `direction` in `viewport`: cards sharing a line split the room across
    /// the axis between them, rounded down so that they always fit; lengths along the axis are
    /// the pattern's times ``lengthScale(direction:viewport:)`` and `scale`, rounded down to whole
    /// points; no side is under 40 points. There are `count` cards, the pattern repeated.
    ///
    /// A card with a proportion (a picture's length along the axis over its length across it,
    /// `proportions[index]`) is as long as that makes it at its size across the axis, which
    /// lines still share as the pattern says, rounded down, between 40 points and the pattern's
    /// longest card at this scale (so that it fits the window whole).
    static func sizes(
        direction: FlowScrollDirection, viewport: Size, count: Int = count, scale itemScale: Double = 1,
        proportions: [Double?] = []
    ) -> [Size] {
        let scale = PlaygroundCore.interfaceScale(for: viewport)
        let lengthScale = lengthScale(direction: direction, viewport: viewport) * itemScale
        let inset = sectionInset(for: viewport)
        let room =
            direction.crossLength(of: viewport) - direction.crossInsetBefore(in: inset)
            - direction.crossInsetAfter(in: inset)
        return (0..<max(count, 0)).map { index in
            let (length, perLine) = pattern[index % pattern.count]
            let cross = ((room - Double(perLine - 1) * spacing * scale) / Double(perLine)).rounded(.down)
            if index < proportions.count, let proportion = proportions[index], proportion.isFinite, proportion > 0 {
                let longest = (pattern.map(\.length).max() ?? 1) * lengthScale
                let along = min(max(cross, 40) * proportion, longest).rounded(.down)
                return direction.size(axis: max(along, 40), cross: max(cross, 40))
            }
            return direction.size(axis: max((length * lengthScale).rounded(.down), 40), cross: max(cross, 40))
        }
    }

    /// The color of card `index`.
    static func color(of index: Int) -> Color {
        colors[index % colors.count]
    }
}
