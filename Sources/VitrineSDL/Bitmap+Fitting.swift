import VitrineGeometry

extension Bitmap {
    /// This image scaled to fit inside `width` × `height` pixels, its proportions kept and
    /// centered, the rest filled with `background` ("letterboxed").
    ///
    /// Each pixel of the result is the average of the pixels it covers in this image (so a
    /// smaller copy stays smooth), or the nearest one when it covers less than one.
    ///
    /// - Returns: `nil` when `width` or `height` is not positive.
    public func fitted(width: Int, height: Int, background: RGBA8) -> Bitmap? {
        guard width > 0, height > 0 else { return nil }
        if width == self.width, height == self.height { return self }
        let scale = min(Double(width) / Double(self.width), Double(height) / Double(self.height))
        let scaledWidth = min(max(Int((Double(self.width) * scale).rounded()), 1), width)
        let scaledHeight = min(max(Int((Double(self.height) * scale).rounded()), 1), height)
        let left = (width - scaledWidth) / 2, top = (height - scaledHeight) / 2
        var result = [UInt8](repeating: 0, count: width * height * 4)
        for index in 0..<(width * height) {
            result[index * 4] = background.red
            result[index * 4 + 1] = background.green
            result[index * 4 + 2] = background.blue
            result[index * 4 + 3] = background.alpha
        }
        let columns = Self.spans(from: self.width, to: scaledWidth)
        let rows = Self.spans(from: self.height, to: scaledHeight)
        for (y, rowSpan) in rows.enumerated() {
            for (x, columnSpan) in columns.enumerated() {
                var sums = (0, 0, 0, 0)
                for sourceY in rowSpan {
                    for sourceX in columnSpan {
                        let i = (sourceY * self.width + sourceX) * 4
                        sums.0 += Int(bytes[i])
                        sums.1 += Int(bytes[i + 1])
                        sums.2 += Int(bytes[i + 2])
                        sums.3 += Int(bytes[i + 3])
                    }
                }
                let count = rowSpan.count * columnSpan.count
                let o = ((top + y) * width + left + x) * 4
                result[o] = UInt8((sums.0 + count / 2) / count)
                result[o + 1] = UInt8((sums.1 + count / 2) / count)
                result[o + 2] = UInt8((sums.2 + count / 2) / count)
                result[o + 3] = UInt8((sums.3 + count / 2) / count)
            }
        }
        return Bitmap(width: width, height: height, bytes: result)
    }

    /// For each of `target` pixels along one axis, the source pixels (of `source`) it covers:
    /// at least one, and together every source pixel once when shrinking.
    static func spans(from source: Int, to target: Int) -> [Range<Int>] {
        (0..<target).map { index in
            let start = index * source / target
            let end = max((index + 1) * source / target, start + 1)
            return start..<min(end, source)
        }
    }
}
