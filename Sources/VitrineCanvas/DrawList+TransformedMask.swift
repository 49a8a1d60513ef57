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
        guard let density = Self.texelsPerPoint(halfWidth: halfWidth, halfHeight: halfHeight, transform: t) else {
            return nil
        }
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
            quarterWidth: Int((size.width * stepped.x * 4).roundedToNearestWhole),
            quarterHeight: Int((size.height * stepped.y * 4).roundedToNearestWhole),
            quarterRadius: Int((radius * stepped.x * 4).roundedToNearestWhole),
            quarterRadiusY: Int((radius * stepped.y * 4).roundedToNearestWhole), phaseX: 0, phaseY: 0)
        guard mask.quarterWidth > 0, mask.quarterHeight > 0,
            mask.imageWidth * mask.imageHeight <= Self.largestTransformedMaskArea
        else { return nil }

        // Local units per texel, from the key's own size, and the image's rectangle in local units.
        let texelX = size.width * 4 / Double(mask.quarterWidth), texelY = size.height * 4 / Double(mask.quarterHeight)
        let image = Rect(
            x: -halfWidth - texelX, y: -halfHeight - texelY,
            width: Double(mask.imageWidth) * texelX, height: Double(mask.imageHeight) * texelY)
        if t.isAffine {
            guard appendAffineMask(image, transform: t, isMirrored: density.isMirrored, color: fill, mask: mask, atlas: atlas)
            else { return nil }
        } else {
            guard let grid = MaskGrid(rect: image, transform: t), let region = atlas.region(for: mask) else { return nil }
            appendMaskGrid(grid, region: region, isMirrored: density.isMirrored, color: fill)
        }
        count { $0.maskedShapes += 1 }
        return .drawn
    }

    /// Appends the quad of `mask`'s image, whose rectangle in local units is `image`, under an
    /// affine `transform`: its corners go straight through the transform, with no grid and no
    /// perspective division. Returns `false`, appending nothing, when a corner lands past
    /// ``guardBand`` or the atlas has no region for the mask.
    private mutating func appendAffineMask(
        _ image: Rect, transform t: Transform3D, isMirrored: Bool, color: RGBA8, mask: RoundedRectMask,
        atlas: any TextureAtlas
    ) -> Bool {
        // The top-left corner and the steps to the top-right and bottom-left ones.
        let x0 = t.m11 * image.minX + t.m21 * image.minY + t.m41, y0 = t.m12 * image.minX + t.m22 * image.minY + t.m42
        let acrossX = t.m11 * image.width, acrossY = t.m12 * image.width
        let downX = t.m21 * image.height, downY = t.m22 * image.height
        let xs = (x0, x0 + acrossX, x0 + downX, x0 + acrossX + downX)
        let ys = (y0, y0 + acrossY, y0 + downY, y0 + acrossY + downY)
        let band = Self.guardBand
        guard abs(xs.0) <= band, abs(xs.1) <= band, abs(xs.2) <= band, abs(xs.3) <= band, abs(ys.0) <= band,
            abs(ys.1) <= band, abs(ys.2) <= band, abs(ys.3) <= band,
            let region = atlas.region(for: mask)
        else { return false }
        beginRun(.atlas(.smooth))
        let base = vertices.count
        let t0 = region.topLeft, t1 = region.bottomRight
        // Row by row, as a one-cell grid: top-left, top-right, bottom-left, bottom-right.
        appendVertex(DrawVertex(x: Float(xs.0), y: Float(ys.0), color: color, u: t0.u, v: t0.v))
        appendVertex(DrawVertex(x: Float(xs.1), y: Float(ys.1), color: color, u: t1.u, v: t0.v))
        appendVertex(DrawVertex(x: Float(xs.2), y: Float(ys.2), color: color, u: t0.u, v: t1.v))
        appendVertex(DrawVertex(x: Float(xs.3), y: Float(ys.3), color: color, u: t1.u, v: t1.v))
        appendCells(from: base, columns: 1, rows: 1, isMirrored: isMirrored)
        return true
    }

    /// Appends `grid`'s vertices with their texture coordinates into `region`, and its cells.
    private mutating func appendMaskGrid(_ grid: MaskGrid, region: TextureRegion, isMirrored: Bool, color: RGBA8) {
        beginRun(.atlas(.smooth))
        let base = vertices.count
        let t0 = region.topLeft, t1 = region.bottomRight
        var column = 0, row = 0
        grid.forEachPoint { point in
            let u = t0.u + (t1.u - t0.u) * Float(column) / Float(grid.columns)
            let v = t0.v + (t1.v - t0.v) * Float(row) / Float(grid.rows)
            appendVertex(DrawVertex(x: Float(point.x), y: Float(point.y), color: color, u: u, v: v))
            if column == grid.columns {
                column = 0
                row += 1
            } else {
                column += 1
            }
        }
        appendCells(from: base, columns: grid.columns, rows: grid.rows, isMirrored: isMirrored)
    }

    /// Appends two triangles for each cell of a grid of `columns` × `rows` cells whose vertices,
    /// row by row, start at `base`; clockwise on screen whether or not the grid is mirrored.
    private mutating func appendCells(from base: Int, columns: Int, rows: Int, isMirrored: Bool) {
        let stride = columns + 1
        for row in 0..<rows {
            for column in 0..<columns {
                let topLeft = UInt32(base + row * stride + column)
                let (a, b, c, d) = (topLeft, topLeft + 1, topLeft + UInt32(stride) + 1, topLeft + UInt32(stride))
                let (second, third, fifth, sixth) = isMirrored ? (c, b, d, c) : (b, c, c, d)
                indices.append(a)
                indices.append(second)
                indices.append(third)
                indices.append(a)
                indices.append(fifth)
                indices.append(sixth)
            }
        }
        extendRun(indexCount: rows * columns * 6, coveringVerticesFrom: base)
    }
}
