import Foundation
import VitrineGeometry

extension DrawList {
    /// Appends a rounded rectangle as quads of a coverage mask from `atlas`, sampled bilinearly,
    /// when its transform turns, mirrors, shears or unevenly scales it, or shows it in
    /// perspective, and the mask at its size on screen is small enough for the atlas. Returns
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
    mutating func appendTransformedMask(size: Size, cornerRadius: Double, transform t: Transform3D,
                                        color: Color, isDoubleSided: Bool, atlas: any TextureAtlas) -> ShapeResult? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        // Upright and unmirrored, a shape is the pixel-aligned mask's or is tessellated (a strip
        // clipped to a new size every frame would make a mask a frame).
        guard !t.isAffine || t.m12 != 0 || t.m21 != 0 || t.m11 < 0 || t.m22 < 0 else { return nil }
        let fill = color.rgba8
        guard fill.alpha > 0 else { return nil }
        let halfWidth = size.width / 2, halfHeight = size.height / 2
        // An affine transform's Jacobian is the same everywhere.
        let shapeCorners = t.isAffine ? [Point.zero] : [Point(x: -halfWidth, y: -halfHeight), Point(x: halfWidth, y: -halfHeight),
                                                        Point(x: halfWidth, y: halfHeight), Point(x: -halfWidth, y: halfHeight)]
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
        let mask = RoundedRectMask(quarterWidth: Int((size.width * stepped.x * 4).rounded()),
                                   quarterHeight: Int((size.height * stepped.y * 4).rounded()),
                                   quarterRadius: Int((radius * stepped.x * 4).rounded()),
                                   quarterRadiusY: Int((radius * stepped.y * 4).rounded()), phaseX: 0, phaseY: 0)
        guard mask.quarterWidth > 0, mask.quarterHeight > 0,
              mask.imageWidth * mask.imageHeight <= Self.largestTransformedMaskArea else { return nil }

        // Local units per texel, from the key's own size, and the image's rectangle in local units.
        let texelX = size.width * 4 / Double(mask.quarterWidth), texelY = size.height * 4 / Double(mask.quarterHeight)
        let image = Rect(x: -halfWidth - texelX, y: -halfHeight - texelY,
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

    /// The most texels a turned, sheared or tilted shape's mask may have; larger shapes are
    /// tessellated. Measured with `vitrine-bench --drawing` on llvmpipe (100 items, from masks ÷
    /// tessellated): turned by 15°, masks are 2.2× faster at 30 × 30 points, 1.5× at 60 × 60 and
    /// 0.96× at 90 × 90; tilted 30° in perspective (more cells), 1.9×, 1.2× and 0.63×. Bilinear
    /// sampling costs about 3 ns a pixel more than the tessellated fill, and a triangle about
    /// half a microsecond: the two meet near 72 × 72 texels. (Upright shapes, sampled nearest,
    /// still gain at 120 × 120: 1.23×, so their limit is the atlas's.)
    static let largestTransformedMaskArea = 72 * 72

    /// How many pixels one point of the local plane spans across each edge on screen, at the
    /// largest over `corners`: across a vertical edge `|det J| / |∂s/∂y|`, across a horizontal
    /// one `|det J| / |∂s/∂x|`, with J the projection's Jacobian there; and whether the shape is
    /// mirrored (J's determinant negative). `nil` when a corner is on or behind the eye, the
    /// shape is edge-on, or a value is not finite.
    static func texelsPerPoint(at corners: [Point], transform t: Transform3D)
        -> (texels: (x: Double, y: Double), isMirrored: Bool)? {
        var largestX = 0.0, largestY = 0.0
        var mirrored: Bool?
        for corner in corners {
            let v = t.apply(to: Vector4(x: corner.x, y: corner.y, z: 0, w: 1))
            guard v.w > 1e-9 else { return nil }
            let sx = v.x / v.w, sy = v.y / v.w
            // ∂s/∂x and ∂s/∂y of s = (X / W, Y / W).
            let dxx = (t.m11 - sx * t.m14) / v.w, dxy = (t.m12 - sy * t.m14) / v.w
            let dyx = (t.m21 - sx * t.m24) / v.w, dyy = (t.m22 - sy * t.m24) / v.w
            let determinant = dxx * dyy - dxy * dyx
            let lengthX = (dxx * dxx + dxy * dxy).squareRoot(), lengthY = (dyx * dyx + dyy * dyy).squareRoot()
            guard determinant.isFinite, abs(determinant) > 1e-12, lengthX > 0, lengthY > 0 else { return nil }
            largestX = max(largestX, abs(determinant) / lengthY)
            largestY = max(largestY, abs(determinant) / lengthX)
            guard mirrored == nil || mirrored == (determinant < 0) else { return nil }
            mirrored = determinant < 0
        }
        guard let isMirrored = mirrored, largestX.isFinite, largestY.isFinite else { return nil }
        return ((largestX, largestY), isMirrored)
    }

    /// `density` rounded up to the next power of 2^(1/8).
    static func steppedUp(_ density: Double) -> Double {
        exp2((log2(density) * 8).rounded(.up) / 8)
    }
}
