import VitrineGeometry

/// Where the points of a space land in a draw list's pixels when only moves and even scales lie
/// between: `p × scale + offset`, axis by axis. What ``Node/opaqueCover(pixelScale:)`` and
/// ``Node/separatingBackground(covering:pixelScale:)`` follow down a root and its groups.
struct PixelPlacement {
    /// Pixels a point, across and down.
    var scaleX: Double, scaleY: Double
    /// Where the space's origin lands, in pixels.
    var offsetX = 0.0, offsetY = 0.0

    /// `rect`, in points of the space, in pixels.
    func pixels(of rect: Rect) -> Rect {
        Rect(
            x: rect.minX * scaleX + offsetX, y: rect.minY * scaleY + offsetY,
            width: rect.width * scaleX, height: rect.height * scaleY)
    }
}

extension Node {
    /// The node's rectangle in its parent's space, when it is drawn whole (not hidden, not
    /// faded) and its transform only moves it, so that it stays a rectangle on the pixel grid;
    /// `nil` otherwise.
    var movedRectangle: Rect? {
        let t = transform
        guard !isHidden, opacity >= 1, t.isAffine, t.m11 == 1, t.m22 == 1, t.m12 == 0, t.m21 == 0 else { return nil }
        return Rect(
            x: center.x + t.m41 - size.width / 2, y: center.y + t.m42 - size.height / 2,
            width: size.width, height: size.height)
    }

    /// For a group without a fill of its own whose sublayer transform only scales evenly and
    /// moves (such as nodes scaled to the interface inside one node): its first drawn child, and
    /// where that child's parent space lands when the node's parent space lands by `placement`.
    /// A child's point q lands at (q − size / 2) · S + center, S the sublayer transform. `nil`
    /// for any other node (the caller has checked ``movedRectangle``).
    func firstChildPlacement(in placement: PixelPlacement) -> (index: Int, placement: PixelPlacement)? {
        let t = transform, s = sublayerTransform
        guard fillColor.alpha == 0, s.isAffine, s.m12 == 0, s.m21 == 0, s.m11 > 0, s.m22 > 0,
            let first = childDrawingOrder.first
        else { return nil }
        let x = center.x + t.m41 - size.width / 2 * s.m11 + s.m41, y = center.y + t.m42 - size.height / 2 * s.m22 + s.m42
        return (
            first,
            PixelPlacement(
                scaleX: placement.scaleX * s.m11, scaleY: placement.scaleY * s.m22,
                offsetX: x * placement.scaleX + placement.offsetX,
                offsetY: y * placement.scaleY + placement.offsetY)
        )
    }
}
