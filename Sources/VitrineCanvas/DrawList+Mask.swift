import VitrineGeometry

extension DrawList {
    /// Appends a rounded rectangle as one quad of a coverage mask from `atlas`, texel for pixel,
    /// when its corners are rounded and its transform only moves it and scales it evenly, so
    /// that it lands axis-aligned on the pixel grid. Returns `false`, appending nothing, when the shape does not qualify or the
    /// atlas has no mask for it; the caller then tessellates it.
    ///
    /// Drawing on a software rasterizer (Mesa's llvmpipe), two textured triangles cost far less
    /// than the fan and fringe of a tessellated shape, and the mask's analytic coverage is the
    /// same one-pixel ramp the fringe draws.
    mutating func appendMaskedRoundedRect(
        size: Size, cornerRadius: Double, transform t: Transform3D,
        color: Color, atlas: any TextureAtlas
    ) -> Bool {
        // Square corners tessellate into two triangles and a fringe: no mask needed, and none
        // spent on shapes such as clipped strips whose sizes change every frame.
        guard cornerRadius > 0, t.isAffine, t.m12 == 0, t.m21 == 0, t.m11 > 0, t.m11 == t.m22,
            size.width > 0, size.height > 0
        else { return false }
        let fill = color.rgba8
        guard fill.alpha > 0 else { return false }
        let rect = Rect(
            x: t.m41 - t.m11 * size.width / 2, y: t.m42 - t.m22 * size.height / 2,
            width: t.m11 * size.width, height: t.m22 * size.height)
        let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), min(size.width, size.height) / 2) * t.m11 : 0
        guard let placement = RoundedRectMask.placing(rect, radius: radius),
            let region = atlas.region(for: placement.mask)
        else { return false }

        beginRun(.atlas(.nearest))
        let x0 = Float(placement.x), y0 = Float(placement.y)
        let x1 = x0 + Float(placement.mask.imageWidth), y1 = y0 + Float(placement.mask.imageHeight)
        let t0 = region.topLeft, t1 = region.bottomRight
        let base = vertices.count
        appendVertex(DrawVertex(x: x0, y: y0, color: fill, u: t0.u, v: t0.v))
        appendVertex(DrawVertex(x: x1, y: y0, color: fill, u: t1.u, v: t0.v))
        appendVertex(DrawVertex(x: x1, y: y1, color: fill, u: t1.u, v: t1.v))
        appendVertex(DrawVertex(x: x0, y: y1, color: fill, u: t0.u, v: t1.v))
        appendQuad(base)
        count { $0.maskedShapes += 1 }
        return true
    }
}
