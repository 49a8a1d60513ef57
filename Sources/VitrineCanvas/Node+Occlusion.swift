import VitrineGeometry

extension Node {
    /// The rectangle, in the pixels of a draw list at `pixelScale`, that this node, drawn as a
    /// root, paints with opaque color: its fill less what its rounded corners and its
    /// anti-aliased edge leave uncovered; for a group without a fill of its own (such as
    /// nodes scaled to the interface inside one node), its first drawn child's. `nil` when it
    /// is hidden, translucent, or turned or tilted (only moves and even scales keep it a
    /// rectangle on the pixel grid).
    ///
    /// What is drawn before it and lies entirely inside this rectangle cannot be seen: pass it
    /// to ``DrawList/append(_:pixelScale:glyphs:hiddenUnder:)`` for the layers under it.
    public func opaqueCover(pixelScale: Double = 1) -> Rect? {
        guard pixelScale > 0, pixelScale.isFinite else { return nil }
        return opaqueCover(scaleX: pixelScale, scaleY: pixelScale, offsetX: 0, offsetY: 0)
    }

    /// The cover in pixels, where a point p of the parent's space lands at `p × scale + offset`.
    private func opaqueCover(scaleX: Double, scaleY: Double, offsetX: Double, offsetY: Double) -> Rect? {
        let t = transform
        guard !isHidden, opacity >= 1, t.isAffine, t.m11 == 1, t.m22 == 1, t.m12 == 0, t.m21 == 0 else { return nil }
        if fillColor.rgba8.alpha == 255 {
            let left = center.x + t.m41 - size.width / 2, top = center.y + t.m42 - size.height / 2
            let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), min(size.width, size.height) / 2) : 0
            // The corners' arcs pass through the inset rectangle's corners at 45°; a pixel more
            // for the fringe, which is half transparent across the edge.
            let insetX = radius * (1 - 0.5.squareRoot()) + 1 / scaleX, insetY = radius * (1 - 0.5.squareRoot()) + 1 / scaleY
            let width = (size.width - 2 * insetX) * scaleX, height = (size.height - 2 * insetY) * scaleY
            let x = (left + insetX) * scaleX + offsetX, y = (top + insetY) * scaleY + offsetY
            guard width > 0, height > 0, [x, y, width, height].allSatisfy(\.isFinite) else { return nil }
            return Rect(x: x, y: y, width: width, height: height)
        }
        // A bare group: a child's point q lands at (q − size / 2) · S + center (S its sublayer
        // transform, which must only scale and move too).
        let s = sublayerTransform
        guard fillColor.alpha == 0, s.isAffine, s.m12 == 0, s.m21 == 0, s.m11 > 0, s.m22 > 0,
              let first = childDrawingOrder.first else { return nil }
        let x = center.x + t.m41 - size.width / 2 * s.m11 + s.m41, y = center.y + t.m42 - size.height / 2 * s.m22 + s.m42
        return children[first].opaqueCover(scaleX: scaleX * s.m11, scaleY: scaleY * s.m22,
                                           offsetX: x * scaleX + offsetX, offsetY: y * scaleY + offsetY)
    }

    /// Whether this node's own fill and text, placed by `toScreen`, lie inside one of
    /// `occluders` (pixels), with a pixel of fringe around them on screen. Text may reach past
    /// the node, so its bound is generous: lines of 1.5 em centred on the node, each character
    /// at most 1 em wide from the node's left edge.
    func isCovered(by occluders: [Rect], toScreen: Transform3D) -> Bool {
        guard !occluders.isEmpty else { return false }
        var halfWidth = size.width / 2, halfHeight = size.height / 2
        if let text, !text.isEmpty {
            var lines = 1, longest = 0, current = 0
            for scalar in text.unicodeScalars {
                if scalar == "\n" { lines += 1; current = 0 } else { current += 1; longest = max(longest, current) }
            }
            let em = max(fontSize, 0)
            halfWidth += Double(longest) * em
            halfHeight = max(halfHeight, Double(lines) * 1.5 * em / 2)
        }
        guard halfWidth.isFinite, halfHeight.isFinite else { return false }
        var bounds: Rect?
        for corner in [Point(x: -halfWidth, y: -halfHeight), Point(x: halfWidth, y: -halfHeight),
                       Point(x: halfWidth, y: halfHeight), Point(x: -halfWidth, y: halfHeight)] {
            guard let point = toScreen.project(corner), point.x.isFinite, point.y.isFinite else { return false }
            let pixel = Rect(x: point.x - 1, y: point.y - 1, width: 2, height: 2)
            bounds = bounds.map { $0.union(pixel) } ?? pixel
        }
        guard let bounds else { return false }
        return occluders.contains { $0.contains(bounds) }
    }
}
