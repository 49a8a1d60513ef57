import VitrineGeometry

extension DrawList {
    /// Appends a rounded rectangle as one quad of a coverage mask from `atlas`, sampled
    /// bilinearly, when its transform turns or mirrors it, moving and scaling it evenly (a
    /// similarity), and the mask at its on-screen size is small enough for the atlas. Returns `nil`,
    /// appending nothing, when the shape does not qualify or the atlas has no mask for it yet;
    /// the caller then draws it another way.
    ///
    /// The mask is made at the shape's size on screen, in quarter pixels, with one transparent
    /// texel around it, so its edges keep the one-pixel ramp of an axis-aligned mask; the quad
    /// maps the mask's texels exactly onto the shape's local rectangle, whatever the rounding
    /// of the key, so the outline lands where the transform puts it. On llvmpipe two textured
    /// triangles cost far less than the 50-odd triangles of a tessellated outline and fringe,
    /// until the shape is large enough that its pixels, sampled bilinearly, cost more: masks are
    /// at most 1/64 of the atlas (128 × 128 texels), about where the two meet.
    mutating func appendTransformedMask(size: Size, cornerRadius: Double, transform t: Transform3D,
                                        color: Color, isDoubleSided: Bool, atlas: any TextureAtlas) -> ShapeResult? {
        guard t.isAffine, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        // Upright and unmirrored, a shape is the pixel-aligned mask's or is tessellated (a strip
        // clipped to a new size every frame would make a mask a frame).
        guard t.m12 != 0 || t.m21 != 0 || t.m11 < 0 || t.m22 < 0 else { return nil }
        let fill = color.rgba8
        guard fill.alpha > 0 else { return nil }
        // A similarity: both columns of the 2 × 2 part as long as each other, and at right angles.
        let scale = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
        let other = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
        let tolerance = 1e-9 * max(scale, 1)
        guard scale.isFinite, scale > 0, abs(other - scale) <= tolerance,
              abs(t.m11 * t.m21 + t.m12 * t.m22) <= tolerance * scale else { return nil }
        let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), min(size.width, size.height) / 2) : 0
        let mask = RoundedRectMask(quarterWidth: Int((size.width * scale * 4).rounded()),
                                   quarterHeight: Int((size.height * scale * 4).rounded()),
                                   quarterRadius: Int((radius * scale * 4).rounded()), phaseX: 0, phaseY: 0)
        guard mask.quarterWidth > 0, mask.quarterHeight > 0 else { return nil }
        let determinant = t.m11 * t.m22 - t.m12 * t.m21
        // Mirrored on screen: the back of a single-sided shape.
        if determinant < 0, !isDoubleSided {
            count { $0.culledShapes += 1 }
            return .culled
        }
        guard let region = atlas.region(for: mask) else { return nil }

        // Local units per texel, from the key's own size, and the image's corners in local units.
        let texelX = size.width * 4 / Double(mask.quarterWidth), texelY = size.height * 4 / Double(mask.quarterHeight)
        let left = -size.width / 2 - texelX, top = -size.height / 2 - texelY
        let right = left + Double(mask.imageWidth) * texelX, bottom = top + Double(mask.imageHeight) * texelY
        let corners = [Point(x: left, y: top), Point(x: right, y: top), Point(x: right, y: bottom), Point(x: left, y: bottom)]
            .compactMap { t.project($0) }
        guard corners.count == 4 else { return nil }
        let t0 = region.topLeft, t1 = region.bottomRight
        let texture = [(t0.u, t0.v), (t1.u, t0.v), (t1.u, t1.v), (t0.u, t1.v)]
        beginRun(.atlas(.smooth))
        let base = vertices.count
        for (point, (u, v)) in zip(corners, texture) {
            appendVertex(DrawVertex(x: Float(point.x), y: Float(point.y), color: fill, u: u, v: v))
        }
        // Clockwise on screen either way.
        if determinant > 0 {
            appendTriangle(base, 0, 1, 2)
            appendTriangle(base, 0, 2, 3)
        } else {
            appendTriangle(base, 0, 2, 1)
            appendTriangle(base, 0, 3, 2)
        }
        count { $0.maskedShapes += 1 }
        return .drawn
    }
}
