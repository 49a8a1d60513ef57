import VitrineGeometry

/// The coverage of an axis-aligned rounded rectangle on the pixel grid: what a ``TextureAtlas``
/// keeps so that such a shape can be drawn as one textured quad, texel for pixel, instead of
/// dozens of triangles.
///
/// Sizes are kept in quarter pixels and the rectangle's position inside its first pixel (its
/// phase) in quarters too, so a shape moving smoothly steps by a quarter pixel at most, and
/// shapes of one size share a handful of masks. The image has one transparent pixel of border
/// on every side; each pixel holds `clamp(0.5 − d, 0, 1)`, where d is the signed distance from
/// the pixel's center to the outline: the same one-pixel ramp the tessellated fringe draws.
///
/// A mask for a shape seen in perspective, or scaled more one way than the other, is made with
/// more texels per point along one axis than the other, so its corners are quarter ellipses:
/// ``quarterRadiusY`` differs from ``quarterRadius`` (which is then the horizontal radius).
public struct RoundedRectMask: Hashable, Sendable {
    /// The width in quarter pixels.
    public var quarterWidth: Int
    /// The height in quarter pixels.
    public var quarterHeight: Int
    /// The corner radius in quarter pixels, at most half the shorter side; the horizontal radius
    /// of elliptical corners.
    public var quarterRadius: Int
    /// The vertical radius of the corners in quarter pixels, at most half the shorter side: the
    /// same as ``quarterRadius`` for circular corners.
    public var quarterRadiusY: Int
    /// Where the left edge falls inside its pixel, in quarters, 0...3.
    public var phaseX: Int
    /// Where the top edge falls inside its pixel, in quarters, 0...3.
    public var phaseY: Int

    /// Creates a mask key; without `quarterRadiusY` the corners are circular.
    public init(
        quarterWidth: Int, quarterHeight: Int, quarterRadius: Int, quarterRadiusY: Int? = nil,
        phaseX: Int, phaseY: Int
    ) {
        self.quarterWidth = quarterWidth
        self.quarterHeight = quarterHeight
        self.quarterRadius = min(quarterRadius, min(quarterWidth, quarterHeight) / 2)
        self.quarterRadiusY = min(quarterRadiusY ?? quarterRadius, min(quarterWidth, quarterHeight) / 2)
        self.phaseX = phaseX
        self.phaseY = phaseY
    }

    /// The largest image side a mask may have, in pixels; larger shapes are tessellated.
    public static let largestSide = 256

    /// The mask for a rectangle at `rect` in pixels with corners of `radius` pixels, and the
    /// pixel where the mask image's top-left corner goes; `nil` when the rectangle is empty, not
    /// finite or too large for a mask.
    public static func placing(_ rect: Rect, radius: Double) -> (mask: RoundedRectMask, x: Int, y: Int)? {
        guard rect.width > 0, rect.height > 0, radius.isFinite, rect.minX.isFinite, rect.minY.isFinite,
            rect.width.isFinite, rect.height.isFinite,
            rect.width < Double(largestSide - 3), rect.height < Double(largestSide - 3)
        else { return nil }
        let left = (rect.minX * 4).roundedToNearestWhole, top = (rect.minY * 4).roundedToNearestWhole
        guard abs(left) < 1e9, abs(top) < 1e9 else { return nil }
        // Whole quarters: the pixel is the quarter count divided by 4 rounded down (an
        // arithmetic shift), the phase what is left.
        let quarterX = Int(left), quarterY = Int(top)
        let pixelX = quarterX >> 2, pixelY = quarterY >> 2
        let mask = RoundedRectMask(
            quarterWidth: Int((rect.width * 4).roundedToNearestWhole),
            quarterHeight: Int((rect.height * 4).roundedToNearestWhole),
            quarterRadius: Int((max(radius, 0) * 4).roundedToNearestWhole),
            phaseX: quarterX - 4 * pixelX, phaseY: quarterY - 4 * pixelY)
        guard mask.quarterWidth > 0, mask.quarterHeight > 0 else { return nil }
        return (mask, pixelX - 1, pixelY - 1)
    }

    /// The image width in pixels: the shape, its phase, and a pixel of border on each side.
    public var imageWidth: Int { (phaseX + quarterWidth + 3) / 4 + 2 }

    /// The image height in pixels.
    public var imageHeight: Int { (phaseY + quarterHeight + 3) / 4 + 2 }

    /// The coverage of each pixel of the image, 0...255, row by row from the top.
    ///
    /// Outside the corners the distance to the outline is the larger of the distances to the
    /// nearer vertical and horizontal edge, so a pixel's coverage is the smaller of its
    /// column's and its row's: each is worked out once, and only the pixels of the four
    /// corners take a square root, and of those, with circular corners, only the ring within
    /// half a pixel of the arc. The bytes are the same as working out each pixel's own distance
    /// to the outline, which a test compares.
    public func coverage() -> [UInt8] {
        let width = Double(quarterWidth) / 4, height = Double(quarterHeight) / 4
        let radiusX = Double(quarterRadius) / 4, radiusY = Double(quarterRadiusY) / 4
        // Pixel (i, j)'s center relative to the shape's center.
        let offsetX = 1 + Double(phaseX) / 4 + width / 2, offsetY = 1 + Double(phaseY) / 4 + height / 2
        let insetX = width / 2 - radiusX, insetY = height / 2 - radiusY
        let columns = (0..<imageWidth).map { abs(Double($0) + 0.5 - offsetX) - insetX }
        let rows = (0..<imageHeight).map { abs(Double($0) + 0.5 - offsetY) - insetY }
        let columnCoverage = columns.map { Self.coverageByte(0.5 - ($0 - radiusX)) }
        let rowCoverage = rows.map { Self.coverageByte(0.5 - ($0 - radiusY)) }
        // The columns past the inner ends of the top and bottom edges: a run at each end.
        let cornerColumns = columns.indices.filter { columns[$0] > 0 }
        let circle = CircularCorner(self)
        var pixels = [UInt8](repeating: 0, count: imageWidth * imageHeight)
        pixels.withUnsafeMutableBufferPointer { pixels in
            columnCoverage.withUnsafeBufferPointer { columnCoverage in
                for (j, qy) in rows.enumerated() {
                    let row = j * imageWidth, rowByte = rowCoverage[j]
                    for i in 0..<imageWidth {
                        pixels[row + i] = min(columnCoverage[i], rowByte)
                    }
                    // Past the inner ends of both edges: a corner.
                    guard qy > 0 else { continue }
                    for i in cornerColumns {
                        let qx = columns[i]
                        if let circle, let known = circle.coverageByte(qx, qy) {
                            pixels[row + i] = known
                        } else {
                            pixels[row + i] = Self.coverageByte(0.5 - cornerDistance(qx, qy))
                        }
                    }
                }
            }
        }
        return pixels
    }

    /// The signed distance to the outline of a pixel `(qx, qy)` from the inner ends of the
    /// straight edges (both positive beyond them), in pixels: the corners' shape decides it.
    func cornerDistance(_ qx: Double, _ qy: Double) -> Double {
        let radiusX = Double(quarterRadius) / 4, radiusY = Double(quarterRadiusY) / 4
        if radiusX == radiusY {
            return Self.circularCornerDistance(qx, qy, radius: radiusX)
        } else if radiusX == 0 || radiusY == 0 {
            return Self.circularCornerDistance(qx - radiusX, qy - radiusY, radius: 0)
        } else {
            return Self.ellipticalCornerDistance(qx, qy, radiusX: radiusX, radiusY: radiusY)
        }
    }

    /// A coverage of `alpha` (clamped to 0...1) as a byte, rounded to the nearest.
    static func coverageByte(_ alpha: Double) -> UInt8 {
        UInt8((min(max(alpha, 0), 1) * 255).roundedToNearestWhole)
    }

    /// The signed distance to the outline of a point `(qx, qy)` from the center of its corner's
    /// circle (both positive beyond it), in a rectangle with circular corners of `radius`.
    static func circularCornerDistance(_ qx: Double, _ qy: Double, radius: Double) -> Double {
        let outsideX = max(qx, 0), outsideY = max(qy, 0)
        return (outsideX * outsideX + outsideY * outsideY).squareRoot() + min(max(qx, qy), 0) - radius
    }

    /// The same for corners that are quarter ellipses of radii `radiusX` and `radiusY` (both
    /// positive, not equal; square corners when either is 0 are circles of radius 0): along the straight edges and inside it is exact; beyond both
    /// edges it is the ellipse's distance to first order (its implicit value divided by the
    /// length of its gradient), which is exact on the outline and off by far less than a pixel
    /// across the one-pixel ramp for the ratios a perspective gives.
    static func ellipticalCornerDistance(_ qx: Double, _ qy: Double, radiusX: Double, radiusY: Double) -> Double {
        guard qx > 0, qy > 0 else { return max(qx - radiusX, qy - radiusY) }
        let k0 = ((qx / radiusX) * (qx / radiusX) + (qy / radiusY) * (qy / radiusY)).squareRoot()
        let k1 =
            ((qx / (radiusX * radiusX)) * (qx / (radiusX * radiusX))
            + (qy / (radiusY * radiusY)) * (qy / (radiusY * radiusY))).squareRoot()
        return k0 * (k0 - 1) / k1
    }
}
