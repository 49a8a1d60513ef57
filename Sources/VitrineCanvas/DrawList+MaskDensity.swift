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
    /// largest over the four corners `(±halfWidth, ±halfHeight)` (the one point at the origin
    /// when both are 0; an affine transform's Jacobian is the same everywhere, and read directly):
    /// across a vertical edge `|det J| / |∂s/∂y|`, across a horizontal one `|det J| / |∂s/∂x|`,
    /// with J the projection's Jacobian there; and whether the shape is mirrored (J's
    /// determinant negative). `nil` when a corner is on or behind the eye, the shape is
    /// edge-on, or a value is not finite.
    static func texelsPerPoint(halfWidth: Double, halfHeight: Double, transform t: Transform3D)
        -> (texels: (x: Double, y: Double), isMirrored: Bool)?
    {
        if t.isAffine { return affineTexelsPerPoint(t) }
        return projectedTexelsPerPoint(halfWidth: halfWidth, halfHeight: halfHeight, transform: t)
    }

    /// ``texelsPerPoint(halfWidth:halfHeight:transform:)`` for an affine transform, the same
    /// everywhere: W is 1, so the Jacobian is the transform's upper-left block, read without
    /// projecting a point.
    static func affineTexelsPerPoint(_ t: Transform3D) -> (texels: (x: Double, y: Double), isMirrored: Bool)? {
        let determinant = t.m11 * t.m22 - t.m12 * t.m21
        let lengthX = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot(), lengthY = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
        guard determinant.isFinite, abs(determinant) > 1e-12, lengthX > 0, lengthY > 0, t.m41.isFinite, t.m42.isFinite
        else { return nil }
        return ((abs(determinant) / lengthY, abs(determinant) / lengthX), determinant < 0)
    }

    /// ``texelsPerPoint(halfWidth:halfHeight:transform:)`` worked out at each corner through the
    /// projection.
    static func projectedTexelsPerPoint(halfWidth: Double, halfHeight: Double, transform t: Transform3D)
        -> (texels: (x: Double, y: Double), isMirrored: Bool)?
    {
        var largestX = 0.0, largestY = 0.0
        var mirrored: Bool?
        let cornerCount = halfWidth == 0 && halfHeight == 0 ? 1 : 4
        for corner in 0..<cornerCount {
            // Clockwise from the top-left: (−, −), (+, −), (+, +), (−, +).
            let x = corner == 1 || corner == 2 ? halfWidth : -halfWidth
            let y = corner >= 2 ? halfHeight : -halfHeight
            let v = t.apply(to: Vector4(x: x, y: y, z: 0, w: 1))
            guard v.w > 1e-9 else { return nil }
            let inverseW = 1 / v.w
            let sx = v.x * inverseW, sy = v.y * inverseW
            // ∂s/∂x and ∂s/∂y of s = (X / W, Y / W).
            let dxx = (t.m11 - sx * t.m14) * inverseW, dxy = (t.m12 - sy * t.m14) * inverseW
            let dyx = (t.m21 - sx * t.m24) * inverseW, dyy = (t.m22 - sy * t.m24) * inverseW
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

    /// `density` rounded up to the next power of 2^(1/8): its binary exponent kept, its
    /// significand (1 ≤ s < 2) raised to the next of ``eighthPowersOfTwo``, with no logarithm.
    ///
    /// Worked on the bits: significands of one binade order as their bit patterns do, and the
    /// step past 2^(7/8) is the next power of two (the exponent one higher, the significand 1).
    static func steppedUp(_ density: Double) -> Double {
        guard density.isNormal, density > 0 else { return exp2((log2(density) * 8).rounded(.up) / 8) }
        let significand = density.significandBitPattern
        var step = 0
        while step < 8, eighthPowersOfTwo[step].significandBitPattern < significand { step += 1 }
        guard step < 8 else {
            return Double(sign: .plus, exponentBitPattern: density.exponentBitPattern + 1, significandBitPattern: 0)
        }
        return Double(
            sign: .plus, exponentBitPattern: density.exponentBitPattern,
            significandBitPattern: eighthPowersOfTwo[step].significandBitPattern)
    }

    /// 2^(k/8) for k = 0...8: the steps ``steppedUp(_:)`` rounds a significand up to.
    static let eighthPowersOfTwo: [Double] = (0...8).map { exp2(Double($0) / 8) }
}
