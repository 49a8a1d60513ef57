/// A group of histogram buckets that median cut turns into a single palette color.
///
/// A box refers to a range of a bucket array shared by all boxes; splitting a box
/// reorders only its own range, so the two halves are again contiguous ranges.
struct GIFColorBox {
    /// One of the three color channels.
    enum Channel: CaseIterable {
        /// The red channel.
        case red
        /// The green channel.
        case green
        /// The blue channel.
        case blue
    }

    /// The positions of this box's buckets in the shared bucket array.
    let range: Range<Int>

    /// The number of pixels in the box.
    let pixelCount: Int

    /// The sums of the red, green and blue channels over the box's pixels.
    let channelSums: (red: Double, green: Double, blue: Double)

    /// The sum, over the box's pixels, of the squared distance between each bucket's
    /// average color and the box's average color. Median cut splits the box with the
    /// largest error next, so colors go where they reduce the error the most.
    let squaredError: Double

    /// The channel whose values are spread the most, measured by squared error.
    let widestChannel: Channel

    /// Summarizes the buckets in `range`, which must not be empty.
    init(buckets: [GIFColorHistogram.Bucket], range: Range<Int>) {
        self.range = range
        var pixelCount = 0
        var sums = (red: 0.0, green: 0.0, blue: 0.0)
        // Per channel, the sum over buckets of pixelCount × average², that is sum² / pixelCount.
        var weightedSquares = (red: 0.0, green: 0.0, blue: 0.0)
        for bucket in buckets[range] {
            let count = Double(bucket.pixelCount)
            pixelCount += bucket.pixelCount
            sums.red += Double(bucket.redSum)
            sums.green += Double(bucket.greenSum)
            sums.blue += Double(bucket.blueSum)
            weightedSquares.red += Double(bucket.redSum) * Double(bucket.redSum) / count
            weightedSquares.green += Double(bucket.greenSum) * Double(bucket.greenSum) / count
            weightedSquares.blue += Double(bucket.blueSum) * Double(bucket.blueSum) / count
        }
        let total = Double(max(pixelCount, 1))
        let redError = weightedSquares.red - sums.red * sums.red / total
        let greenError = weightedSquares.green - sums.green * sums.green / total
        let blueError = weightedSquares.blue - sums.blue * sums.blue / total

        self.pixelCount = pixelCount
        channelSums = sums
        squaredError = redError + greenError + blueError
        widestChannel =
            if redError >= greenError, redError >= blueError {
                .red
            } else if greenError >= blueError {
                .green
            } else {
                .blue
            }
    }

    /// Whether the box holds more than one bucket and so can be split in two.
    var canSplit: Bool {
        range.count > 1
    }

    /// The average color of the box's pixels, rounded to the nearest channel values.
    var averageColor: GIFColor {
        let total = Double(max(pixelCount, 1))
        return GIFColor(
            red: Self.roundedChannel(channelSums.red / total),
            green: Self.roundedChannel(channelSums.green / total),
            blue: Self.roundedChannel(channelSums.blue / total)
        )
    }

    /// Splits the box in two along its widest channel.
    ///
    /// The buckets are sorted by that channel and cut where the two halves have the
    /// smallest total squared error, which is where the halves' average colors are the
    /// furthest apart when weighted by pixel counts. Cutting at the median pixel
    /// instead would waste colors on a single large bucket such as a flat background.
    /// The box must satisfy ``canSplit``.
    func split(
        buckets: inout [GIFColorHistogram.Bucket]
    ) -> (lower: GIFColorBox, upper: GIFColorBox) {
        let channel = widestChannel
        buckets[range].sort { $0.average(of: channel) < $1.average(of: channel) }

        // Minimizing the halves' total squared error is the same as maximizing
        // |lowerSum|² / lowerCount + |upperSum|² / upperCount.
        var lowerCount = 0.0
        var lowerSums = (red: 0.0, green: 0.0, blue: 0.0)
        var bestCut = range.lowerBound + 1
        var bestScore = -Double.infinity
        for cut in (range.lowerBound + 1)..<range.upperBound {
            let bucket = buckets[cut - 1]
            lowerCount += Double(bucket.pixelCount)
            lowerSums.red += Double(bucket.redSum)
            lowerSums.green += Double(bucket.greenSum)
            lowerSums.blue += Double(bucket.blueSum)
            let upperCount = Double(pixelCount) - lowerCount
            let upperSums = (
                red: channelSums.red - lowerSums.red,
                green: channelSums.green - lowerSums.green,
                blue: channelSums.blue - lowerSums.blue
            )
            let lowerSquare =
                lowerSums.red * lowerSums.red
                + lowerSums.green * lowerSums.green
                + lowerSums.blue * lowerSums.blue
            let upperSquare =
                upperSums.red * upperSums.red
                + upperSums.green * upperSums.green
                + upperSums.blue * upperSums.blue
            let score = lowerSquare / lowerCount + upperSquare / upperCount
            if score > bestScore {
                bestScore = score
                bestCut = cut
            }
        }

        return (
            GIFColorBox(buckets: buckets, range: range.lowerBound..<bestCut),
            GIFColorBox(buckets: buckets, range: bestCut..<range.upperBound)
        )
    }

    /// Rounds a channel average to the nearest representable channel value.
    private static func roundedChannel(_ value: Double) -> UInt8 {
        UInt8(min(max(value.rounded(), 0), 255))
    }
}
