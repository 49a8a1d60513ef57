import VitrineGeometry

extension Node {
    /// `nodes` drawn over a frame cleared to `clearColor`, as a color to clear to and the nodes
    /// to draw: where the first node begins by painting all of `bounds` opaquely
    /// (``separatingBackground(covering:pixelScale:)``), its paint becomes the clear color;
    /// otherwise `clearColor` and `nodes` as they are.
    public static func separatingBackground(
        of nodes: [Node], over clearColor: Color, covering bounds: Rect,
        pixelScale: Double = 1
    ) -> (clearColor: Color, nodes: [Node]) {
        guard let first = nodes.first,
            let (color, remainder) = first.separatingBackground(covering: bounds, pixelScale: pixelScale)
        else {
            return (clearColor, nodes)
        }
        return (color, [remainder] + nodes.dropFirst())
    }

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
        return separatingBackground(covering: bounds, in: PixelPlacement(scaleX: pixelScale, scaleY: pixelScale))
    }

    /// The same, the parent's space landing by `placement`.
    private func separatingBackground(covering bounds: Rect, in placement: PixelPlacement) -> (color: Color, remainder: Node)? {
        guard let frame = movedRectangle else { return nil }
        if fillColor.rgba8.alpha == 255 {
            guard cornerRadius <= 0, placement.pixels(of: frame).contains(bounds) else { return nil }
            var remainder = self
            remainder.fillColor = .clear
            return (fillColor, remainder)
        }
        guard let (first, inner) = firstChildPlacement(in: placement),
            let (color, child) = children[first].separatingBackground(covering: bounds, in: inner)
        else { return nil }
        var remainder = self
        remainder.children[first] = child
        return (color, remainder)
    }
}
