import Foundation
import VitrineGeometry

extension DrawList {
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
        -> (texels: (x: Double, y: Double), isMirrored: Bool)?
    {
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
