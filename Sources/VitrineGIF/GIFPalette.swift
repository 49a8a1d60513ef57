/// The colors of one frame's local color table.
///
/// A frame that uses few enough colors gets exactly those colors, so it is stored
/// without loss. Otherwise the palette comes from median cut over a 5-bit-per-channel
/// histogram (see ``GIFColorHistogram`` and ``GIFColorBox``).
///
/// Pixels are later mapped to their nearest palette color without dithering: the UI
/// frames this encoder is made for are mostly flat areas and smooth gradients, where
/// the banding of 256 well-chosen colors is hard to see, while dithering noise would
/// break up the long runs that LZW compresses and make the file much larger.
struct GIFPalette {
    /// The most colors a GIF color table can hold.
    static let maximumColorCount = 256

    /// The palette's colors, in color table order.
    let colors: [GIFColor]

    /// Creates a palette holding exactly `colors`, in that order.
    init(colors: [GIFColor]) {
        self.colors = colors
    }

    /// Creates a palette of at most `maximumCount` colors for `pixels`: their exact
    /// colors when there are few enough, otherwise a median cut approximation.
    init(quantizing pixels: [GIFColor], maximumCount: Int) {
        if let exactColors = Self.distinctColors(in: pixels, limit: maximumCount) {
            self.init(colors: exactColors)
        } else {
            self.init(medianCutOf: pixels, maximumCount: maximumCount)
        }
    }

    /// Creates a palette of at most `maximumCount` colors by median cut.
    ///
    /// Starting from one box holding every histogram bucket, the box with the largest
    /// squared error is split until there are `maximumCount` boxes or no box can be
    /// split; each box then contributes its average color.
    init(medianCutOf pixels: [GIFColor], maximumCount: Int) {
        var buckets = GIFColorHistogram(pixels: pixels).nonEmptyBuckets
        guard !buckets.isEmpty, maximumCount > 0 else {
            colors = []
            return
        }

        var boxes = [GIFColorBox(buckets: buckets, range: buckets.indices)]
        while boxes.count < maximumCount {
            let splittable = boxes.indices.filter { boxes[$0].canSplit }
            let worst = splittable.max { boxes[$0].squaredError < boxes[$1].squaredError }
            guard let worst else {
                break
            }
            let halves = boxes[worst].split(buckets: &buckets)
            boxes[worst] = halves.lower
            boxes.append(halves.upper)
        }
        colors = boxes.map(\.averageColor)
    }

    /// Returns the distinct colors of `pixels` in order of first appearance, or `nil`
    /// when there are more than `limit` of them.
    static func distinctColors(in pixels: [GIFColor], limit: Int) -> [GIFColor]? {
        var seen: Set<GIFColor> = []
        var distinct: [GIFColor] = []
        var previous: GIFColor?
        for color in pixels where color != previous {
            previous = color
            guard seen.insert(color).inserted else {
                continue
            }
            guard distinct.count < limit else {
                return nil
            }
            distinct.append(color)
        }
        return distinct
    }
}
