/// Pixel counts per color after reducing each channel to its top 5 bits.
///
/// Reducing colors to 32 levels per channel turns millions of possible colors into
/// 32,768 buckets, few enough for median cut to sort repeatedly. Each bucket also sums
/// the exact channels of its pixels, so the palette is built from the true average
/// colors rather than from bucket centers.
struct GIFColorHistogram {
    /// The pixels of one bucket.
    struct Bucket {
        /// The number of pixels in the bucket.
        var pixelCount = 0

        /// The sum of the red channel over the bucket's pixels.
        var redSum = 0

        /// The sum of the green channel over the bucket's pixels.
        var greenSum = 0

        /// The sum of the blue channel over the bucket's pixels.
        var blueSum = 0

        /// The average value of `channel` over the bucket's pixels.
        func average(of channel: GIFColorBox.Channel) -> Double {
            let sum =
                switch channel {
                case .red: redSum
                case .green: greenSum
                case .blue: blueSum
                }
            return Double(sum) / Double(pixelCount)
        }
    }

    /// The number of buckets: 32 levels for each of the three channels.
    static let bucketCount = 32 * 32 * 32

    /// Every bucket, indexed by ``GIFColor/histogramBucket``.
    private var buckets: [Bucket]

    /// Counts the colors of `pixels`.
    init(pixels: [GIFColor]) {
        buckets = Array(repeating: Bucket(), count: Self.bucketCount)
        for color in pixels {
            let index = color.histogramBucket
            buckets[index].pixelCount += 1
            buckets[index].redSum += Int(color.red)
            buckets[index].greenSum += Int(color.green)
            buckets[index].blueSum += Int(color.blue)
        }
    }

    /// The buckets that hold at least one pixel, in bucket order.
    var nonEmptyBuckets: [Bucket] {
        buckets.filter { $0.pixelCount > 0 }
    }
}
