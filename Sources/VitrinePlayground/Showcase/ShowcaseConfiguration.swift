import VitrineCanvas
import VitrineGeometry
import VitrineMotion
import VitrineShowcase

/// Everything about the Showcase scene that a preset sets and the keys switch: path and
/// transform (with their numbers), direction, paging, looping, the scroll's feel and the colors.
struct ShowcaseConfiguration: Sendable {
    /// The path the cards ride.
    var path: any PathProtocol = DefaultPath()
    /// The transform that shapes them, or `nil` for none.
    var transform: (any TransformProtocol)?
    /// Sideways or up and down.
    var direction = LayoutDirection.horizontal
    /// The gap between cards.
    var lineSpacing = 16.0
    /// Where flings rest: anywhere, on the nearest card, or one card a flick.
    var snapping = ScrollSnapping.free
    /// Whether the cards repeat without end.
    var isLooping = true
    /// Deceleration rate and bounce.
    var feel = ScrollFeel()
    /// The card colors, repeated.
    var palette = ColorPalette.five
    /// How many cards there are, 1 to a million.
    var itemCount = 24
    /// How much larger the cards are than the size the viewport gives them, 0.25 to 2.
    var itemScale = 1.0
    /// How pictures sit on the cards, when the window has pictures.
    var pictureMode = PictureContentMode.fill
    /// Where the cards' lengths along the axis come from: the pictures' proportions (or
    /// ``itemLengths``), or one size for all.
    var cardSizes = CardSizes.pictures
    /// The cards' lengths along the axis as multiples of the size the window gives them, from a
    /// presets file's `itemLengths` (card k takes the length k mod the count), used without
    /// pictures; `nil` for none.
    var itemLengths: [Double]?

    /// The layout for a viewport: the card size follows the viewport across the axis, times
    /// ``itemScale``, and so does the spacing, each to a hundredth of a point (so that a scale
    /// of 0.7 gives cards 211.68 high, as exported, not 211.67999999999998); a time machine's
    /// perspective follows the cards (see ``perspectiveFitted(_:toItemLength:)``).
    func layout(for viewport: Size) -> Layout {
        let size = ShowcaseChoices.itemSize(for: viewport, direction: direction)
        let itemSize = Size(
            width: (size.width * itemScale).roundedToDecimals(2),
            height: (size.height * itemScale).roundedToDecimals(2))
        let itemLength = direction == .horizontal ? itemSize.width : itemSize.height
        return Layout(
            direction: direction, itemSize: itemSize, lineSpacing: (lineSpacing * itemScale).roundedToDecimals(2),
            path: path, transform: transform.map { Self.perspectiveFitted($0, toItemLength: itemLength) })
    }

    /// The cards' numbers: `itemCount` and `itemScale` (see ``NumericParameter/cardParameters(count:scale:)``).
    static let cardParameters = NumericParameter<ShowcaseConfiguration>.cardParameters(count: \.itemCount, scale: \.itemScale)
}
