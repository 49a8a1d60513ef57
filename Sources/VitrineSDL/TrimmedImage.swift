/// The smallest rectangle of an RGBA image that holds every pixel with alpha above zero.
struct TrimmedImage: Equatable {
    var bytes: [UInt8]
    var left: Int
    var top: Int
    var width: Int
    var height: Int

    /// Trims `rgba`, or returns `nil` when every pixel is transparent.
    init?(_ rgba: [UInt8], width fullWidth: Int, height fullHeight: Int) {
        var minX = fullWidth, maxX = -1, minY = fullHeight, maxY = -1
        for y in 0..<fullHeight {
            for x in 0..<fullWidth where rgba[(y * fullWidth + x) * 4 + 3] != 0 {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= minX, maxY >= minY else { return nil }
        left = minX
        top = minY
        width = maxX - minX + 1
        height = maxY - minY + 1
        bytes = []
        bytes.reserveCapacity(width * height * 4)
        for y in minY...maxY {
            let start = (y * fullWidth + minX) * 4
            bytes.append(contentsOf: rgba[start..<(start + width * 4)])
        }
    }
}
