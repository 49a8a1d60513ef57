import VitrineGeometry

extension DrawList {
    /// Appends a node tree: each node's fill, then its text, then its children in
    /// ``Node/childDrawingOrder`` (by ``Node/zPosition``, stably), depth first.
    ///
    /// Node coordinates are in points; `pixelScale` converts them to the pixels of the draw list
    /// (2 on a HiDPI display whose drawable is twice the window size).
    /// With an atlas that keeps masks, a rounded rectangle that lands axis-aligned on the pixel
    /// grid becomes one masked quad; every other one is tessellated.
    /// Without `glyphs`, text is skipped and shapes sample texture coordinate (0, 0).
    public mutating func append(_ root: Node, pixelScale: Double = 1, glyphs: (any TextureAtlas)? = nil) {
        let screen = Transform3D.makeScale(pixelScale, pixelScale, 1)
        appendNode(root, parentPrefix: .identity, parentToScreen: screen, opacity: 1, glyphs: glyphs)
    }

    /// The transform from a node's local space (origin at its center) to pixels.
    ///
    /// `parentPrefix` maps a point of the parent's coordinate space into the parent's local
    /// space (through the parent's sublayer transform), and `parentToScreen` maps the parent's
    /// local space to pixels. Like Core Animation, the node's own 3-D result is flattened into
    /// its parent's plane before the parent's transform applies; the perspective division is
    /// kept, since flattening zeroes z but not w.
    static func nodeToScreen(_ node: Node, parentPrefix: Transform3D, parentToScreen: Transform3D) -> Transform3D {
        let placed = node.transform
            .concatenating(.makeTranslation(node.center.x, node.center.y, 0))
            .concatenating(parentPrefix)
        return placed.flattened.concatenating(parentToScreen)
    }

    private mutating func appendNode(_ node: Node, parentPrefix: Transform3D, parentToScreen: Transform3D,
                                     opacity: Double, glyphs: (any TextureAtlas)?) {
        guard !node.isHidden else { return }
        let alpha = opacity * (node.opacity.isFinite ? min(max(node.opacity, 0), 1) : 0)
        guard alpha > 0 else { return }
        let toScreen = Self.nodeToScreen(node, parentPrefix: parentPrefix, parentToScreen: parentToScreen)

        if node.fillColor.alpha > 0 {
            let color = node.fillColor.withAlpha(node.fillColor.alpha * alpha)
            let masked = glyphs.map {
                appendMaskedRoundedRect(size: node.size, cornerRadius: node.cornerRadius, transform: toScreen,
                                        color: color, atlas: $0)
            } ?? false
            if !masked {
                appendRoundedRect(size: node.size, cornerRadius: node.cornerRadius, transform: toScreen,
                                  color: color, texture: glyphs?.whiteTexel ?? .zero,
                                  isDoubleSided: node.isDoubleSided)
            }
        }
        if let text = node.text, !text.isEmpty, let glyphs {
            appendText(text, fontSize: node.fontSize, color: node.textColor.withAlpha(node.textColor.alpha * alpha),
                       alignment: node.textAlignment, letterSpacing: node.letterSpacing, width: node.size.width,
                       transform: toScreen, glyphs: glyphs)
        }
        guard !node.children.isEmpty else { return }

        let prefix = Transform3D.makeTranslation(-node.size.width / 2, -node.size.height / 2, 0)
            .concatenating(node.sublayerTransform)
        for index in node.childDrawingOrder {
            appendNode(node.children[index], parentPrefix: prefix, parentToScreen: toScreen, opacity: alpha,
                       glyphs: glyphs)
        }
    }
}
