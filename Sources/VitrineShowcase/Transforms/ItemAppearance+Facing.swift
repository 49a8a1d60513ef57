import Foundation
import VitrineGeometry

extension ItemAppearance {
    /// The smallest ``facingRatio`` of an item that is drawn: an item turned so far toward
    /// edge-on that it keeps less than a tenth of its face-on area (within about 6° of edge-on
    /// as seen from the eye) shows only a sliver, and is hidden.
    public static let minimumFacingRatio = 0.1

    /// How much of its face the item shows: the area a small patch at the item's center takes on
    /// screen, over the area it would take turned parallel to the screen at the same depth.
    ///
    /// It is 1 for an item parallel to the screen, falls to 0 as the item turns edge-on to the
    /// line of sight, and is negative when the item shows its back. It can exceed 1 for an item
    /// off to the side that turns toward the eye. It is 0 when the item's center is at or behind
    /// the eye (`m44 ≤ 0`) or when the transform squashes the item to a line.
    ///
    /// With the item plane's points `(u, v, 0, 1)` carried by the transform to
    /// `(u·m11 + v·m21 + m41, u·m12 + v·m22 + m42, …, u·m14 + v·m24 + m44)`, the screen map is the
    /// homography `H = [[m11, m12, m14], [m21, m22, m24], [m41, m42, m44]]`, whose Jacobian at the
    /// center is `det H / m44³`. Parallel to the screen at that depth, the item's axes
    /// `(m11, m12, m13)` and `(m21, m22, m23)` (the perspective `m34` leaves those columns alone)
    /// would span `|a × b| / m44²`. So the ratio is `det H / (m44 · |a × b|)`; for a center at
    /// `c` with normal `n` and the eye at distance `d` (`m34 = −1/d`) it equals
    /// `n · (eye − c) / (d − c.z)`, and without perspective the cosine of the tilt.
    public var facingRatio: Double {
        let t = transform
        guard t.m44 > 0 else { return 0 }
        let determinant =
            t.m11 * (t.m22 * t.m44 - t.m24 * t.m42)
            - t.m12 * (t.m21 * t.m44 - t.m24 * t.m41)
            + t.m14 * (t.m21 * t.m42 - t.m22 * t.m41)
        let crossX = t.m12 * t.m23 - t.m13 * t.m22
        let crossY = t.m13 * t.m21 - t.m11 * t.m23
        let crossZ = t.m11 * t.m22 - t.m12 * t.m21
        let area = (crossX * crossX + crossY * crossY + crossZ * crossZ).squareRoot()
        guard area > 0 else { return 0 }
        let ratio = determinant / (t.m44 * area)
        return ratio.isFinite ? ratio : 0
    }

    /// Whether the transformed item shows its front to the eye: ``facingRatio`` > 0, the sign of
    /// its projected area. This corrects iCarousel's `m33 > 0`, which looks along the screen's
    /// axis instead of the line of sight: off to the side, an item can turn its back to the eye
    /// while `m33` is still positive.
    public var isFrontFacing: Bool {
        facingRatio > 0
    }

    /// Whether the item's face shows enough to be drawn: ``facingRatio`` at least
    /// ``minimumFacingRatio``, or for a double-sided item its size at least that on either side.
    /// A single-sided item turned away, and any item seen (nearly) edge-on, show no face.
    public var showsFace: Bool {
        let ratio = facingRatio
        return (isDoubleSided ? abs(ratio) : ratio) >= Self.minimumFacingRatio
    }
}
