import VitrineShowcase

extension ShowcaseConfiguration: Equatable {
    /// The same path and transform (type and numbers), direction, spacing, snapping, looping,
    /// feel, colors, cards' count, scale and lengths: what tells whether a preset saved and read again is the one tuned.
    static func == (lhs: ShowcaseConfiguration, rhs: ShowcaseConfiguration) -> Bool {
        AnyHashable.areEqual(lhs.path, rhs.path) && areEqual(lhs.transform, rhs.transform)
            && lhs.direction == rhs.direction && lhs.lineSpacing == rhs.lineSpacing && lhs.snapping == rhs.snapping
            && lhs.isLooping == rhs.isLooping && lhs.feel == rhs.feel && lhs.palette == rhs.palette
            && lhs.itemCount == rhs.itemCount && lhs.itemScale == rhs.itemScale && lhs.pictureMode == rhs.pictureMode
            && lhs.cardSizes == rhs.cardSizes && lhs.itemLengths == rhs.itemLengths
    }

    /// Whether two transforms are equal, no transform being equal to none only.
    private static func areEqual(_ first: (any TransformProtocol)?, _ second: (any TransformProtocol)?) -> Bool {
        switch (first, second) {
        case (nil, nil): true
        case let (first?, second?): AnyHashable.areEqual(first, second)
        default: false
        }
    }
}
