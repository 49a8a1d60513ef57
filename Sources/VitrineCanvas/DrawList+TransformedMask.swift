import Foundation
import VitrineGeometry

extension DrawList {
    /// Appends a rounded rectangle as quads of a coverage mask from `atlas`, sampled bilinearly,
    /// when its transform turns, mirrors, shears or unevenly scales it, or shows it in
    /// perspective, and its mask at its size on screen is small enough to pay. Returns
    /// `nil`, appending nothing, when the shape does not qualify or the atlas has no mask for it
    /// yet; the caller then draws it another way.
    ///
    /// The mask has as many texels per point along each local axis as the shape has pixels
    /// across its edges on screen (where it is largest, under a perspective), so its edges keep
    /// the one-pixel ramp of an axis-aligned mask; its corners are quarter ellipses when the two
    /// differ. Under a perspective the densities are rounded up to steps of 2^(1/8), so a shape
    /// turning slowly keeps its mask for many frames. The mask's texels are mapped exactly onto
    /// the shape's local rectangle, whatever the rounding of its key, so the outline lands where
    /// the transform puts it; a perspective is drawn as a ``MaskGrid`` of cells, each two
    /// affinely mapped triangles, within half a pixel of the exact projection. On llvmpipe these few
    /// textured triangles cost far less than the 50-odd of a tessellated outline and fringe,
    /// until the shape is large enough that its pixels, sampled bilinearly, cost more (see
    /// ``largestTransformedMaskArea``).
    mutating func appendTransformedMask(
        size: Size, cornerRadius: Double, transform t: Transform3D,
        color: Color, isDoubleSided: Bool, atlas: any TextureAtlas
    ) -> ShapeResult? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        // Upright and unmirrored, a shape is the pixel-aligned mask's or is tessellated (a strip
        // clipped to a new size every frame would make a mask a frame).
        guard !t.isAffine || t.m12 != 0 || t.m21 != 0 || t.m11 < 0 || t.m22 < 0 else { return nil }
        let fill = color.rgba8
        guard fill.alpha > 0 else { return nil }
        let halfWidth = size.width / 2, halfHeight = size.height / 2
        // An affine transform's Jacobian is the same everywhere.
        let shapeCorners =
            t.isAffine
            ? [Point.zero]
            : [
                Point(x: -halfWidth, y: -halfHeight), Point(x: halfWidth, y: -halfHeight),
                Point(x: halfWidth, y: halfHeight), Point(x: -halfWidth, y: halfHeight),
            ]
        guard let density = Self.texelsPerPoint(at: shapeCorners, transform: t) else { return nil }
        // Mirrored on screen: the back of a single-sided shape.
        if density.isMirrored, !isDoubleSided {
            count { $0.culledShapes += 1 }
            return .culled
        }
        let stepped = t.isAffine ? density.texels : (x: Self.steppedUp(density.texels.x), y: Self.steppedUp(density.texels.y))
        let largest = Double(RoundedRectMask.largestSide)
        guard size.width * stepped.x < largest, size.height * stepped.y < largest else { return nil }
        let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), min(halfWidth, halfHeight)) : 0
        let mask = RoundedRectMask(
            quarterWidth: Int((size.width * stepped.x * 4).rounded()),
            quarterHeight: Int((size.height * stepped.y * 4).rounded()),
            quarterRadius: Int((radius * stepped.x * 4).rounded()),
            quarterRadiusY: Int((radius * stepped.y * 4).rounded()), phaseX: 0, phaseY: 0)
        guard mask.quarterWidth > 0, mask.quarterHeight > 0,
            mask.imageWidth * mask.imageHeight <= Self.largestTransformedMaskArea
        else { return nil }

        // Local units per texel, from the key's own size, and the image's rectangle in local units.
        let texelX = size.width * 4 / Double(mask.quarterWidth), texelY = size.height * 4 / Double(mask.quarterHeight)
        let image = Rect(
            x: -halfWidth - texelX, y: -halfHeight - texelY,
            width: Double(mask.imageWidth) * texelX, height: Double(mask.imageHeight) * texelY)
        guard let grid = MaskGrid(rect: image, transform: t), let region = atlas.region(for: mask) else { return nil }

        beginRun(.atlas(.smooth))
        let base = vertices.count
        let t0 = region.topLeft, t1 = region.bottomRight
        for row in 0...grid.rows {
            let v = t0.v + (t1.v - t0.v) * Float(row) / Float(grid.rows)
            for column in 0...grid.columns {
                let u = t0.u + (t1.u - t0.u) * Float(column) / Float(grid.columns)
                let point = grid.projected(column: column, row: row).point
                appendVertex(DrawVertex(x: Float(point.x), y: Float(point.y), color: fill, u: u, v: v))
            }
        }
        let stride = grid.columns + 1
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let topLeft = row * stride + column
                let (a, b, c, d) = (topLeft, topLeft + 1, topLeft + stride + 1, topLeft + stride)
                // Clockwise on screen either way.
                if density.isMirrored {
                    appendTriangle(base, a, c, b)
                    appendTriangle(base, a, d, c)
                } else {
                    appendTriangle(base, a, b, c)
                    appendTriangle(base, a, c, d)
                }
            }
        }
        count { $0.maskedShapes += 1 }
        return .drawn
    }
}
