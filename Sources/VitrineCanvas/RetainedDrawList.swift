/// The draw list of a group of nodes, kept from frame to frame: each node's triangles are made
/// again only when that node, the pixel scale or the atlas's contents change, and the whole
/// list is joined again only when one of them did. For a panel or an overlay whose rows keep
/// their text for many frames while one readout, or the scene under it, moves. Handed the very
/// array of the last update again (a layer's kept nodes), it compares no node at all.
///
/// ```swift
/// var panelDrawing = RetainedDrawList()
/// // every frame:
/// panelDrawing.update(with: panelNodes, pixelScale: 1, glyphs: atlas, atlasGeneration: atlas.regionGeneration)
/// frameList.append(contentsOf: panelDrawing.list)
/// ```
public struct RetainedDrawList: Sendable {
    /// The triangles of the nodes last given.
    public private(set) var list: DrawList
    /// How many times the list was joined again (rather than kept) since it was created: when
    /// it is the same after an update, the list did not change.
    public private(set) var rebuilds = 0
    /// How many times what the list draws changed since it was created: its nodes or the pixel
    /// scale. A list made again only because the atlas's regions moved (`atlasGeneration`)
    /// draws the same images from their new places, so this count stays: a layer kept as
    /// pixels (`LayerCache` in VitrineSDL) need not be drawn again for it.
    public private(set) var contentChanges = 0
    /// How many nodes were tessellated since the list was created: only those that changed.
    private(set) var tessellatedNodes = 0
    /// Each node last given, and its own triangles.
    private var pieces: [Piece] = []
    /// The nodes last given, as given: the very same array again is the same nodes.
    private var nodes: [Node] = []
    private var hasContent = false
    private var pixelScale = 1.0
    private var atlasGeneration = 0

    /// One node and its triangles.
    private struct Piece: Sendable {
        var node: Node
        var list: DrawList
    }

    /// Creates an empty retained list whose shapes are tessellated with `tessellation`.
    public init(tessellation: Tessellation = Tessellation()) {
        list = DrawList(tessellation: tessellation)
    }

    /// Makes ``list`` the triangles of `nodes`. A node equal to the one at its place last time
    /// keeps its triangles; the others are tessellated. All are made again when `pixelScale`
    /// changed, or `atlasGeneration` did: a number that changes whenever the atlas's regions
    /// do (such as `Atlas.regionGeneration`: when it starts afresh, or its masks do), since the
    /// triangles keep them. The list is the same as appending every node afresh.
    public mutating func update(
        with nodes: [Node], pixelScale: Double, glyphs: (any TextureAtlas)?,
        atlasGeneration: Int
    ) {
        let isNewScale = !hasContent || pixelScale != self.pixelScale
        let keepsNone = isNewScale || atlasGeneration != self.atlasGeneration
        // The array kept is alive, so another array with its storage is a copy of it.
        let isSameArray = Self.sharesStorage(nodes, self.nodes)
        if !keepsNone, isSameArray { return }
        self.nodes = nodes
        var isNewContent = isNewScale || nodes.count != pieces.count
        for index in nodes.indices {
            let isSameNode = isSameArray || (index < pieces.count && pieces[index].node == nodes[index])
            if !isSameNode { isNewContent = true }
            if !keepsNone, isSameNode { continue }
            if index == pieces.count {
                pieces.append(Piece(node: nodes[index], list: DrawList(tessellation: list.tessellation)))
            } else {
                pieces[index].node = nodes[index]
            }
            pieces[index].list.removeAll()
            pieces[index].list.append(nodes[index], pixelScale: pixelScale, glyphs: glyphs)
            tessellatedNodes += 1
        }
        pieces.removeLast(pieces.count - nodes.count)
        hasContent = true
        self.pixelScale = pixelScale
        self.atlasGeneration = atlasGeneration
        guard keepsNone || isNewContent else { return }
        list.removeAll()
        for piece in pieces {
            list.append(contentsOf: piece.list)
        }
        rebuilds += 1
        if isNewContent { contentChanges += 1 }
    }

    /// Whether two arrays are one storage: equal without comparing a node.
    private static func sharesStorage(_ first: [Node], _ second: [Node]) -> Bool {
        first.count == second.count
            && first.withUnsafeBufferPointer { a in second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }
}
