import VitrineGeometry

extension Node {
    /// When this node, drawn as a root, begins by painting all of `bounds` (pixels of a draw
    /// list at `pixelScale`) with one opaque color, with no edge of it inside: that color, and
    /// the node without that paint (its fill made clear, its children kept). A frame can then be
    /// cleared to the color instead of having the paint drawn over the clear. The paint is the
    /// node's own fill, or for a group without a fill of its own (such as a scene scaled inside
    /// one node), its first drawn child's; it must be a square-cornered rectangle only moved or
    /// scaled evenly, holding `bounds` (its anti-aliased edge is then half a pixel or more from
    /// every pixel center inside, where coverage is whole). `nil` otherwise.
    public func separatingBackground(covering bounds: Rect, pixelScale: Double = 1) -> (color: Color, remainder: Node)? {
        guard pixelScale > 0, pixelScale.isFinite else { return nil }
        return separatingBackground(covering: bounds, scaleX: pixelScale, scaleY: pixelScale, offsetX: 0, offsetY: 0)
    }

    /// The same where a point p of the parent's space lands at `p × scale + offset` pixels.
    private func separatingBackground(covering bounds: Rect, scaleX: Double, scaleY: Double,
                                      offsetX: Double, offsetY: Double) -> (color: Color, remainder: Node)? {
        let t = transform
        guard !isHidden, opacity >= 1, t.isAffine, t.m11 == 1, t.m22 == 1, t.m12 == 0, t.m21 == 0 else { return nil }
        if fillColor.rgba8.alpha == 255 {
            let left = center.x + t.m41 - size.width / 2, top = center.y + t.m42 - size.height / 2
            let painted = Rect(x: left * scaleX + offsetX, y: top * scaleY + offsetY,
                               width: size.width * scaleX, height: size.height * scaleY)
            guard cornerRadius <= 0, painted.contains(bounds) else { return nil }
            var remainder = self
            remainder.fillColor = .clear
            return (fillColor, remainder)
        }
        let s = sublayerTransform
        guard fillColor.alpha == 0, s.isAffine, s.m12 == 0, s.m21 == 0, s.m11 > 0, s.m22 > 0,
              let first = childDrawingOrder.first else { return nil }
        let x = center.x + t.m41 - size.width / 2 * s.m11 + s.m41, y = center.y + t.m42 - size.height / 2 * s.m22 + s.m42
        guard let (color, child) = children[first].separatingBackground(
            covering: bounds, scaleX: scaleX * s.m11, scaleY: scaleY * s.m22,
            offsetX: x * scaleX + offsetX, offsetY: y * scaleY + offsetY) else { return nil }
        var remainder = self
        remainder.children[first] = child
        return (color, remainder)
    }
}
