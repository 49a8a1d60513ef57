import VitrineGeometry

extension DrawList {
    /// Appends a node tree: each node's fill, then its text, then its children in
    /// ``Node/childDrawingOrder`` (by ``Node/zPosition``, stably), depth first.
    ///
    /// Node coordinates are in points; `pixelScale` converts them to the pixels of the draw list
    /// (2 on a HiDPI display whose drawable is twice the window size).
    /// With an atlas that keeps masks, a rounded rectangle that lands axis-aligned on the pixel
    /// grid becomes one masked quad sampled nearest, a small one turned or scaled evenly one
    /// masked quad sampled bilinearly; every other one is tessellated.
    /// Without `glyphs`, text is skipped and every shape is tessellated.
    ///
    /// A node's ``Node/picture`` is drawn over its fill from `pictures`, which is asked for its
    /// texture at the size it covers on screen; without `pictures`, or while the source has no
    /// texture for it yet, the node shows its fill alone.
    ///
    /// A node whose fill and text lie wholly inside one of `occluders` (pixels the caller will
    /// paint opaquely afterwards, such as a panel's ``Node/opaqueCover(pixelScale:)``) is left
    /// out and counted in `Statistics/hiddenShapes`; its children are judged on their own.
    public mutating func append(
        _ root: borrowing Node, pixelScale: Double = 1, glyphs: (any TextureAtlas)? = nil,
        pictures: (any PictureSource)? = nil, hiddenUnder occluders: [Rect] = []
    ) {
        // Pictures drawn later hide the parts of earlier ones they cover.
        let pictureOccluders = pictures.map { Self.pictureOccluders(of: root, pixelScale: pixelScale, pictures: $0) } ?? []
        let sources = Sources(glyphs: glyphs, pictures: pictures, occluders: occluders, pictureOccluders: pictureOccluders)
        scratch.drawingNumber = 0
        appendTree(root, parentPrefix: .identity, parentToScreen: .makeScale(pixelScale, pixelScale, 1), opacity: 1, sources)
    }

    /// Where a tree's text, pictures and masks come from, and what covers it.
    private struct Sources {
        var glyphs: (any TextureAtlas)?
        var pictures: (any PictureSource)?
        var occluders: [Rect]
        /// The tree's opaque pictures, which hide what they cover of pictures drawn before them.
        var pictureOccluders: [PictureOccluder]
    }

    /// Appends `node` and the nodes under it, in the order ``Node/forEachDrawn(from:_:)`` visits
    /// them. Written out rather than through that method's closure: nodes are borrowed where
    /// they lie, never copied (a copy retains a node's text, picture and children), and the
    /// sources are not captured per node.
    private mutating func appendTree(
        _ node: borrowing Node, parentPrefix: Transform3D, parentToScreen: Transform3D, opacity: Double,
        _ sources: borrowing Sources
    ) {
        guard let alpha = node.drawnOpacity(under: opacity) else { return }
        let drawingNumber = scratch.drawingNumber
        scratch.drawingNumber += 1
        let toScreen = Self.nodeToScreen(node, parentPrefix: parentPrefix, parentToScreen: parentToScreen)
        if node.isCovered(by: sources.occluders, toScreen: toScreen) {
            count { $0.hiddenShapes += 1 }
        } else if let picture = node.picture, let pictures = sources.pictures {
            appendOwnContent(
                of: node, picture: picture, toScreen: toScreen, opacity: alpha, glyphs: sources.glyphs, pictures: pictures,
                hiddenBy: sources.pictureOccluders, drawingNumber: drawingNumber)
        } else {
            appendOwnContent(of: node, toScreen: toScreen, opacity: alpha, glyphs: sources.glyphs)
        }
        guard !node.children.isEmpty else { return }
        let prefix = node.childrenPrefix
        let order = node.reorderedChildren
        for position in node.children.indices {
            appendTree(
                node.children[order?[position] ?? position], parentPrefix: prefix, parentToScreen: toScreen, opacity: alpha,
                sources)
        }
    }

    /// The transform from a node's local space (origin at its center) to pixels.
    ///
    /// `parentPrefix` maps a point of the parent's coordinate space into the parent's local
    /// space (through the parent's sublayer transform), and `parentToScreen` maps the parent's
    /// local space to pixels. Like Core Animation, the node's own 3-D result is flattened into
    /// its parent's plane before the parent's transform applies; the perspective division is
    /// kept, since flattening zeroes z but not w.
    ///
    /// When the parent's prefix and its transform to pixels only scale and move (as they nearly
    /// always do), the product is worked out row by row, with the very operations of the three
    /// products (so bit for bit the same), without making the transforms between them: drawing
    /// places every node of every frame this way.
    static func nodeToScreen(_ node: Node, parentPrefix: Transform3D, parentToScreen: Transform3D) -> Transform3D {
        guard parentPrefix.isScaleAndTranslation, parentToScreen.isScaleAndTranslation else {
            return nodeToScreenThroughProducts(node, parentPrefix: parentPrefix, parentToScreen: parentToScreen)
        }
        let t = node.transform, x = node.center.x, y = node.center.y
        let prefix = parentPrefix, screen = parentToScreen
        // A row of the node's transform through the move to its center, the prefix, the
        // flattening (the third column zeroed) and the transform to pixels; with factors that
        // only scale and move, each column takes only its own entry and the row's fourth.
        func row(_ first: Double, _ second: Double, _ fourth: Double) -> (Double, Double, Double, Double) {
            let placedFirst = (first + fourth * x) * prefix.m11 + fourth * prefix.m41
            let placedSecond = (second + fourth * y) * prefix.m22 + fourth * prefix.m42
            return (
                placedFirst * screen.m11 + fourth * screen.m41, placedSecond * screen.m22 + fourth * screen.m42,
                0 * screen.m33 + fourth * screen.m43, fourth
            )
        }
        let row1 = row(t.m11, t.m12, t.m14), row2 = row(t.m21, t.m22, t.m24)
        let row3 = row(t.m31, t.m32, t.m34), row4 = row(t.m41, t.m42, t.m44)
        return Transform3D(
            m11: row1.0, m12: row1.1, m13: row1.2, m14: row1.3,
            m21: row2.0, m22: row2.1, m23: row2.2, m24: row2.3,
            m31: row3.0, m32: row3.1, m33: row3.2, m34: row3.3,
            m41: row4.0, m42: row4.1, m43: row4.2, m44: row4.3)
    }

    /// ``nodeToScreen(_:parentPrefix:parentToScreen:)`` as three 4 × 4 products and a flattening.
    static func nodeToScreenThroughProducts(
        _ node: Node, parentPrefix: Transform3D, parentToScreen: Transform3D
    ) -> Transform3D {
        let placed = node.transform
            .concatenating(.makeTranslation(node.center.x, node.center.y, 0))
            .concatenating(parentPrefix)
        return placed.flattened.concatenating(parentToScreen)
    }

    /// Appends a node's fill and text (not its children), placed by `toScreen` and faded by
    /// `opacity`, its own multiplied by its ancestors'.
    private mutating func appendOwnContent(
        of node: Node, toScreen: Transform3D, opacity: Double, glyphs: (any TextureAtlas)?
    ) {
        appendFill(of: node, toScreen: toScreen, opacity: opacity, glyphs: glyphs)
        appendText(of: node, toScreen: toScreen, opacity: opacity, glyphs: glyphs)
    }

    /// Appends a node's fill, its picture from `pictures` over it, and its text. A picture
    /// covering the card with opaque texels hides the fill, which is then not drawn (unless
    /// the picture cannot be); those of `occluders` drawn after node `drawingNumber`, this one,
    /// hide what they cover of the picture.
    private mutating func appendOwnContent(
        of node: Node, picture: NodePicture, toScreen: Transform3D, opacity: Double, glyphs: (any TextureAtlas)?,
        pictures: any PictureSource, hiddenBy occluders: [PictureOccluder], drawingNumber: Int
    ) {
        let texture = pictureTexture(picture, of: node, toScreen: toScreen, from: pictures)
        let isOpaque = texture != nil && pictures.isOpaque(picture: picture.number)
        var hidesFill = false
        if let texture, isOpaque, picture.covers(node.size), (min(opacity, 1) * 255).rounded() == 255 {
            let result = appendPicture(
                picture, texture: texture, size: node.size, cornerRadius: node.cornerRadius, transform: toScreen,
                opacity: opacity, isDoubleSided: node.isDoubleSided, hasOpaqueTexels: true, hiddenBy: occluders,
                drawnAfter: drawingNumber)
            hidesFill = result != .empty
            if hidesFill { count { $0.hiddenFills += 1 } }
        }
        if !hidesFill {
            appendFill(of: node, toScreen: toScreen, opacity: opacity, glyphs: glyphs)
            if let texture {
                appendPicture(
                    picture, texture: texture, size: node.size, cornerRadius: node.cornerRadius, transform: toScreen,
                    opacity: opacity, isDoubleSided: node.isDoubleSided, hasOpaqueTexels: isOpaque, hiddenBy: occluders,
                    drawnAfter: drawingNumber)
            }
        }
        appendText(of: node, toScreen: toScreen, opacity: opacity, glyphs: glyphs)
    }

    /// Appends a node's fill: a mask from `glyphs` where one serves, else tessellated.
    private mutating func appendFill(of node: Node, toScreen: Transform3D, opacity: Double, glyphs: (any TextureAtlas)?) {
        guard node.fillColor.alpha > 0 else { return }
        let color = node.fillColor.withAlpha(node.fillColor.alpha * opacity)
        let masked =
            glyphs.map {
                appendMaskedRoundedRect(
                    size: node.size, cornerRadius: node.cornerRadius, transform: toScreen,
                    color: color, atlas: $0)
                    || appendTransformedMask(
                        size: node.size, cornerRadius: node.cornerRadius, transform: toScreen,
                        color: color, isDoubleSided: node.isDoubleSided, atlas: $0) != nil
            } ?? false
        if !masked {
            appendRoundedRect(
                size: node.size, cornerRadius: node.cornerRadius, transform: toScreen,
                color: color, isDoubleSided: node.isDoubleSided)
        }
    }

    /// Appends a node's text with `glyphs`; nothing without them.
    private mutating func appendText(of node: Node, toScreen: Transform3D, opacity: Double, glyphs: (any TextureAtlas)?) {
        guard let text = node.text, !text.isEmpty, let glyphs else { return }
        appendText(
            text, fontSize: node.fontSize, color: node.textColor.withAlpha(node.textColor.alpha * opacity),
            alignment: node.textAlignment, letterSpacing: node.letterSpacing, width: node.size.width,
            transform: toScreen, glyphs: glyphs)
    }

    /// The texture of a node's picture when `pictures` has one, asked for at the size the
    /// picture covers on screen; `nil` (counted as waiting) until it is loaded.
    private mutating func pictureTexture(
        _ picture: NodePicture, of node: Node, toScreen: Transform3D, from pictures: any PictureSource
    ) -> Int? {
        guard let placed = picture.rect(in: node.size) else { return nil }
        let scale = Self.screenScale(of: toScreen, size: node.size)
        let longest = (max(placed.width, placed.height) * scale).rounded(.up)
        guard longest.isFinite, longest >= 1,
            let texture = pictures.texture(forPicture: picture.number, longestSide: Int(min(longest, 1_048_576)))
        else {
            count { $0.picturesWaiting += 1 }
            return nil
        }
        return texture
    }

    /// About how many pixels a point of a node of `size` covers on screen under `transform`:
    /// the longer of its sides' stretches, measured between the projected midpoints of opposite
    /// sides (0 when they do not project).
    static func screenScale(of transform: Transform3D, size: Size) -> Double {
        let halfWidth = size.width / 2, halfHeight = size.height / 2
        guard halfWidth > 0, halfHeight > 0,
            let left = transform.project(Point(x: -halfWidth, y: 0)), let right = transform.project(Point(x: halfWidth, y: 0)),
            let top = transform.project(Point(x: 0, y: -halfHeight)),
            let bottom = transform.project(Point(x: 0, y: halfHeight))
        else { return 0 }
        let scale = max(left.distance(to: right) / size.width, top.distance(to: bottom) / size.height)
        return scale.isFinite ? scale : 0
    }
}
