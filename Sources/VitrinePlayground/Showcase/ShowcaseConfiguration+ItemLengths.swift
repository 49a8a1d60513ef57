import VitrineGeometry
import VitrineShowcase

extension ShowcaseConfiguration {
    /// The fewest and most lengths a preset's ``itemLengths`` may list.
    static let itemLengthsCount = 1...10_000
    /// The smallest and largest multiple of the layout's card length a card may be.
    static let itemLengthMultiples = 0.1...10.0

    /// The cards' lengths along the axis for `layout`, in points to a hundredth, or `nil` for
    /// cards all the layout's size: with ``CardSizes/pictures``, each picture's proportions at
    /// the cards' size across the axis (a picture without a size, the layout's length), else
    /// ``itemLengths`` as multiples of the layout's length; each multiple kept within
    /// ``itemLengthMultiples``.
    func cardLengths(for layout: Layout, pictures: PictureShelf) -> [Double]? {
        guard cardSizes == .pictures else { return nil }
        let length = layout.itemLength
        let across = layout.direction == .horizontal ? layout.itemSize.height : layout.itemSize.width
        guard length > 0, across > 0 else { return nil }
        let multiples: [Double]
        if !pictures.isEmpty {
            multiples = pictures.proportions(horizontal: layout.direction == .horizontal).map { proportion in
                proportion.map { $0 * across / length } ?? 1
            }
        } else if let itemLengths, !itemLengths.isEmpty {
            multiples = itemLengths
        } else {
            return nil
        }
        let range = Self.itemLengthMultiples
        return multiples.map { (min(max($0, range.lowerBound), range.upperBound) * length).roundedToDecimals(2) }
    }
}
