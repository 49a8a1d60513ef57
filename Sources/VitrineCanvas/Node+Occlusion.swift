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
    /// to ``DrawList/append(_:pixelScale:glyphs:pictures:hiddenUnder:)`` for the layers under it.
    public func opaqueCover(pixelScale: Double = 1) -> Rect? {
        guard pixelScale > 0, pixelScale.isFinite else { return nil }
        return opaqueCover(in: PixelPlacement(scaleX: pixelScale, scaleY: pixelScale))
    }

    /// The cover in pixels, the parent's space landing by `placement`.
    private func opaqueCover(in placement: PixelPlacement) -> Rect? {
        guard let frame = movedRectangle else { return nil }
        if fillColor.rgba8.alpha == 255 {
            let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), min(size.width, size.height) / 2) : 0
            // The corners' arcs pass through the inset rectangle's corners at 45°; a pixel more
            // for the fringe, which is half transparent across the edge.
            let insetX = radius * (1 - 0.5.squareRoot()) + 1 / placement.scaleX
            let insetY = radius * (1 - 0.5.squareRoot()) + 1 / placement.scaleY
            let cover = placement.pixels(
                of: Rect(
                    x: frame.minX + insetX, y: frame.minY + insetY,
                    width: frame.width - 2 * insetX, height: frame.height - 2 * insetY))
            guard cover.width > 0, cover.height > 0,
                [cover.minX, cover.minY, cover.width, cover.height].allSatisfy(\.isFinite)
            else { return nil }
            return cover
        }
        guard let (first, inner) = firstChildPlacement(in: placement) else { return nil }
        return children[first].opaqueCover(in: inner)
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
                if scalar == "\n" {
                    lines += 1
                    current = 0
                } else {
                    current += 1
                    longest = max(longest, current)
                }
            }
            let em = max(fontSize, 0)
            halfWidth += Double(longest) * em
            halfHeight = max(halfHeight, Double(lines) * 1.5 * em / 2)
        }
        guard halfWidth.isFinite, halfHeight.isFinite else { return false }
        var bounds: Rect?
        for corner in [
            Point(x: -halfWidth, y: -halfHeight), Point(x: halfWidth, y: -halfHeight),
            Point(x: halfWidth, y: halfHeight), Point(x: -halfWidth, y: halfHeight),
        ] {
            guard let point = toScreen.project(corner), point.x.isFinite, point.y.isFinite else { return false }
            let pixel = Rect(x: point.x - 1, y: point.y - 1, width: 2, height: 2)
            bounds = bounds.map { $0.union(pixel) } ?? pixel
        }
        guard let bounds else { return false }
        return occluders.contains { $0.contains(bounds) }
    }
}
